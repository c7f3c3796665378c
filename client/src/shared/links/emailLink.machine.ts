/**
 * An emailed link that acts once its page is open (unsubscribe, confirm): without a token it
 * stops at once; otherwise working -> done, or problem (the server refused the link: a 4xx) or
 * unexpected (a 5xx or no answer at all). The link itself is a GET that changes nothing: the page
 * posts, so a mail scanner that only fetches links acts on nobody's behalf.
 */
import { fromPromise, setup } from "xstate";
import { RestError } from "../rest/rest";

export interface EmailLinkInput {
  token: string | undefined;
  /** The call the link stands for, given its token. */
  follow: (token: string) => Promise<unknown>;
}

export type EmailLinkState = "working" | "done" | "problem" | "unexpected" | "noToken";

export const emailLinkMachine = setup({
  types: { input: {} as EmailLinkInput, context: {} as EmailLinkInput },
  actors: {
    follow: fromPromise<unknown, { follow: EmailLinkInput["follow"]; token: string }>(({ input }) =>
      input.follow(input.token),
    ),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token?.trim()),
    refused: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return error instanceof RestError && error.status >= 400 && error.status < 500;
    },
  },
}).createMachine({
  id: "emailLink",
  context: ({ input }) => input,
  initial: "starting",
  states: {
    starting: { always: [{ guard: "hasToken", target: "working" }, { target: "noToken" }] },
    working: {
      invoke: {
        src: "follow",
        input: ({ context }) => ({ follow: context.follow, token: context.token ?? "" }),
        onDone: "done",
        onError: [{ guard: "refused", target: "problem" }, { target: "unexpected" }],
      },
    },
    done: { type: "final" },
    problem: { type: "final" },
    unexpected: { type: "final" },
    noToken: { type: "final" },
  },
});
