import { ROUTES } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { deadlineKindLabel, nextSteps, type StepDeadline, type StepInputs } from "./nextSteps";

const deadline = (overrides: Partial<StepDeadline> = {}): StepDeadline => ({
  course_id: 101,
  course_name: "MS in Computer Science",
  university_name: "Stanford University",
  status: "Shortlisted",
  deadline: "2026-12-01",
  kind: "regular_deadline",
  days_left: 6,
  ...overrides,
});

/** A student with nothing missing. */
const ALL_DONE: StepInputs = { resumeCount: 1, sopCount: 2, profilePercent: 100, deadlines: [] };

const keysOf = (inputs: Partial<StepInputs>) =>
  nextSteps({ ...ALL_DONE, ...inputs }).steps.map((step) => step.key);

describe("nextSteps", () => {
  it("has no step, and knows it, when nothing is missing", () => {
    expect(nextSteps(ALL_DONE)).toEqual({ steps: [], complete: true });
  });

  it("asks for a resume when there is none", () => {
    const [step] = nextSteps({ ...ALL_DONE, resumeCount: 0 }).steps;
    expect(step).toMatchObject({ key: "resume", action: "Upload your resume" });
    expect(step?.to).toBe(ROUTES.resumeEvaluation);
  });

  it("asks for an SOP when there is none", () => {
    const [step] = nextSteps({ ...ALL_DONE, sopCount: 0 }).steps;
    expect(step).toMatchObject({ key: "sop", action: "Write your statement of purpose" });
    expect(step?.to).toBe(ROUTES.sopEvaluation);
  });

  it("asks to complete a profile below 100%, saying how far it is", () => {
    const { steps } = nextSteps({ ...ALL_DONE, profilePercent: 68 });
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ key: "profile", to: ROUTES.profile });
    expect(steps[0]?.reason).toContain("68% complete");
  });

  it("asks to apply where a Shortlisted program's deadline is within 7 days", () => {
    const { steps } = nextSteps({ ...ALL_DONE, deadlines: [deadline()] });
    expect(steps).toEqual([
      {
        key: "deadline-101",
        action: "Apply to MS in Computer Science at Stanford University",
        reason: "Regular deadline Dec 1, 2026, in 6 days.",
        to: ROUTES.universityShortlisting,
      },
    ]);
  });

  it("counts today and the seventh day, not the eighth, an applied program or a past one", () => {
    expect(keysOf({ deadlines: [deadline({ days_left: 0 })] })).toEqual(["deadline-101"]);
    expect(keysOf({ deadlines: [deadline({ days_left: 7 })] })).toEqual(["deadline-101"]);
    expect(keysOf({ deadlines: [deadline({ days_left: 8 })] })).toEqual([]);
    expect(keysOf({ deadlines: [deadline({ status: "Applied", days_left: 2 })] })).toEqual([]);
    expect(keysOf({ deadlines: [deadline({ days_left: -1 })] })).toEqual([]);
  });

  it("lists the deadlines first, then the profile, the resume and the SOP", () => {
    const keys = keysOf({
      resumeCount: 0,
      sopCount: 0,
      profilePercent: 40,
      deadlines: [deadline({ days_left: 2 }), deadline({ course_id: 102, days_left: 5 })],
    });
    expect(keys).toEqual(["deadline-101", "deadline-102", "profile", "resume", "sop"]);
  });

  it("adds no step for an input it does not know, and says the list is incomplete", () => {
    const unknown = { resumeCount: undefined, sopCount: undefined, profilePercent: undefined };
    expect(nextSteps({ ...unknown, deadlines: undefined })).toEqual({ steps: [], complete: false });
    expect(nextSteps({ ...unknown, deadlines: [deadline()] })).toMatchObject({
      steps: [{ key: "deadline-101" }],
      complete: false,
    });
  });
});

describe("deadlineKindLabel", () => {
  it("names each kind the server sends", () => {
    expect(deadlineKindLabel("early_deadline")).toBe("Early deadline");
    expect(deadlineKindLabel("priority_deadline")).toBe("Priority deadline");
    expect(deadlineKindLabel("regular_deadline")).toBe("Regular deadline");
    expect(deadlineKindLabel("something_new")).toBe("Deadline");
  });
});
