import { PROFILE_MESSAGES as M, type StudentProfile } from "@gradplan/schema";
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { GraphqlFailure } from "../../shared/graphql/request";
import { deferred } from "../../test/deferred";
import { applyDraft } from "./applyDraft";
import { draftFor, type EditDraft } from "./editDraft";
import { profileEditMachine } from "./profileEdit.machine";
import type { ProfileEditEmitted } from "./profileEdit.types";
import type { SaveSectionInput } from "./profileEditApi";
import { aFilledProfile, anEmptyProfile } from "./profileFixtures";

interface Fakes {
  save?: (input: SaveSectionInput) => Promise<StudentProfile>;
  recalculate?: () => Promise<void>;
}

function start({ save, recalculate }: Fakes = {}) {
  const saveSpy = vi.fn(save ?? (async ({ draft, snapshot }) => applyDraft(snapshot, draft)));
  const recalculateSpy = vi.fn(recalculate ?? (async () => {}));
  const machine = profileEditMachine.provide({
    actors: {
      saveSection: fromPromise<StudentProfile, SaveSectionInput>(({ input }) => saveSpy(input)),
      recalculateShortlist: fromPromise<void>(() => recalculateSpy()),
    },
    delays: { recalculationWait: 50 },
  });
  const actor = createActor(machine, { input: { studentId: "st_1001" } });
  const emitted: ProfileEditEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, saveSpy, recalculateSpy };
}

const types = (emitted: ProfileEditEmitted[]) => emitted.map((event) => event.type);

function workDraft(full: number): EditDraft {
  return {
    section: "work",
    values: { workExperience: true, fulltimeMonths: full, internshipMonths: 3 },
  };
}

