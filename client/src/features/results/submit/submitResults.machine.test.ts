import {
  SUBMIT_RESULTS_MESSAGES as M,
  MAX_APPLICATIONS,
  type StudentProfile,
  type SubmitResultsInput,
} from "@gradplan/schema";
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { GraphqlFailure } from "../../../shared/graphql/request";
import { deferred } from "../../../test/deferred";
import { aFilledProfile } from "../../profile/profileFixtures";
import { blankDraft, inputOf } from "./submitDraft";
import { aCompleteDraft } from "./submitFixtures";
import { type SubmitResultsInputs, submitResultsMachine } from "./submitResults.machine";
import { SUBMIT_TEXT } from "./submitResultsText";

interface Fakes {
  profile?: () => Promise<StudentProfile>;
  submit?: (input: SubmitResultsInput) => Promise<unknown>;
}

function start(input: SubmitResultsInputs = { studentId: null }, fakes: Fakes = {}) {
  const loadProfile = vi.fn(fakes.profile ?? (async () => aFilledProfile()));
  const submit = vi.fn(fakes.submit ?? (async () => "Details submitted successfully"));
  const machine = submitResultsMachine.provide({
    actors: {
      loadProfile: fromPromise<StudentProfile>(() => loadProfile()),
      submitResults: fromPromise<unknown, SubmitResultsInput>(({ input }) => submit(input)),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: unknown[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  return { actor, loadProfile, submit, emitted };
}

const context = (actor: ReturnType<typeof start>["actor"]) => actor.getSnapshot().context;

describe("submitResultsMachine", () => {
  it("a visitor edits at once: a blank form with one application, from the link when given", () => {
    const application = { course: "MS in Computer Science", decision: "Accepted" };
    const { actor, loadProfile } = start({ studentId: null, application });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(loadProfile).not.toHaveBeenCalled();
    expect(context(actor).draft).toEqual(blankDraft(application));
    expect(context(actor).draft.applications).toHaveLength(1);
  });

  it("a student's form is filled from the profile first, keeping the link's application", async () => {
    const profile = deferred<StudentProfile>();
    const application = { decision: "Rejected" };
    const { actor } = start(
      { studentId: "st_1001", application },
      { profile: () => profile.promise },
    );
    expect(actor.getSnapshot().value).toBe("prefilling");
    profile.resolve(aFilledProfile());
    await waitFor(actor, (state) => state.matches("editing"));
    const { draft, original } = context(actor);
    expect(draft).toMatchObject({
      category: "International Student",
      undergradUniversity: "Indian Institute of Technology Bombay",
      undergradCourse: "Computer Science",
      currentEducationLevel: "Bachelors",
      tests: { gpaScale: 4, gpa: 3.6, englishTest: "TOEFL", aptitudeTest: "GRE" },
      research: { enabled: true },
      conferences: { enabled: true },
      extracurricular: { enabled: true },
      work: { fulltime: 24, internship: 6 },
    });
    expect(draft.applications[0]?.decision).toBe("Rejected");
    expect(original).toEqual(draft);
  });

  it("leaves the form unfilled when the profile cannot be read", async () => {
    const { actor } = start(
      { studentId: "st_1001" },
      { profile: () => Promise.reject(new Error("x")) },
    );
    await waitFor(actor, (state) => state.matches("editing"));
    expect(context(actor).draft).toEqual(blankDraft());
  });

  it("refuses a submission with problems: every message, and nothing sent", () => {
    const { actor, submit, emitted } = start();
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(submit).not.toHaveBeenCalled();
    const { issues } = context(actor);
    expect(issues).toMatchObject({
      category: M.categoryRequired,
      undergradUniversity: M.undergradUniversityRequired,
      "englishTestScores.test": M.englishTestRequired,
      "greScores.test": M.aptitudeTestRequired,
      "appliedToUniversities.0.appliedUniversity": M.universityRequired,
      "appliedToUniversities.0.applicationDecision": M.decisionRequired,
    });
    expect(emitted).toEqual([{ type: "results.invalid", paths: Object.keys(issues) }]);
  });

  it("once messages show, they follow the input", () => {
    const { actor } = start();
    actor.send({ type: "form.submit" });
    const draft = { ...context(actor).draft, category: "Domestic Student" };
    actor.send({ type: "form.change", draft });
    expect(context(actor).issues.category).toBeUndefined();
    expect(context(actor).issues.undergradUniversity).toBe(M.undergradUniversityRequired);
  });

  it("sends a complete submission and ends submitted", async () => {
    const answer = deferred<unknown>();
    const { actor, submit, emitted } = start({ studentId: null }, { submit: () => answer.promise });
    const draft = aCompleteDraft();
    actor.send({ type: "form.change", draft });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("submitting");
    expect(submit).toHaveBeenCalledWith(inputOf(draft));
    answer.resolve("Details submitted successfully");
    await waitFor(actor, (state) => state.matches("submitted"));
    expect(emitted).toEqual([{ type: "results.submitted" }]);
  });

  it("after a refusal, shows the server's field messages and says why", async () => {
    const errors = {
      "appliedToUniversities.1.appliedUniversity": "Pick the university from the list.",
    };
    const refusal = new GraphqlFailure(
      "Pick the university from the list.",
      "BAD_USER_INPUT",
      errors,
    );
    const { actor, emitted } = start(
      { studentId: null },
      { submit: () => Promise.reject(refusal) },
    );
    actor.send({ type: "form.change", draft: aCompleteDraft() });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (state) => state.matches("editing"));
    expect(context(actor).issues).toEqual(errors);
    expect(context(actor).draft).toEqual(aCompleteDraft());
    expect(emitted).toEqual([
      {
        type: "results.failed",
        message: "Pick the university from the list.",
        paths: ["appliedToUniversities.1.appliedUniversity"],
      },
    ]);
  });

  it.each([new GraphqlFailure("socket hang up", "NETWORK"), new Error("boom")])(
    "a failure not meant for the student (%s) reads as the general one",
    async (error) => {
      const { actor, emitted } = start(
        { studentId: null },
        { submit: () => Promise.reject(error) },
      );
      actor.send({ type: "form.change", draft: aCompleteDraft() });
      actor.send({ type: "form.submit" });
      await waitFor(actor, (state) => state.matches("editing"));
      expect(emitted).toEqual([{ type: "results.failed", message: SUBMIT_TEXT.failed, paths: [] }]);
    },
  );

  it("adds and removes applications, each with its own key, up to the limit", () => {
    const { actor } = start();
    actor.send({ type: "application.add" });
    actor.send({ type: "application.add" });
    expect(context(actor).draft.applications.map((a) => a.key)).toEqual([0, 1, 2]);
    actor.send({ type: "application.remove", index: 1 });
    expect(context(actor).draft.applications.map((a) => a.key)).toEqual([0, 2]);
    for (let i = 0; i < MAX_APPLICATIONS + 5; i++) actor.send({ type: "application.add" });
    expect(context(actor).draft.applications).toHaveLength(MAX_APPLICATIONS);
  });

  it("after a submission, starts another with the same details and one blank application", async () => {
    const { actor } = start();
    actor.send({ type: "form.change", draft: aCompleteDraft() });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (state) => state.matches("submitted"));
    actor.send({ type: "form.again" });
    const { draft, issues } = context(actor);
    expect(actor.getSnapshot().value).toBe("editing");
    expect(draft.undergradUniversity).toBe("Anna University");
    expect(draft.applications).toHaveLength(1);
    expect(draft.applications[0]?.university).toBeNull();
    expect(issues).toEqual({});
  });
});
