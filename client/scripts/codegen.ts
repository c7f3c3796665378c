/**
 * Generates src/graphql/generated.ts: TypeScript types and typed documents for every .graphql
 * operation under src/, checked against the gateway's emitted SDL.
 * Run with `npm run --workspace client codegen` (cwd client/). CI fails when the committed
 * file is stale, so the output must be byte-identical for the same input.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { codegen } from "@graphql-codegen/core";
import type { CodegenPlugin } from "@graphql-codegen/plugin-helpers";
import * as typedDocumentNode from "@graphql-codegen/typed-document-node";
import * as typescriptOperations from "@graphql-codegen/typescript-operations";
import {
  buildSchema,
  type GraphQLObjectType,
  type GraphQLSchema,
  isAbstractType,
  lexicographicSortSchema,
  parse,
  printSchema,
} from "graphql";

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const schemaPath = path.resolve(clientDir, "../gateway/schema.graphql");
const srcDir = path.join(clientDir, "src");
// `--out FILE` writes elsewhere: scripts/check-generated.mjs compares that with the committed file.
const { values } = parseArgs({ options: { out: { type: "string" } } });
const outPath = values.out
  ? path.resolve(values.out)
  : path.join(srcDir, "graphql", "generated.ts");

// Line comments: a block comment would be closed early by the "**/" of the glob.
const HEADER = `// This file is generated: do not edit it by hand.
// Source: gateway/schema.graphql and the client/src/**/*.graphql documents.
// Regenerate with: npm run --workspace client codegen
`;

/** Every .graphql document under src/, as sorted posix paths relative to client/ (stable order). */
async function findDocuments(): Promise<string[]> {
  const entries = await readdir(srcDir, { recursive: true });
  return entries
    .filter((entry) => entry.endsWith(".graphql"))
    .map((entry) => path.posix.join("src", entry.split(path.sep).join("/")))
    .sort();
}

function possibleTypes(schema: GraphQLSchema): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isAbstractType(type) || type.name.startsWith("__")) continue;
    found[type.name] = schema
      .getPossibleTypes(type)
      .map((possible) => possible.name)
      .sort();
  }
  return found;
}

/**
 * The names of the root fields as string unions, so the cache's eviction table is typed by the
 * schema, and the possible types of each interface for the cache's fragment matching. (typescript-operations 6 writes the input and output types the documents use itself;
 * the `typescript` plugin's schema-wide types would duplicate them.)
 */
const rootFields: CodegenPlugin = {
  plugin: (schema: GraphQLSchema) => {
    const names = (type: GraphQLObjectType | null | undefined) =>
      Object.keys(type?.getFields() ?? {})
        .sort()
        .map((name) => JSON.stringify(name))
        .join(" | ") || "never";
    return [
      "/** Every field of the schema's Query type. */",
      `export type QueryField = ${names(schema.getQueryType())};`,
      "/** Every field of the schema's Mutation type. */",
      `export type MutationField = ${names(schema.getMutationType())};`,
      "/** The object types of each interface, for the cache to match fragments on interfaces. */",
      `export const POSSIBLE_TYPES: Record<string, string[]> = ${JSON.stringify(possibleTypes(schema))};`,
      "",
    ].join("\n");
  },
};

async function main(): Promise<void> {
  // Sorting the schema keeps the output stable when the server reorders its emitted SDL.
  const schemaAst = lexicographicSortSchema(buildSchema(await readFile(schemaPath, "utf8")));
  const documentPaths = await findDocuments();
  const documents = await Promise.all(
    documentPaths.map(async (location) => ({
      location,
      document: parse(await readFile(path.join(clientDir, location), "utf8")),
    })),
  );

  const output = await codegen({
    filename: "src/graphql/generated.ts",
    schema: parse(printSchema(schemaAst)),
    schemaAst,
    documents,
    config: {
      useTypeImports: true,
      enumsAsTypes: true,
      avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
    },
    plugins: [{ rootFields: {} }, { typescriptOperations: {} }, { typedDocumentNode: {} }],
    pluginMap: { rootFields, typescriptOperations, typedDocumentNode },
  });

  await writeFile(outPath, `${HEADER}${output.trimEnd()}\n`);
  console.log(
    `codegen: ${documentPaths.length} document(s) -> ${path.relative(clientDir, outPath)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
