/** Staff API keys: made by the CLI, checked on /graphql from `Authorization: Bearer <key>`. */
import { randomBytes, randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sha256 } from "../../core/hash";
import type { HttpExchange, RequestContext } from "../../core/module";
import { StaffApiKey } from "./staff-api-key.entity";

const KEY_PREFIX = "gp_staff_";

/** Creates a key and answers it: the only time it exists outside its hash. */
export async function createStaffKey(em: EntityManager, name: string): Promise<string> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  em.create(StaffApiKey, {
    id: randomUUID(),
    name,
    keyHash: sha256(key),
    createdAt: new Date(),
    revokedAt: null,
  });
  await em.flush();
  return key;
}

export interface StaffIdentity {
  keyName: string;
}

// By the request's exchange: every module's view of one request shares it (core/context.ts).
const found = new WeakMap<HttpExchange, Promise<StaffIdentity | null>>();

/** The staff key of this request, or null (no header, unknown or revoked key). */
export function currentStaff(ctx: RequestContext): Promise<StaffIdentity | null> {
  let staff = found.get(ctx.http);
  if (!staff) {
    const header = ctx.http.header("authorization") ?? "";
    const key = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    staff = staffForKey(ctx.em, key);
    found.set(ctx.http, staff);
  }
  return staff;
}

/** The staff identity a key stands for (not revoked), or null; the queue board reads its own. */
export async function staffForKey(em: EntityManager, key: string): Promise<StaffIdentity | null> {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const row = await em.findOne(StaffApiKey, { keyHash: sha256(key), revokedAt: null });
  return row ? { keyName: row.name } : null;
}
