/**
 * A public GraphQL query without Apollo Client, for what the landing page itself reads (the
 * navbar's suggestions): Apollo loads with the first page that reads data, and the landing
 * page's initial JavaScript stays within its budget. The operation's text comes from its own
 * .graphql file (imported `?raw`), which codegen checks against the schema and types.
 */
import { failureOfErrors, type GraphqlErrorEntry, GraphqlFailure } from "./failure";

interface Answer<TData> {
  data?: TData | null;
  errors?: readonly GraphqlErrorEntry[];
}

export async function lightQuery<TData, TVariables extends Record<string, unknown>>(
  text: string,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TData> {
  let response: Response;
  try {
    response = await fetch("/graphql", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ query: text, variables }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    throw new GraphqlFailure(error instanceof Error ? error.message : String(error), "NETWORK");
  }
  let answer: Answer<TData>;
  try {
    answer = (await response.json()) as Answer<TData>;
  } catch {
    throw new GraphqlFailure(`${response.status} ${response.statusText}`.trim(), "NETWORK");
  }
  if (answer.errors?.length) throw failureOfErrors(answer.errors, "The query failed.");
  if (!response.ok || !answer.data) {
    throw new GraphqlFailure(`${response.status} ${response.statusText}`.trim(), "NETWORK");
  }
  return answer.data;
}
