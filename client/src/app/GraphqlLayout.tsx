/**
 * Layout route for every page that talks GraphQL. It is lazy-loaded, so Apollo Client stays out
 * of the landing page's initial JavaScript (budget: 150 KB gzipped).
 */
import { ApolloProvider } from "@apollo/client/react";
import { Outlet } from "react-router-dom";
import { getApolloClient } from "../shared/graphql/client";

export function GraphqlLayout() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <Outlet />
    </ApolloProvider>
  );
}
