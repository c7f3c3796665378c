import { QUEUE } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrm } from "../../db/database";
import { testConfig } from "../../testing/app";
import { EmailOutbox } from "./email-outbox.entity";
import { sendEmail } from "./send-email";

let orm: MikroORM;
beforeAll(async () => {
  orm = await createOrm(testConfig().databaseUrl);
});
afterAll(() => orm.close());

/** A queue as BullMQ's is while Redis is down: every add fails. */
const downQueue = {
  name: QUEUE.email,
  add: async () => {
    throw new Error("Stream isn't writeable and enableOfflineQueue options is false");
  },
} as unknown as Queue<never>;

describe("sending an email while Redis is down", () => {
  // The fault suite killed Redis under load: a contact message answered 503 left its outbox row
  // pending with no job, never to be sent (and its retry wrote a second one).
  it("fails, and leaves no outbox row behind", async () => {
    const to = `down-${Date.now()}@example.com`;
    await expect(
      sendEmail(orm.em.fork(), downQueue, { to, subject: "Hello", text: "Hi." }),
    ).rejects.toThrow(/enableOfflineQueue/);
    expect(await orm.em.fork().count(EmailOutbox, { toAddress: to })).toBe(0);
  });
});
