/**
 * The profile page's data (spec 1 section 4, loading slices): profile, strength and progress load
 * side by side, each loading -> ready | failed, and a failed one can be retried on its own.
 */
import {
  PROFILE_MESSAGES as M,
  type ProfileStrength,
  type Progress,
  type StudentProfile,
} from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { profileApi } from "./profileApi";
import { PROFILE_PAGE_MESSAGES } from "./profileMessages";

export type ProfileSlice = "profile" | "strength" | "progress";

export interface ProfileDataContext {
  studentId: string;
  profile: StudentProfile | null;
  strength: ProfileStrength | null;
  progress: Progress | null;
}

export type ProfileDataEvent =
  | { type: "data.retry"; slice: ProfileSlice }
  | { type: "data.profile"; profile: StudentProfile }
  | { type: "data.refreshed"; progress: Progress | null; strength: ProfileStrength | null };

export type ProfileDataEmitted = { type: "data.failed"; message: string };

type Input = { studentId: string };

const isRetryOf =
  (slice: ProfileSlice) =>
  ({ event }: { event: ProfileDataEvent }) =>
    event.type === "data.retry" && event.slice === slice;

export const profileDataMachine = setup({
  types: {
    context: {} as ProfileDataContext,
    events: {} as ProfileDataEvent,
    emitted: {} as ProfileDataEmitted,
    input: {} as Input,
  },
  actors: {
    loadProfile: fromPromise<StudentProfile, Input>(({ input, signal }) =>
      profileApi.getStudentProfile(input.studentId, signal),
    ),
    loadStrength: fromPromise<ProfileStrength, Input>(({ input, signal }) =>
      profileApi.getProfileStrength(input.studentId, signal),
    ),
    loadProgress: fromPromise<Progress, Input>(({ input, signal }) =>
      profileApi.getProgress(input.studentId, signal),
    ),
  },
  actions: {
    failedProfile: emit({ type: "data.failed", message: M.fetchInfoFailed }),
    failedStrength: emit({ type: "data.failed", message: M.fetchStrengthFailed }),
    failedProgress: emit({
      type: "data.failed",
      message: PROFILE_PAGE_MESSAGES.fetchProgressFailed,
    }),
  },
}).createMachine({
  id: "profileData",
  type: "parallel",
  context: ({ input }) => ({
    studentId: input.studentId,
    profile: null,
    strength: null,
    progress: null,
  }),
  on: {
    // From the edit flow: the draft while saving, the snapshot back, or the saved profile.
    "data.profile": { actions: assign(({ event }) => ({ profile: event.profile })) },
  },
  states: {
    profile: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            src: "loadProfile",
            input: ({ context }) => ({ studentId: context.studentId }),
            onDone: { target: "ready", actions: assign({ profile: ({ event }) => event.output }) },
            onError: { target: "failed", actions: "failedProfile" },
          },
        },
        ready: {},
        failed: { on: { "data.retry": { guard: isRetryOf("profile"), target: "loading" } } },
      },
    },
    strength: {
      initial: "loading",
      on: {
        "data.refreshed": {
          guard: ({ event }) => event.strength !== null,
          target: ".ready",
          actions: assign({ strength: ({ event }) => event.strength }),
        },
      },
      states: {
        loading: {
          invoke: {
            src: "loadStrength",
            input: ({ context }) => ({ studentId: context.studentId }),
            onDone: { target: "ready", actions: assign({ strength: ({ event }) => event.output }) },
            onError: { target: "failed", actions: "failedStrength" },
          },
        },
        ready: {},
        failed: { on: { "data.retry": { guard: isRetryOf("strength"), target: "loading" } } },
      },
    },
    progress: {
      initial: "loading",
      on: {
        "data.refreshed": {
          guard: ({ event }) => event.progress !== null,
          target: ".ready",
          actions: assign({ progress: ({ event }) => event.progress }),
        },
      },
      states: {
        loading: {
          invoke: {
            src: "loadProgress",
            input: ({ context }) => ({ studentId: context.studentId }),
            onDone: { target: "ready", actions: assign({ progress: ({ event }) => event.output }) },
            onError: { target: "failed", actions: "failedProgress" },
          },
        },
        ready: {},
        failed: { on: { "data.retry": { guard: isRetryOf("progress"), target: "loading" } } },
      },
    },
  },
});

export type ProfileDataMachine = typeof profileDataMachine;
