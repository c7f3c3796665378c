/**
 * Test kit: the server's side of the founder's prompt for fakeGraphql, one "asked at" per
 * student, kept as the gateway keeps it (the first time stays).
 */
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
      founderFeedbackAskedAt: ({ studentId }) => askedAt.get(String(studentId)) ?? null,
      markFounderFeedbackAsked: ({ studentId }) => {
        const id = String(studentId);
        if (!askedAt.has(id)) askedAt.set(id, new Date().toISOString());
        return askedAt.get(id);
      },
    },
  };
}
