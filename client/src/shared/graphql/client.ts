/**
 * The app's one Apollo client, made on first use so the landing page never loads it. Its cache
 * belongs to one student: it is cleared whenever the signed-in student changes or signs out.
 */
import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { getSessionSnapshot, subscribeSession } from "../session/session";
import { createAuthRetryLink } from "./authRetryLink";
import { createCache } from "./cache";

let client: ApolloClient | undefined;
let cachedFor: string | null = null;
let watchingSession = false;

export function createApolloLink(): ApolloLink {
  return ApolloLink.from([
    createAuthRetryLink(),
    new HttpLink({ uri: "/graphql", credentials: "same-origin" }),
  ]);
}

export function createApolloClient(link: ApolloLink = createApolloLink()): ApolloClient {
  return new ApolloClient({ link, cache: createCache() });
}

/** One student's answers must never show to the next one on this browser. */
function clearOnStudentChange(): void {
  const studentId = getSessionSnapshot()?.student_id ?? null;
  if (studentId === cachedFor) return;
  cachedFor = studentId;
  void client?.clearStore();
}

export function getApolloClient(): ApolloClient {
  return client ?? setApolloClient(createApolloClient());
}

/** Makes `next` the app's client (tests pass one over a mocked link); `undefined` resets. */
export function setApolloClient<C extends ApolloClient | undefined>(next: C): C {
  client = next;
  cachedFor = getSessionSnapshot()?.student_id ?? null;
  if (!watchingSession) {
    watchingSession = true;
    subscribeSession(clearOnStudentChange);
  }
  return next;
}
