/**
 * Every document the client sends passes the server's validation: the schema built from the
 * resolvers, graphql's own rules and the document limits (limits.ts: depth and field count) that
 * Apollo runs on /graphql. A client document the server would refuse fails `npm test` here,
 * before it fails in a browser.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  specifiedRules,
  validate,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../core/config";
import { documentLimits, MAX_DEPTH, MAX_FIELDS, operationSize } from "./limits";
import { buildGraphqlSchema } from "./schema";

const CLIENT_SRC = join(REPO_ROOT, "client/src");

/** Every .graphql file under client/src, parsed, as the client's codegen reads them. */
function clientDocuments(): { file: string; document: DocumentNode }[] {
  return readdirSync(CLIENT_SRC, { recursive: true, encoding: "utf8" })
    .filter((entry) => entry.endsWith(".graphql"))
    .sort()
    .map((entry) => ({
      file: relative(REPO_ROOT, join(CLIENT_SRC, entry)),
      document: parse(readFileSync(join(CLIENT_SRC, entry), "utf8")),
    }));
}

/** The fragments a selection spreads, and theirs, by name. */
function spreadsOf(
  set: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  into: Set<string>,
): Set<string> {
  for (const node of set?.selections ?? []) {
    if (node.kind === Kind.FRAGMENT_SPREAD) {
      const name = node.name.value;
      if (into.has(name)) continue;
      into.add(name);
      spreadsOf(fragments.get(name)?.selectionSet, fragments, into);
    } else spreadsOf(node.selectionSet, fragments, into);
  }
  return into;
}

/** Each operation as the client sends it: the operation and the fragments it uses. */
function operations(documents: { file: string; document: DocumentNode }[]) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { document } of documents)
    for (const def of document.definitions)
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  return documents.flatMap(({ file, document }) =>
    document.definitions
      .filter((def): def is OperationDefinitionNode => def.kind === Kind.OPERATION_DEFINITION)
      .map((op) => {
        const used = [...spreadsOf(op.selectionSet, fragments, new Set())];
        const definitions: DefinitionNode[] = [
          op,
          ...used.flatMap((name) => fragments.get(name) ?? []),
        ];
        return {
          name: `${op.name?.value ?? "(anonymous)"} in ${basename(file)}`,
          document: { kind: Kind.DOCUMENT, definitions } as DocumentNode,
          size: operationSize(op, Object.fromEntries(fragments)),
        };
      }),
  );
}

const RULES = [...specifiedRules, documentLimits];

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildGraphqlSchema();
});

describe("the client's GraphQL documents", () => {
  const ops = operations(clientDocuments());

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
