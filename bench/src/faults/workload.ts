/**
 * The fault suite's students and what they do: searches, profile reads and writes, shortlist
 * changes, resume and SOP evaluations, shortlist recalculations and contact messages. Every
 * write is recorded with what its client saw, so the checks can tell an acknowledged write from
 * one whose fate the client never learnt.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { REPO_ROOT } from "@gradplan/gateway";
import { API, pathOf } from "@gradplan/schema";
import { benchStudent } from "../filter-workload";
import { json, type Sent, send } from "./client";
import type { Tally } from "./tally";

export type Operation =
  | "search"
  | "profileRead"
  | "profileWrite"
  | "shortlist"
  | "resume"
  | "sop"
  | "recalculation"
  | "contact";

/** A write and what its client saw: `true` acknowledged (2xx), `false` anything else. */
export interface Attempt<T> {
  value: T;
  acknowledged: boolean;
}

export interface Student {
  studentId: string;
  cookie: string;
  busy: boolean;
  gpa: Attempt<number>[];
  /** Per course id, adds (true) and removals (false) in the order sent. */
  shortlist: Map<number, Attempt<boolean>[]>;
  resume: DocumentTrack;
  sop: DocumentTrack;
  recalculations: number;
}

/** A student's resume or SOP as the load saw it: the id to replace, and what was answered. */
export interface DocumentTrack {
  id: string | null;
  /** A first upload is out whose id we never heard: no second new one until it is known. */
  idUnknown: boolean;
  answered: number;
  unknown: number;
  acknowledgedIds: Set<string>;
}

const newTrack = (): DocumentTrack => ({
  id: null,
  idUnknown: false,
  answered: 0,
  unknown: 0,
  acknowledgedIds: new Set(),
});

const RESUME = readFileSync(resolve(REPO_ROOT, "workers/test-fixtures/resumes/two-page.docx"));
const SOP_TEXT = readFileSync(resolve(REPO_ROOT, "bench/fixtures/sop-ms-cs.txt"), "utf8");
const QUERIES = ["stan", "univ", "mass", "tex", "calif", "tech", "penn", "ohio", "carn", "purdue"];
const FILTERS = [{}, { states: ["CA"] }, { courses: ["CS"] }, { universityType: ["Public"] }];

export async function makeStudents(origin: string, count: number): Promise<Student[]> {
  const made: Student[] = [];
  for (let i = 0; i < count; i++) {
    const { studentId, cookie } = await benchStudent(origin);
    made.push({
      studentId,
      cookie,
      busy: false,
      gpa: [],
      shortlist: new Map(),
      resume: newTrack(),
      sop: newTrack(),
      recalculations: 0,
    });
  }
  return made;
}

/** Contact messages sent, by the subject of their email (each unique): acknowledged or not. */
export const contacts = new Map<string, boolean>();
let sequence = 0;

