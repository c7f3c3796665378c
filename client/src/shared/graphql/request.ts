/**
 * How features read and write through Apollo: `readQuery` and `runMutation` return the typed
 * data or throw a `GraphqlFailure` carrying the server's message, its code and its per-field
 * messages. A mutation evicts what it made stale (cache.ts), so callers never refetch by hand.
 */
import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { type Change, evictDependents } from "./cache";
import { getApolloClient } from "./client";
import { failureOfErrors, GraphqlFailure } from "./failure";

export { GraphqlFailure, studentMessage } from "./failure";

/** Any error of an operation as a GraphqlFailure (an abort passes through untouched). */
export function toGraphqlFailure(error: unknown): unknown {
  if (error instanceof GraphqlFailure) return error;
  if (error instanceof DOMException && error.name === "AbortError") return error;
  if (CombinedGraphQLErrors.is(error)) return failureOfErrors(error.errors, error.message);
  return new GraphqlFailure(error instanceof Error ? error.message : String(error), "NETWORK");
}

/**
 * A signal aborts this read's own request. Apollo shares one in-flight request between
 * identical queries, so an abortable read does not share: aborting it (a stopped actor, a
 * StrictMode remount) must never fail another reader waiting on the same request.
 */
function abortable(signal: AbortSignal | undefined) {
  return signal ? { fetchOptions: { signal }, queryDeduplication: false } : undefined;
}

export interface ReadOptions {
  signal?: AbortSignal;
  /** "cache-first" (the default) answers from the cache when it holds the data. */
  fetchPolicy?: "cache-first" | "network-only";
}

export async function readQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { signal, fetchPolicy = "cache-first" }: ReadOptions = {},
): Promise<TData> {
  try {
    const { data } = await getApolloClient().query({
      query,
      variables,
      fetchPolicy,
      context: abortable(signal),
    });
    if (data === undefined) throw new GraphqlFailure("The server sent no data.", "NETWORK");
    return data as TData;
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    throw toGraphqlFailure(error);
  }
}

export async function runMutation<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  change: Change,
): Promise<TData> {
  try {
    const { data } = await getApolloClient().mutate({
      mutation,
      variables,
      update: (cache) => evictDependents(cache, change),
    });
    if (data === undefined || data === null) {
      throw new GraphqlFailure("The server sent no data.", "NETWORK");
    }
    return data as TData;
  } catch (error) {
    throw toGraphqlFailure(error);
  }
}

/** After a change made outside GraphQL (the resume upload), the same evictions. */
export function changedOutsideGraphql(change: Change): void {
  evictDependents(getApolloClient().cache, change);
}
