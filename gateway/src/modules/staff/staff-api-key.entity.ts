/** An API key of an internal tool: shown once when made (`npm run staff:key`), stored hashed. */
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";

export const StaffApiKey = defineEntity({
  name: "StaffApiKey",
  tableName: "staff_api_key",
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(100),
    keyHash: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    revokedAt: p.datetime().nullable(),
  },
});
export type IStaffApiKey = InferEntity<typeof StaffApiKey>;
