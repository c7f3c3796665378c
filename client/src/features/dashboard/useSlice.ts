/**
 * One dashboard slice: its own watched query, so a slice that fails leaves the others standing
 * (spec 1). It asks the server on every visit while showing what the cache holds (an evaluation
 * that outlasted its upload's wait lands with no request of ours), and a change that makes it
 * stale (cache.ts) makes it read again by itself.
 */
import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";

export type Slice<T> =
  | { kind: "loading" }
  | { kind: "failed"; retry: () => void }
  | { kind: "ready"; data: T };

export function useSlice<TData, T>(
  query: TypedDocumentNode<TData, Record<string, never>>,
  select: (data: TData) => T,
): Slice<T> {
  const { data, error, refetch } = useQuery(query, { fetchPolicy: "cache-and-network" });
  // Figures on screen stay when a refetch behind them fails; only a slice with nothing to show
  // shows the failure.
  if (data !== undefined) return { kind: "ready", data: select(data) };
  if (error) return { kind: "failed", retry: () => void refetch().catch(() => {}) };
  return { kind: "loading" };
}

/** The slice's data, or undefined while it loads or when it failed. */
export function dataOf<T>(slice: Slice<T>): T | undefined {
  return slice.kind === "ready" ? slice.data : undefined;
}
