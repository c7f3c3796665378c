import { COMPARE_MESSAGES, SEARCH_PAGE_MESSAGES } from "@gradplan/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { deferred } from "../../test/deferred";
import type { CourseDetails } from "../university";
import { MICHIGAN_CS, MIT_CS, STANFORD_CS, STANFORD_EE } from "../university/courseFixtures";
import { compareMachine } from "./compare.machine";
import type { ComparedCourse, StudentView } from "./compareApi";
import { COMPARE_STORAGE_KEY, loadComparedCourses } from "./compareStorage";

const STANFORD = { universityId: 42, universityName: "Stanford University" };
const MIT = { universityId: 7, universityName: "Massachusetts Institute of Technology" };
const MICHIGAN = { universityId: 9, universityName: "University of Michigan" };
const ALL = [STANFORD_CS, STANFORD_EE, MIT_CS, MICHIGAN_CS];

interface Fakes {
  courses?: (universityId: number) => Promise<CourseDetails[]>;
  course?: (courseId: number, studentId: string | null) => Promise<ComparedCourse>;
  student?: (studentId: string, courseIds: number[]) => Promise<StudentView>;
}

const byId = (courseId: number) => ALL.find((course) => course.course_id === courseId)!;

function start(
  { entries = [], studentId = null }: { entries?: CourseDetails[]; studentId?: string | null },
  fakes: Fakes = {},
) {
  const courses = vi.fn(
    fakes.courses ??
      (async (universityId: number) => ALL.filter((c) => c.university_id === universityId)),
  );
  const course = vi.fn(
    fakes.course ?? (async (courseId: number) => ({ course: byId(courseId), chance: null })),
  );
  const student = vi.fn(
    fakes.student ?? (async () => ({ figures: EMPTY_FIGURES, chances: {} }) as StudentView),
  );
  const machine = compareMachine.provide({
    actors: {
      fetchUniversityCourses: fromPromise(({ input }: { input: { universityId: number } }) =>
        courses(input.universityId),
      ),
      fetchComparedCourse: fromPromise(
        ({ input }: { input: { courseId: number; studentId: string | null } }) =>
          course(input.courseId, input.studentId),
      ),
      fetchStudentView: fromPromise(
        ({ input }: { input: { studentId: string; courseIds: number[] } }) =>
          student(input.studentId, input.courseIds),
      ),
    },
  });
  const actor = createActor(machine, { input: { studentId, entries } });
  const failures: string[] = [];
  actor.on("compare.fetchFailed", (event) => failures.push(event.message));
  actor.start();
  return { actor, courses, course, student, failures };
}

const EMPTY_FIGURES = { gpa: null, greTotal: null, toefl: null, ielts: null };

type Actor = ReturnType<typeof start>["actor"];
const pickerIs = (actor: Actor, value: "open" | "closed") =>
  actor.getSnapshot().matches({ picker: value });
const ids = (actor: Actor) => actor.getSnapshot().context.entries.map((c) => c.course_id);

async function pickAndAdd(actor: Actor, university: typeof STANFORD, courseId: number) {
  actor.send({ type: "compare.openPicker" });
  actor.send({ type: "compare.pickUniversity", university });
  await waitFor(actor, (s) => s.matches({ picker: { open: "editing" } }));
  actor.send({ type: "compare.chooseCourse", courseId });
  actor.send({ type: "compare.add" });
  await waitFor(actor, (s) => !s.matches({ picker: { open: "adding" } }));
}

afterEach(() => sessionStorage.clear());

