/** The app's Apollo client, created on first use so pages without GraphQL never pay for it. */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { createAuthRetryLink } from "./authRetryLink";

let client: ApolloClient | undefined;

export function createApolloLink(): ApolloLink {
  return ApolloLink.from([
    createAuthRetryLink(),
    new HttpLink({ uri: "/graphql", credentials: "same-origin" }),
  ]);
}

export function getApolloClient(): ApolloClient {
  client ??= new ApolloClient({ link: createApolloLink(), cache: new InMemoryCache() });
  return client;
}
