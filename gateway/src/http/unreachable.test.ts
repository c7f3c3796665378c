import Fastify from "fastify";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { createLogger } from "../core/logger";
import { formatError } from "../graphql/server";
import { errorHandler } from "./errors";

/** A route that fails as the driver fails when PostgreSQL or Redis goes away. */
async function answerTo(error: Error) {
  const app = Fastify();
  app.setErrorHandler(errorHandler(createLogger("silent")));
  app.get("/", async () => {
    throw error;
  });
  const res = await app.inject({ method: "GET", url: "/" });
  await app.close();
  return { status: res.statusCode, body: res.json() as { success: boolean; message: string } };
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("a dependency that does not answer", () => {
  // The fault suite killed PostgreSQL's connections under load and got a 500 for a shortlist add.
  it.each([
    [
      "a PostgreSQL connection killed",
      withCode("terminating connection due to administrator command", "57P01"),
    ],
    [
      "PostgreSQL refusing connections",
      withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
    ],
    ["a pooled connection cut", new Error("Connection terminated unexpectedly")],
    [
      "a pooled client used after its connection was cut",
      new Error("Client has encountered a connection error and is not queryable"),
    ],
    [
      "a transaction's next query after its connection was cut",
      new Error("Transaction query already complete, run with DEBUG=knex:tx for more info"),
    ],
    [
      "no pooled connection in time",
      new Error("Knex: Timeout acquiring a connection. The pool is probably full."),
    ],
    ["Redis down", new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    [
      "wrapped by the ORM",
      Object.assign(new Error("query failed"), { cause: withCode("x", "08006") }),
    ],
  ])("%s is a 503 to retry, not a 500", async (_, error) => {
    const { status, body } = await answerTo(error);
    expect(status).toBe(503);
    expect(body).toEqual({ success: false, message: expect.stringMatching(/try again/) });
  });

  it("leaves other failures a 500", async () => {
    expect((await answerTo(withCode("relation does not exist", "42P01"))).status).toBe(500);
    expect((await answerTo(new Error("boom"))).status).toBe(500);
  });
});

describe("a dependency that does not answer, over GraphQL", () => {
  const format = formatError(createLogger("silent"));
  const failed = (original: Error) =>
    format(
      { message: original.message, extensions: { code: "INTERNAL_SERVER_ERROR" } },
      new GraphQLError(original.message, { originalError: original }),
    );

  it("is SERVICE_UNAVAILABLE with the retry message, not an internal error", () => {
    expect(
      failed(withCode("terminating connection due to administrator command", "57P01")),
    ).toMatchObject({
      message: expect.stringMatching(/try again in a moment/),
      extensions: { code: "SERVICE_UNAVAILABLE" },
    });
    expect(failed(new Error("boom")).extensions).toEqual({ code: "INTERNAL_SERVER_ERROR" });
  });
});
