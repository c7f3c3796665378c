/**
 * A mocked Apollo link for component tests: it executes each operation with graphql-js against
 * the gateway's real SDL, with the test's root fields as resolvers. So documents are checked
 * against the schema, answers take exactly the selected fields (with __typename, as the cache
 * needs), and a resolver that throws `graphqlError(...)` answers as the gateway's errors do.
 */
import { ApolloLink } from "@apollo/client";
import { buildSchema, execute, GraphQLError } from "graphql";
import { Observable } from "rxjs";
import sdl from "../../../gateway/schema.graphql?raw";
import { DEPENDENTS } from "../app/cacheDependents";
import { createApolloClient, setApolloClient } from "../shared/graphql/client";
import { installCacheDependents } from "../shared/graphql/dependents";

const schema = buildSchema(sdl);

/** A root field's fake: gets the field's arguments, returns its value (or a promise of it). */
export type RootField = (args: Record<string, unknown>) => unknown;

export interface FakeGraphql {
  /** Root fields answered; replace or add entries at any time. */
  fields: Record<string, RootField>;
  /** Every root field call, in order: its name and arguments. */
  calls: { field: string; args: Record<string, unknown> }[];
  /** The calls of one root field. */
  callsOf: (field: string) => Record<string, unknown>[];
}

/** An error as the gateway sends it: message, code and (for bad input) per-field messages. */
export function graphqlError(
  message: string,
  code = "BAD_USER_INPUT",
  errors?: Record<string, string>,
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...(errors ? { errors } : {}) } });
}

/**
 * Installs a client over the fake as the app's Apollo client (setup.ts resets it after each test),
 * with the app's own table of what each change makes stale.
 */
export function fakeGraphql(fields: Record<string, RootField> = {}): FakeGraphql {
  const fake: FakeGraphql = {
    fields,
    calls: [],
    callsOf: (field) => fake.calls.filter((call) => call.field === field).map((call) => call.args),
  };
  const rootValue = new Proxy(
    {},
    {
      get: (_target, field: string) => (args: Record<string, unknown>) => {
        fake.calls.push({ field, args });
        const resolve = fake.fields[field];
        if (!resolve) throw graphqlError(`No fake for ${field}`, "INTERNAL_SERVER_ERROR");
        return resolve(args);
      },
    },
  );
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        Promise.resolve(
          execute({
            schema,
            document: operation.query,
            variableValues: operation.variables,
            rootValue,
          }),
        ).then(
          (result) => {
            observer.next(JSON.parse(JSON.stringify(result)));
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  installCacheDependents(DEPENDENTS);
  setApolloClient(createApolloClient(link));
  return fake;
}
