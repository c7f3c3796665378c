/**
 * The profile page's profile (spec 1 section 4, loading slices): loading -> ready | failed, and a
 * failed load can be retried. It is a machine, not a watched query, because the edit flow shows
 * other profiles in it: the draft while saving, the snapshot back after a failure, the saved one.
 * Strength and progress are watched queries of their own (ProgressArea), which a save evicts.
 */
import { PROFILE_MESSAGES as M, type StudentProfile } from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { profileApi } from "./profileApi";

export interface ProfileDataContext {
  studentId: string;
  profile: StudentProfile | null;
}

export type ProfileDataEvent =
  | { type: "data.retry" }
  | { type: "data.profile"; profile: StudentProfile };

export type ProfileDataEmitted = { type: "data.failed"; message: string };

type Input = { studentId: string };

export const profileDataMachine = setup({
  types: {
    context: {} as ProfileDataContext,
    events: {} as ProfileDataEvent,
    emitted: {} as ProfileDataEmitted,
    input: {} as Input,
  },
  actors: {
    loadProfile: fromPromise<StudentProfile>(({ signal }) => profileApi.getStudentProfile(signal)),
  },
  actions: {
    failedProfile: emit({ type: "data.failed", message: M.fetchInfoFailed }),
  },
}).createMachine({
  id: "profileData",
  context: ({ input }) => ({ studentId: input.studentId, profile: null }),
  on: {
    // From the edit flow: the draft while saving, the snapshot back, or the saved profile.
    "data.profile": { actions: assign(({ event }) => ({ profile: event.profile })) },
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "loadProfile",
        onDone: { target: "ready", actions: assign({ profile: ({ event }) => event.output }) },
        onError: { target: "failed", actions: "failedProfile" },
      },
    },
    ready: {},
    failed: { on: { "data.retry": "loading" } },
  },
});

export type ProfileDataMachine = typeof profileDataMachine;