describe("compareMachine", () => {
  it("opens the picker by itself when the table is empty, not when it has courses", () => {
    expect(pickerIs(start({}).actor, "open")).toBe(true);
    expect(pickerIs(start({ entries: [STANFORD_CS] }).actor, "closed")).toBe(true);
  });

  it("keeps the picker open when asked to close it with an empty table", () => {
    const { actor } = start({});
    actor.send({ type: "compare.closePicker" });
    expect(pickerIs(actor, "open")).toBe(true);
  });

  it("asks for a university before a course, and before adding", () => {
    const { actor, courses } = start({});
    actor.send({ type: "compare.courseFieldUsed" });
    expect(actor.getSnapshot().context.error).toBe(COMPARE_MESSAGES.selectUniversityFirst);
    actor.send({ type: "compare.chooseCourse", courseId: 101 });
    expect(actor.getSnapshot().context.courseId).toBeNull();
    actor.send({ type: "compare.add" });
    expect(actor.getSnapshot().context.error).toBe(COMPARE_MESSAGES.selectUniversity);
    expect(courses).not.toHaveBeenCalled();
  });

  it("loads the picked university's courses and asks for a course on Add", async () => {
    const { actor, courses, course } = start({});
    actor.send({ type: "compare.pickUniversity", university: STANFORD });
    expect(actor.getSnapshot().matches({ picker: { open: "loadingCourses" } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ picker: { open: "editing" } }));
    expect(courses).toHaveBeenCalledWith(42);
    expect(actor.getSnapshot().context.courses).toEqual([STANFORD_CS, STANFORD_EE]);
    actor.send({ type: "compare.add" });
    expect(actor.getSnapshot().context.error).toBe(COMPARE_MESSAGES.selectCourse);
    expect(course).not.toHaveBeenCalled();
  });

  it("adds the chosen course, closes the picker and keeps the table in sessionStorage", async () => {
    const { actor, course } = start({});
    await pickAndAdd(actor, STANFORD, 101);
    expect(course).toHaveBeenCalledWith(101, null);
    expect(ids(actor)).toEqual([101]);
    expect(pickerIs(actor, "closed")).toBe(true);
    expect(loadComparedCourses()).toEqual([STANFORD_CS]);
    // Reopening the picker starts from a blank form.
    actor.send({ type: "compare.openPicker" });
    expect(actor.getSnapshot().context).toMatchObject({ university: null, courseId: null });
  });

  it("rejects a course already in the table", async () => {
    const { actor, course } = start({ entries: [STANFORD_CS] });
    await pickAndAdd(actor, STANFORD, 101);
    expect(actor.getSnapshot().context.error).toBe(COMPARE_MESSAGES.duplicate);
    expect(course).not.toHaveBeenCalled();
    expect(ids(actor)).toEqual([101]);
  });

  it("refuses a fourth course with the spec's message", async () => {
    const { actor, course } = start({});
    await pickAndAdd(actor, STANFORD, 101);
    await pickAndAdd(actor, STANFORD, 102);
    await pickAndAdd(actor, MIT, 201);
    expect(ids(actor)).toEqual([101, 102, 201]);
    await pickAndAdd(actor, MICHIGAN, 301);
    expect(actor.getSnapshot().context.error).toBe(
      "You can compare up to 3 universities at a time. Please remove one before adding a new one.",
    );
    expect(ids(actor)).toEqual([101, 102, 201]);
    expect(course).toHaveBeenCalledTimes(3);
    expect(pickerIs(actor, "open")).toBe(true);
  });

  it("removes a column, and reopens the picker when the last one goes", () => {
    const { actor } = start({ entries: [STANFORD_CS, MIT_CS] });
    actor.send({ type: "compare.remove", courseId: 101 });
    expect(ids(actor)).toEqual([201]);
    expect(pickerIs(actor, "closed")).toBe(true);
    actor.send({ type: "compare.remove", courseId: 201 });
    expect(ids(actor)).toEqual([]);
    expect(pickerIs(actor, "open")).toBe(true);
    expect(sessionStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it("adds a course only once however often Add is pressed while it loads", async () => {
    const answer = deferred<ComparedCourse>();
    const { actor, course } = start({}, { course: () => answer.promise });
    actor.send({ type: "compare.pickUniversity", university: STANFORD });
    await waitFor(actor, (s) => s.matches({ picker: { open: "editing" } }));
    actor.send({ type: "compare.chooseCourse", courseId: 101 });
    actor.send({ type: "compare.add" });
    actor.send({ type: "compare.add" });
    answer.resolve({ course: STANFORD_CS, chance: null });
    await waitFor(actor, (s) => s.matches({ picker: "closed" }));
    expect(course).toHaveBeenCalledTimes(1);
    expect(ids(actor)).toEqual([101]);
  });

  it("reports failed fetches with the spec's messages and keeps the form", async () => {
    const { actor, failures } = start(
      {},
      {
        courses: () => Promise.reject(new Error("down")),
        course: () => Promise.reject(new Error("down")),
      },
    );
    actor.send({ type: "compare.pickUniversity", university: STANFORD });
    await waitFor(actor, (s) => s.matches({ picker: { open: "editing" } }));
    expect(failures).toEqual([SEARCH_PAGE_MESSAGES.fetchCoursesFailed]);
    actor.send({ type: "compare.chooseCourse", courseId: 101 });
    actor.send({ type: "compare.add" });
    await waitFor(actor, (s) => s.matches({ picker: { open: "editing" } }));
    expect(failures).toEqual(["Error fetching courses list", "Error fetching course details"]);
    expect(actor.getSnapshot().context.university).toEqual(STANFORD);
    expect(ids(actor)).toEqual([]);
  });

  it("logged in: loads the student's figures and chances, and each added course's chance", async () => {
    const figures = { gpa: 3.6, greTotal: 320, toefl: 105, ielts: null };
    const { actor, student, course } = start(
      { studentId: "st_1001", entries: [STANFORD_CS] },
      {
        student: async () => ({
          figures,
          chances: { 101: { admitChances: 12, category: "ambitious" } },
        }),
        course: async (courseId) => ({
          course: byId(courseId),
          chance: { admitChances: 0, category: "NA" },
        }),
      },
    );
    await waitFor(actor, (s) => s.matches({ student: "ready" }));
    expect(student).toHaveBeenCalledWith("st_1001", [101]);
    expect(actor.getSnapshot().context.student).toEqual(figures);
    await pickAndAdd(actor, MIT, 201);
    expect(course).toHaveBeenCalledWith(201, "st_1001");
    expect(actor.getSnapshot().context.chances).toEqual({
      101: { admitChances: 12, category: "ambitious" },
      201: { admitChances: 0, category: "NA" },
    });
  });

  it("logged out: never asks for student figures", () => {
    const { actor, student } = start({ entries: [STANFORD_CS] });
    expect(actor.getSnapshot().matches({ student: "anonymous" })).toBe(true);
    expect(student).not.toHaveBeenCalled();
  });
});
