/**
 * Apollo's side of the 401 rule (spec 1 section 4): a 401 from the HTTP layer or an
 * UNAUTHENTICATED GraphQL error triggers the shared token refresh, then one retry.
 */
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { from, mergeMap, throwError } from "rxjs";
import { refreshSession } from "../rest/tokenRefresh";

const RETRIED = "gradplanAuthRetried";

export function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((graphqlError) => graphqlError.extensions?.code === "UNAUTHENTICATED");
  }
  return false;
}

export function createAuthRetryLink(): ErrorLink {
  return new ErrorLink(({ error, operation, forward }) => {
    // The retried operation comes back through this link: never refresh for it a second time.
    if (!isUnauthenticated(error) || operation.getContext()[RETRIED] === true) return;
    operation.setContext({ [RETRIED]: true });
    return from(refreshSession()).pipe(
      mergeMap((renewed) => (renewed ? forward(operation) : throwError(() => error))),
    );
  });
}
