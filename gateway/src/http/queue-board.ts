/**
 * The queue dashboard for staff at /admin/queues (bull-board): every queue's waiting, active,
 * delayed, failed and completed jobs, with retry. Behind a staff key, read from the
 * Authorization header as HTTP Basic (any user name, the key as the password: what a browser
 * can send, prompted by the 401's challenge) or as a Bearer token (scripts). Nothing under the
 * path, its pages and scripts included, answers anyone else (docs/operations.md). The site's
 * content security policy holds here unchanged: the board's scripts and styles are its own files
 * (seen in Chromium); only the Google Fonts stylesheet its page links is blocked, and it falls
 * back to system fonts.
 */
import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { FastifyAdapter } from "@bull-board/fastify";
import type { Queue } from "bullmq";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { envelope } from "../core/errors";
import { staffForKey } from "../modules/staff/staff-keys";

export const BOARD_PATH = "/admin/queues";
export const BOARD_STAFF_ONLY =
  "The queue dashboard is for staff: sign in with a staff API key as the password.";
const CROSS_SITE = "The queue dashboard takes changes only from its own pages.";
const CHALLENGE = 'Basic realm="GradPlan staff", charset="UTF-8"';

/** The key from `Basic base64(user:key)` or `Bearer key`; "" when neither. */
export function staffKeyOf(authorization: string | undefined): string {
  if (!authorization) return "";
  const [scheme, value = ""] = authorization.trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() === "bearer") return value;
  if (scheme?.toLowerCase() !== "basic") return "";
  const decoded = Buffer.from(value, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? "" : decoded.slice(colon + 1);
}

/**
 * A browser sends Basic credentials it has cached with any request to the board's path, even one
 * another site makes it send: a change (anything but GET or HEAD) must come from our own origin.
 */
function crossSite(request: FastifyRequest): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const site = request.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  return !URL.canParse(origin) || new URL(origin).host !== request.host;
}

async function staffOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const key = staffKeyOf(request.headers.authorization);
  const staff = key ? await staffForKey(request.ctx.em, key) : null;
  // A student's session opens nothing here: 401 with the challenge, so a browser asks for a key.
  if (!staff) {
    reply.code(401).header("WWW-Authenticate", CHALLENGE).send(envelope(BOARD_STAFF_ONLY));
    return;
  }
  if (crossSite(request)) {
    reply.code(403).send(envelope(CROSS_SITE));
    return;
  }
  // What staff see there is not to be kept by a shared cache.
  reply.header("Cache-Control", "no-store");
}

export async function registerQueueBoard(
  app: FastifyInstance,
  queues: readonly Queue[],
): Promise<void> {
  const server = new FastifyAdapter();
  server.setBasePath(BOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter: server,
    options: { uiConfig: { boardTitle: "GradPlan queues", hideDocsLink: true } },
  });
  // Its own context: the guard runs before every route the board adds, its files included.
  await app.register(async (board) => {
    board.addHook("onRequest", staffOnly);
    await board.register(server.registerPlugin(), { prefix: BOARD_PATH });
  });
}