describe("profileEditMachine", () => {
  it("opens on a snapshot; Cancel gives the snapshot back and closes without saving", () => {
    const profile = aFilledProfile();
    const { actor, emitted, saveSpy } = start();
    actor.send({ type: "edit.open", section: "work", profile });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.draft).toEqual(draftFor("work", profile));

    actor.send({ type: "edit.change", draft: workDraft(99) });
    actor.send({ type: "edit.cancel" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(emitted).toEqual([{ type: "edit.restored", profile }, { type: "edit.closed" }]);
    expect(saveSpy).not.toHaveBeenCalled();
    // Reopening starts again from the data, not from the abandoned draft.
    actor.send({ type: "edit.open", section: "work", profile });
    expect(actor.getSnapshot().context.draft).toEqual(draftFor("work", profile));
  });

  it("keeps the modal open with the section's messages when the draft has issues", () => {
    const { actor, emitted, saveSpy } = start();
    actor.send({ type: "edit.open", section: "academic", profile: anEmptyProfile() });
    actor.send({ type: "edit.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    const issues = actor.getSnapshot().context.issues;
    expect(issues.map((issue) => issue.path)).toEqual([
      "degree",
      "areaOfStudy",
      "specialization",
      "currentEducationLevel",
      "applyingSemester",
      "undergradCourse",
    ]);
    expect(issues[2]?.message).toBe(M.specializationRequired);
    expect(emitted).toEqual([{ type: "edit.invalid", path: "degree" }]);
    expect(saveSpy).not.toHaveBeenCalled();
  });

  it("messages follow the input once shown: a fixed field loses its message", () => {
    const profile = aFilledProfile();
    const { actor } = start();
    actor.send({ type: "edit.open", section: "work", profile });
    actor.send({ type: "edit.change", draft: workDraft(-1) });
    actor.send({ type: "edit.submit" });
    expect(actor.getSnapshot().context.issues).toHaveLength(1);
    actor.send({ type: "edit.change", draft: workDraft(12) });
    expect(actor.getSnapshot().context.issues).toEqual([]);
  });

  it("saves, recalculates, then closes with a success", async () => {
    const profile = aFilledProfile();
    const { actor, emitted, saveSpy, recalculateSpy } = start();
    actor.send({ type: "edit.open", section: "work", profile });
    actor.send({ type: "edit.change", draft: workDraft(12) });
    actor.send({ type: "edit.submit" });
    await waitFor(actor, (state) => state.matches("closed"));

    expect(saveSpy).toHaveBeenCalledWith({
      studentId: "st_1001",
      draft: workDraft(12),
      snapshot: profile,
    });
    expect(recalculateSpy).toHaveBeenCalledTimes(1);
    // Progress and strength are not the flow's to refresh: the save's eviction refetches them.
    expect(types(emitted)).toEqual(["edit.applied", "edit.saved", "edit.succeeded", "edit.closed"]);
    // While saving, the cards already show the new months.
    const applied = emitted[0] as Extract<ProfileEditEmitted, { type: "edit.applied" }>;
    expect(applied.profile.studentStats.work_ex).toEqual({ full: 12, internship: 3 });
  });

  it.each([
    ["an unchanged category and university", {}, 0],
    ["a new category", { category: "Domestic Student" }, 1],
    ["a new undergrad university", { undergradUniversity: "University of Mumbai" }, 1],
  ])("personal info with %s recalculates %i time(s)", async (_, patch, times) => {
    const profile = aFilledProfile();
    const { actor, recalculateSpy } = start();
    actor.send({ type: "edit.open", section: "personal", profile });
    const draft = actor.getSnapshot().context.draft;
    if (draft?.section !== "personal") throw new Error("expected the personal draft");
    actor.send({
      type: "edit.change",
      draft: { section: "personal", values: { ...draft.values, ...patch } },
    });
    actor.send({ type: "edit.submit" });
    await waitFor(actor, (state) => state.matches("closed"));
    expect(recalculateSpy).toHaveBeenCalledTimes(times);
  });

  it("a failed save restores the snapshot, explains the failure and keeps the input", async () => {
    const profile = aFilledProfile();
    const refusal = new GraphqlFailure(
      "Full-time experience duration must be a positive number or zero.",
      "BAD_USER_INPUT",
      { fulltimeMonths: M.workMonths("Full-time") },
    );
    const { actor, emitted, recalculateSpy } = start({ save: () => Promise.reject(refusal) });
    actor.send({ type: "edit.open", section: "work", profile });
    actor.send({ type: "edit.change", draft: workDraft(12) });
    actor.send({ type: "edit.submit" });
    await waitFor(actor, (state) => state.matches("editing") && state.context.failure !== null);

    const { context } = actor.getSnapshot();
    expect(context.failure).toBe(M.updateStatsFailed(refusal.message));
    expect(context.issues).toEqual([
      { path: "fulltimeMonths", message: M.workMonths("Full-time") },
    ]);
    expect(context.draft).toEqual(workDraft(12));
    expect(types(emitted)).toEqual(["edit.applied", "edit.restored", "edit.failed"]);
    expect(emitted[1]).toEqual({ type: "edit.restored", profile });
    expect(recalculateSpy).not.toHaveBeenCalled();
  });

  it("a failed or slow recalculation does not make the save look failed", async () => {
    const slow = deferred<void>();
    for (const recalculate of [() => Promise.reject(new Error("down")), () => slow.promise]) {
      const profile = aFilledProfile();
      const { actor, emitted } = start({ recalculate });
      actor.send({ type: "edit.open", section: "conferences", profile });
      actor.send({ type: "edit.submit" });
      await waitFor(actor, (state) => state.matches("closed"));
      expect(types(emitted)).toContain("edit.succeeded");
      expect(types(emitted)).not.toContain("edit.failed");
    }
    slow.resolve();
  });

  it("after an English test was chosen in personal info, opens Test Scores with it", async () => {
    const profile = anEmptyProfile({
      dob: "2001-08-15",
      gender: "Male",
      undergrad_university: "MIT",
    });
    const { actor, emitted } = start();
    actor.send({ type: "edit.open", section: "personal", profile });
    const draft = actor.getSnapshot().context.draft;
    if (draft?.section !== "personal") throw new Error("expected the personal draft");
    actor.send({ type: "edit.submit" });
    expect(actor.getSnapshot().context.issues).toEqual([
      { path: "englishTest", message: M.englishTestRequired },
    ]);
    actor.send({
      type: "edit.change",
      draft: { section: "personal", values: { ...draft.values, englishTest: "IELTS" } },
    });
    actor.send({ type: "edit.submit" });
    await waitFor(actor, (state) => state.context.draft?.section === "tests");

    expect(actor.getSnapshot().value).toBe("editing");
    const tests = actor.getSnapshot().context.draft;
    expect(tests?.section === "tests" && tests.values.englishTest).toBe("IELTS");
    expect(types(emitted)).toContain("edit.succeeded");
    expect(types(emitted)).not.toContain("edit.closed");
  });
});
