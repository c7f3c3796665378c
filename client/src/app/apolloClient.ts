/** The app's Apollo client, created on first use so pages without GraphQL never pay for it. */
import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";

let client: ApolloClient | undefined;

export function getApolloClient(): ApolloClient {
  client ??= new ApolloClient({
    link: new HttpLink({ uri: "/graphql", credentials: "same-origin" }),
    cache: new InMemoryCache(),
  });
  return client;
}
