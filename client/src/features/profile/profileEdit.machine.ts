/**
 * The profile's edit modals, one machine for all seven (spec 1 section 4): closed -> editing
 * (snapshot taken) -> saving -> recalculating -> closed. The page's data is changed only through
 * emitted events, so the view stays a thin shell and tests can watch every step. Progress and
 * strength are not refreshed here: the save evicts them from the cache and their cards refetch.
 */
import type { ProfileIssue, StudentProfile } from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { applyDraft } from "./applyDraft";
import {
  asksEnglishTest,
  draftFor,
  draftIssues,
  type EditDraft,
  testsDraftWith,
} from "./editDraft";
import type { ProfileEditContext, ProfileEditEmitted, ProfileEditEvent } from "./profileEdit.types";
import { describeSaveFailure, profileEditApi, type SaveSectionInput } from "./profileEditApi";

/**
 * How long Update waits for the shortlist recalculation (up to ~20 s on the server) before
 * closing anyway: nothing on this page depends on it, so a slow one finishes in the background.
 */
export const RECALCULATION_WAIT_MS = 3000;

export type { ProfileEditContext, ProfileEditEmitted, ProfileEditEvent };

const CLOSED: Omit<ProfileEditContext, "studentId"> = {
  snapshot: null,
  original: null,
  draft: null,
  issues: [],
  failure: null,
  saved: null,
};

function currentIssues(context: ProfileEditContext): ProfileIssue[] {
  return context.draft && context.snapshot ? draftIssues(context.draft, context.snapshot) : [];
}

export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    emitted: {} as ProfileEditEmitted,
    input: {} as { studentId: string },
  },
  actors: {
    saveSection: fromPromise<StudentProfile, SaveSectionInput>(({ input }) =>
      profileEditApi.saveSection(input),
    ),
    recalculateShortlist: fromPromise<void>(() => profileEditApi.recalculateShortlist()),
  },
  delays: { recalculationWait: RECALCULATION_WAIT_MS },
  guards: {
    draftHasIssues: ({ context }) => currentIssues(context).length > 0,
    // Spec 1 section 4: personal info recalculates only for a new category or undergrad university.
    needsRecalculation: ({ context }) => {
      if (context.draft?.section !== "personal") return true;
      const before = context.snapshot?.studentInfo;
      const after = context.saved?.studentInfo;
      return (
        before?.category !== after?.category ||
        before?.undergrad_university !== after?.undergrad_university
      );
    },
    asksForTestScores: ({ context }) =>
      context.draft?.section === "personal" &&
      context.draft.values.englishTest !== null &&
      context.snapshot !== null &&
      asksEnglishTest(context.saved?.studentInfo.category ?? null, context.snapshot),
  },
  actions: {
    open: assign(({ event }) => {
      if (event.type !== "edit.open") return {};
      const original = draftFor(event.section, event.profile);
      const draft =
        event.section === "tests" && event.englishTest
          ? testsDraftWith(event.profile, event.englishTest)
          : original;
      return { ...CLOSED, snapshot: event.profile, original, draft };
    }),
    change: assign(({ context, event }) => {
      if (event.type !== "edit.change" || event.draft.section !== context.draft?.section) return {};
      const next = { ...context, draft: event.draft };
      // Once messages show, they follow the input, so a fixed field loses its message at once.
      return { draft: event.draft, issues: context.issues.length ? currentIssues(next) : [] };
    }),
    showIssues: assign(({ context }) => ({ issues: currentIssues(context) })),
    emitInvalid: emit(({ context }) => ({
      type: "edit.invalid" as const,
      path: context.issues[0]?.path ?? "",
    })),
    emitApplied: emit(({ context }) => ({
      type: "edit.applied" as const,
      profile:
        context.snapshot && context.draft
          ? applyDraft(context.snapshot, context.draft)
          : (context.snapshot as StudentProfile),
    })),
    emitRestored: emit(({ context }) => ({
      type: "edit.restored" as const,
      profile: context.snapshot as StudentProfile,
    })),
    rememberSaved: assign((_, params: { profile: StudentProfile }) => ({ saved: params.profile })),
    emitSaved: emit(({ context }) => ({
      type: "edit.saved" as const,
      profile: context.saved as StudentProfile,
    })),
    showFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = describeSaveFailure(params.error, context.draft?.section ?? "personal");
      return { failure: failure.message, issues: failure.issues };
    }),
    emitFailed: emit({ type: "edit.failed" }),
    emitSucceeded: emit({ type: "edit.succeeded" }),
    emitClosed: emit({ type: "edit.closed" }),
    clear: assign(CLOSED),
    openTestScores: assign(({ context }) => {
      const saved = context.saved as StudentProfile;
      const test = context.draft?.section === "personal" ? context.draft.values.englishTest : null;
      const original = draftFor("tests", saved);
      const draft = test ? testsDraftWith(saved, test) : original;
      return { ...CLOSED, snapshot: saved, original, draft };
    }),
  },
}).createMachine({
  id: "profileEdit",
  context: ({ input }) => ({ studentId: input.studentId, ...CLOSED }),
  initial: "closed",
  states: {
    closed: {
      on: { "edit.open": { target: "editing", actions: "open" } },
    },
    editing: {
      on: {
        "edit.change": { actions: "change" },
        // The page never showed the draft, but the snapshot goes back anyway: it is the contract.
        "edit.cancel": { target: "closed", actions: ["emitRestored", "emitClosed", "clear"] },
        "edit.submit": [
          { guard: "draftHasIssues", actions: ["showIssues", "emitInvalid"] },
          { target: "saving" },
        ],
      },
    },
    saving: {
      entry: [assign({ failure: null, issues: [] }), "emitApplied"],
      invoke: {
        src: "saveSection",
        input: ({ context }) => ({
          studentId: context.studentId,
          draft: context.draft as EditDraft,
          snapshot: context.snapshot as StudentProfile,
        }),
        onDone: {
          target: "saved",
          actions: [
            { type: "rememberSaved", params: ({ event }) => ({ profile: event.output }) },
            "emitSaved",
          ],
        },
        // Back to the form with the input kept, so the student can fix it and try again.
        onError: {
          target: "editing",
          actions: [
            { type: "showFailure", params: ({ event }) => ({ error: event.error }) },
            "emitRestored",
            "emitFailed",
          ],
        },
      },
    },
    saved: {
      always: [{ guard: "needsRecalculation", target: "recalculating" }, { target: "done" }],
    },
    recalculating: {
      invoke: {
        src: "recalculateShortlist",
        // The save stands either way: a failed recalculation is logged, not shown as a failure.
        onDone: { target: "done" },
        onError: { target: "done" },
      },
      after: { recalculationWait: { target: "done" } },
    },
    done: {
      always: [
        {
          guard: "asksForTestScores",
          target: "editing",
          actions: ["emitSucceeded", "openTestScores"],
        },
        { target: "closed", actions: ["emitSucceeded", "emitClosed", "clear"] },
      ],
    },
  },
});

export type ProfileEditMachine = typeof profileEditMachine;
