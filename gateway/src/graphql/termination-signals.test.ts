import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../core/logger";
import { registerGraphql } from "./server";

const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

describe("Apollo in production", () => {
  // Its own SIGTERM handler closed Fastify beside ours: a client's idle keep-alive connection
  // then held the gateway's shutdown for the whole grace, and it exited 1 (the fault suite).
  it("leaves SIGTERM and SIGINT to the gateway's own shutdown", async () => {
    process.env.NODE_ENV = "production";
    const before = [process.listenerCount("SIGTERM"), process.listenerCount("SIGINT")];
    const app = Fastify();
    const graphql = await registerGraphql(app, {
      introspection: false,
      logger: createLogger("silent"),
      refuse: () => null,
    });
    try {
      expect([process.listenerCount("SIGTERM"), process.listenerCount("SIGINT")]).toEqual(before);
    } finally {
      await graphql.stop();
      await app.close();
    }
  });
});
