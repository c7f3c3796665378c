/**
 * Every document the client sends passes the server's validation: the schema built from the
 * resolvers, graphql's own rules and the document limits (limits.ts: depth and field count) that
 * Apollo runs on /graphql. A client document the server would refuse fails `npm test` here,
 * before it fails in a browser.
 */
import { basename } from "node:path";
import { type GraphQLSchema, parse, specifiedRules, validate } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { clientOperations } from "./client-operations";
import { documentLimits, MAX_DEPTH, MAX_FIELDS, operationSize } from "./limits";
import { buildGraphqlSchema } from "./schema";

const RULES = [...specifiedRules, documentLimits];

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildGraphqlSchema();
});

describe("the client's GraphQL documents", () => {
  const ops = clientOperations().map(({ name, file, operation, fragments, document }) => ({
    name: `${name} in ${basename(file)}`,
    document,
    size: operationSize(operation, fragments),
  }));

  it("exist (the client reads and writes through GraphQL)", () => {
    expect(ops.length).toBeGreaterThan(0);
  });

  it.each(ops)(
    "$name (depth $size.depth, $size.fields fields) passes the server's validation and limits",
    ({ document, size }) => {
      const errors = validate(schema, document, RULES).map((e) => e.message);
      expect(errors).toEqual([]);
      expect(size.depth).toBeLessThanOrEqual(MAX_DEPTH);
      expect(size.fields).toBeLessThanOrEqual(MAX_FIELDS);
    },
  );

  it("the same check refuses documents over the limits", () => {
    // The schema does not nest deeper than the limit, so the deep one names made-up fields: the
    // depth rule reads the document, whatever the schema says of its fields.
    const deep = parse(`query { ${"a { ".repeat(MAX_DEPTH)}b${" }".repeat(MAX_DEPTH)} }`);
    expect(validate(schema, deep, RULES).map((e) => e.message)).toContain(
      `Query is too deep: ${MAX_DEPTH + 1} levels, at most ${MAX_DEPTH}.`,
    );
    const aliases = Array.from({ length: MAX_FIELDS }, (_, i) => `a${i}: email`).join(" ");
    const wide = parse(`query { student(studentId: "x") { ${aliases} } }`);
    expect(validate(schema, wide, RULES).map((e) => e.message)).toEqual([
      `Query asks for too many fields: ${MAX_FIELDS + 1}, at most ${MAX_FIELDS}.`,
    ]);
  });
});
