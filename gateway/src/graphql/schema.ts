/** Builds the GraphQL schema from every resolver; the SDL printed from it is committed. */
import "reflect-metadata";
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { loadApis } from "../core/module";
import { MODULES } from "../modules";

/** Every module's resolvers (modules/index.ts). */
export async function resolvers() {
  return (await loadApis(MODULES)).flatMap(({ api }) => api.resolvers ?? []);
}

export async function buildGraphqlSchema(): Promise<GraphQLSchema> {
  const [first, ...rest] = await resolvers();
  if (!first) throw new Error("no module declares a GraphQL resolver");
  return buildSchema({ resolvers: [first, ...rest], validate: false });
}

/** The SDL as committed in gateway/schema.graphql: sorted, so it changes only when the API does. */
export async function printSdl(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildGraphqlSchema()))}\n`;
}
