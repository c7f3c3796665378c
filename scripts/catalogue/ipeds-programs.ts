/**
 * The courses file from IPEDS Completions: one program per university and field (cip-groups.ts)
 * with at least one Master's in the last three award years, its graduates per award year, and
 * its university's graduate tuition and fees. What no open source publishes (rank, program
 * acceptance rate, test minimums, GRE policy, duration, deadlines) is null: not known.
 */
import {
  type CatalogueCourse,
  type CatalogueUniversity,
  COURSE_NAMES,
  type CourseCode,
  courseIdFor,
  GRADUATE_YEARS,
} from "@gradplan/schema";
import { fieldOfCip, programName } from "./cip-groups";
import { type Completion, RECENT_YEARS } from "./ipeds";

interface ProgramDraft {
  universityId: number;
  code: CourseCode;
  cips: Set<string>;
  graduates: Map<number, number>;
}

export function buildIpedsPrograms(
  universities: readonly CatalogueUniversity[],
  completions: readonly Completion[],
): CatalogueCourse[] {
  const known = new Map(universities.map((u) => [u.universityId, u]));
  const drafts = new Map<number, ProgramDraft>();
  const years = new Set<number>(GRADUATE_YEARS);
  const reportedYears = new Map<number, Set<number>>();
  for (const c of completions) {
    const set = reportedYears.get(c.unitid) ?? new Set<number>();
    set.add(c.year);
    reportedYears.set(c.unitid, set);
  }
  for (const c of completions) {
    if (!known.has(c.unitid) || !years.has(c.year)) continue;
    const code = fieldOfCip(c.cip);
    const id = courseIdFor(c.unitid, code);
    let draft = drafts.get(id);
    if (draft === undefined) {
      draft = { universityId: c.unitid, code, cips: new Set(), graduates: new Map() };
      drafts.set(id, draft);
    }
    draft.graduates.set(c.year, (draft.graduates.get(c.year) ?? 0) + c.awarded);
    // A code a university reported with no graduates in any year names nothing it teaches.
    if (c.awarded > 0) draft.cips.add(c.cip);
  }
  const courses: CatalogueCourse[] = [];
  for (const [courseId, draft] of drafts) {
    const recent = RECENT_YEARS.reduce((sum, y) => sum + (draft.graduates.get(y) ?? 0), 0);
    if (recent === 0) continue;
    const university = known.get(draft.universityId)!;
    const cipCodes = [...draft.cips].sort();
    // A year the university reported Master's in other fields but none in this one awarded
    // none here; a year it reported no Master's in CIP 11 or 14 at all is not known (it did not
    // exist yet, or reported under another unitid, as Penn State did until 2021): left out.
    const reported = reportedYears.get(draft.universityId)!;
    const graduates = Object.fromEntries(
      GRADUATE_YEARS.filter((y) => reported.has(y)).map((y) => [
        String(y),
        draft.graduates.get(y) ?? 0,
      ]),
    );
    const hasTuition = university.tuition !== null;
    courses.push({
      courseId,
      universityId: draft.universityId,
      courseName: programName(COURSE_NAMES[draft.code], cipCodes),
      degreeCode: draft.code,
      degree: "Master's",
      courseRanking: null,
      tuition: university.tuition,
      tuitionInState: university.tuitionInState ?? null,
      courseDurationMonths: null,
      acceptanceRate: null,
      greAvg: null,
      greMin: null,
      gpaAvg: null,
      gpaMin: null,
      toeflMin: null,
      ieltsMin: null,
      greRequired: null,
      networkBuilding: null,
      deadlines: null,
      reportedAdmits: 0,
      cipCodes,
      graduates,
      sources: {
        graduates: "ipeds-completions",
        ...(hasTuition ? { tuition: "ipeds-charges-2023-24" as const } : {}),
      },
    });
  }
  return courses.sort((a, b) => a.courseId - b.courseId);
}
