/**
 * Every change is declared once, by the feature that makes it: each mutation of the schema (and
 * the REST resume upload) names what it makes stale, or [] for nothing, in exactly one feature's
 * <name>Cache.ts, and a feature's own operations' mutations are in its own declaration.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSchema, Kind, parse } from "graphql";
import { describe, expect, it } from "vitest";
import sdl from "../../../gateway/schema.graphql?raw";
import { DEPENDENTS, FEATURE_CACHES } from "./cacheDependents";

const FEATURES = join(dirname(fileURLToPath(import.meta.url)), "../features");
/** Changes made outside GraphQL: the resume upload (REST) evicts as a mutation would. */
const REST_CHANGES = ["evaluateResume"];

const schema = buildSchema(sdl);
const changes = [...Object.keys(schema.getMutationType()?.getFields() ?? {}), ...REST_CHANGES];
const queries = new Set(Object.keys(schema.getQueryType()?.getFields() ?? {}));

/** Which features declare each change. */
const declaredBy = new Map<string, string[]>();
for (const [feature, declaration] of Object.entries(FEATURE_CACHES)) {
  for (const change of Object.keys(declaration)) {
    declaredBy.set(change, [...(declaredBy.get(change) ?? []), feature]);
  }
}

/** The mutation fields each feature's own .graphql documents run. */
function mutationsRunBy(feature: string): string[] {
  const documents = readdirSync(join(FEATURES, feature), { recursive: true, encoding: "utf8" });
  return documents
    .filter((path) => path.endsWith(".graphql"))
    .flatMap((path) => parse(readFileSync(join(FEATURES, feature, path), "utf8")).definitions)
    .flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.operation === "mutation"
        ? definition.selectionSet.selections
        : [],
    )
    .flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []));
}

describe("what each change makes stale", () => {
  it("every mutation of the schema and the resume upload is declared by some feature", () => {
    expect(changes.filter((change) => !declaredBy.has(change))).toEqual([]);
  });

  it("no change is declared by two features", () => {
    const twice = [...declaredBy].filter(([, features]) => features.length > 1);
    expect(twice.map(([change, features]) => `${change}: ${features.join(", ")}`)).toEqual([]);
  });

  it("a declaration names only the schema's mutations and queries", () => {
    expect([...declaredBy.keys()].filter((change) => !changes.includes(change))).toEqual([]);
    const unknown = Object.values(DEPENDENTS)
      .flat()
      .filter((field) => !queries.has(field));
    expect(unknown).toEqual([]);
  });

  it("a feature declares the mutations its own operations run", () => {
    const features = readdirSync(FEATURES);
    const elsewhere = features.flatMap((feature) =>
      mutationsRunBy(feature)
        .filter((change) => !declaredBy.get(change)?.includes(feature))
        .map(
          (change) => `${feature} runs ${change}, declared by ${declaredBy.get(change) ?? "none"}`,
        ),
    );
    expect(elsewhere).toEqual([]);
  });
});