export interface Context {
  origin: string;
  tally: Tally;
  courseIds: number[];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** The answer's `field` inside `key` (newResume.resume_id and the like), when it is a string. */
function idIn(sent: Sent, key: string, field: string): string | null {
  const inner = sent.body?.[key] as Record<string, unknown> | undefined;
  return typeof inner?.[field] === "string" ? (inner[field] as string) : null;
}

/** An upload is going out: without an id to replace, its answer must say the new one. */
function sending(track: DocumentTrack): void {
  if (!track.id) track.idUnknown = true;
}

/** What an upload's answer tells the track: the id it made or kept, and whether it answered. */
function heard(track: DocumentTrack, sent: Sent, key: string, field: string): void {
  const id = idIn(sent, key, field);
  if (id) {
    track.id = id;
    track.idUnknown = false;
    track.acknowledgedIds.add(id);
  }
  if (sent.outcome === "ok" || sent.outcome === "accepted") track.answered++;
  else track.unknown++;
}

export async function search({ origin, tally }: Context): Promise<void> {
  if (Math.random() < 0.5) {
    const q = encodeURIComponent(pick(QUERIES));
    await send(
      tally,
      "GET search",
      `${origin}${pathOf(API.catalogue.searchUniversities)}?searchQuery=${q}`,
    );
    return;
  }
  const path = pathOf(API.search.filterUniversities, {}, { page: 1, limit: 10 });
  await send(tally, "POST filter", `${origin}${path}`, json({ filters: pick(FILTERS) }));
}

export async function profileRead({ origin, tally }: Context, s: Student): Promise<void> {
  const path = pathOf(API.students.studentInfo, { student_id: s.studentId });
  await send(tally, "GET student-info", `${origin}${path}`, { headers: { cookie: s.cookie } });
}

export async function profileWrite({ origin, tally }: Context, s: Student): Promise<void> {
  // Distinct values in a row: the one left in the database says which write came last.
  const gpa = 2 + ((s.gpa.length * 7) % 200) / 100;
  const path = pathOf(API.students.updateStudentStats, { student_id: s.studentId });
  const sent = await send(tally, "PUT update-student-stats", `${origin}${path}`, {
    ...json({ gpa }, s.cookie),
    method: "PUT",
  });
  s.gpa.push({ value: gpa, acknowledged: sent.outcome === "ok" });
}

export async function shortlistChange(ctx: Context, s: Student): Promise<void> {
  const courseId = pick(ctx.courseIds);
  const history = s.shortlist.get(courseId) ?? [];
  s.shortlist.set(courseId, history);
  // Only an acknowledged change says where the course stands: after one the client never saw
  // answered (refused, cut, 503) it may be either way, so the idempotent add asks again (it
  // answers whether the course was there) rather than a delete that could find nothing.
  const last = history.at(-1);
  const on = last?.acknowledged ? last.value : false;
  let sent: Sent;
  if (on) {
    const path = pathOf(API.shortlist.deleteCourse, {}, { studentId: s.studentId, courseId });
    sent = await send(ctx.tally, "DELETE delete-course", `${ctx.origin}${path}`, {
      method: "DELETE",
      headers: { cookie: s.cookie },
    });
  } else {
    sent = await send(
      ctx.tally,
      "POST check-and-add-course",
      `${ctx.origin}${pathOf(API.shortlist.checkAndAddCourse)}`,
      json({ studentId: s.studentId, course: { course_id: courseId } }, s.cookie),
    );
  }
  history.push({ value: !on, acknowledged: sent.outcome === "ok" });
}

export async function resumeUpload({ origin, tally }: Context, s: Student): Promise<void> {
  const form = new FormData();
  form.set("resumeName", "Fault suite resume");
  if (s.resume.id) form.set("resumeId", s.resume.id);
  sending(s.resume);
  form.set("resumeFile", new Blob([new Uint8Array(RESUME)]), "two-page.docx");
  const path = pathOf(API.resumes.evaluateResume, { student_id: s.studentId });
  const sent = await send(tally, "POST evaluate-resume", `${origin}${path}`, {
    method: "POST",
    headers: { cookie: s.cookie },
    body: form,
  });
  heard(s.resume, sent, "newResume", "resume_id");
}

export async function sopEvaluation({ origin, tally }: Context, s: Student): Promise<void> {
  const text = SOP_TEXT.replace("46 pull requests", `${47 + ++sequence} pull requests`);
  const path = pathOf(API.sops.evaluate, { student_id: s.studentId });
  sending(s.sop);
  const body = {
    sop_name: "Fault suite SOP",
    text,
    universityName: "University of Illinois Urbana-Champaign",
    courseName: "Computer Science",
    ...(s.sop.id ? { sop_id: s.sop.id } : {}),
  };
  const sent = await send(tally, "POST evaluate-sop", `${origin}${path}`, json(body, s.cookie));
  heard(s.sop, sent, "newSOP", "sop_id");
}

export async function recalculation({ origin, tally }: Context, s: Student): Promise<void> {
  const path = pathOf(API.shortlist.shortlistUniversities, { student_id: s.studentId });
  await send(tally, "GET shortlist-universities", `${origin}${path}`, {
    headers: { cookie: s.cookie },
  });
  s.recalculations++;
}

export async function contact({ origin, tally }: Context): Promise<void> {
  const n = ++sequence;
  const name = `Fault ${Date.now().toString(36)} ${n}`;
  // A different address, IP and network (/24) each: the attempt limits, which count per
  // network too, are not what this measures.
  const ip = `10.${n & 255}.${(n >> 8) & 255}.${((n >> 16) & 255) + 1}`;
  const body = { name, email: `faults-${n}@example.com`, message: `Message ${n}.` };
  const init = json(body);
  init.headers = { ...(init.headers as Record<string, string>), "x-forwarded-for": ip };
  const sent = await send(
    tally,
    "POST contact",
    `${origin}${pathOf(API.engagement.contact)}`,
    init,
  );
  contacts.set(`Contact form: ${name}`, sent.outcome === "ok");
}
