/**
 * Test kit: the server's side of the founder's prompt for fakeGraphql, one "asked at" per
 * student, kept as the gateway keeps it (the first time stays). The student is the signed-in one
 * (the stored session), as the gateway takes it from the session.
 */
import { getSessionSnapshot } from "../../shared/session/session";
import type { RootField } from "../../test/graphql";

/** The founder's prompt's title, for tests of the pages that show it. */
export { FOUNDER_MODAL_TITLE } from "./FeedbackModal";

export interface FounderFeedbackServer {
  /** When each student was asked; absent: never. */
  askedAt: Map<string, string>;
  /** Root fields to spread into fakeGraphql({...}). */
  fields: Record<"founderFeedbackAskedAt" | "markFounderFeedbackAsked", RootField>;
}

export function founderFeedbackServer(
  askedBefore: Record<string, string> = {},
): FounderFeedbackServer {
  const askedAt = new Map(Object.entries(askedBefore));
  return {
    askedAt,
    fields: {
      founderFeedbackAskedAt: () => askedAt.get(signedIn()) ?? null,
      markFounderFeedbackAsked: () => {
        const id = signedIn();
        if (!askedAt.has(id)) askedAt.set(id, new Date().toISOString());
        return askedAt.get(id);
      },
    },
  };
}

/** The signed-in student's id; the gateway answers 401 without one. */
function signedIn(): string {
  const user = getSessionSnapshot();
  if (!user) throw new Error("not signed in");
  return user.student_id;
}
