/** Builds the GraphQL schema from every resolver; the SDL printed from it is committed. */
import "reflect-metadata";
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { AuthResolver } from "../modules/auth/auth.resolver";
import { CatalogueResolver } from "../modules/catalogue/catalogue.resolver";
import { EngagementResolver } from "../modules/engagement/engagement.resolver";
import { ResumeResolver } from "../modules/resumes/resume.resolver";
import { SearchResolver } from "../modules/search/search.resolver";
import { ProfileResolver } from "../modules/students/profile.resolver";
import { StudentResolver } from "../modules/students/student.resolver";

export const RESOLVERS = [
  CatalogueResolver,
  AuthResolver,
  StudentResolver,
  EngagementResolver,
  ProfileResolver,
  SearchResolver,
  ResumeResolver,
] as const;

export async function buildGraphqlSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: [...RESOLVERS], validate: false });
}

/** The SDL as committed in gateway/schema.graphql: sorted, so it changes only when the API does. */
export async function printSdl(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildGraphqlSchema()))}\n`;
}
