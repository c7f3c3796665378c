/**
 * The shortlist screen's view of the answer, pure: the nested lists flattened, the chosen sort
 * and tab read from (and written to) the URL's search params, each tab's courses and counts, and
 * how close each deadline is.
 */
import {
  DEADLINE_TABS,
  type DeadlineTab,
  datedDeadlines,
  daysBetween,
  inDeadlineTab,
  SHORTLIST_SORT_KEYS,
  type ShortlistSortKey,
  type SortDirection,
  sortShortlist,
  UPCOMING_WINDOW_DAYS,
} from "@gradplan/schema";
import type { ShortlistedCourseFieldsFragment, ShortlistQuery } from "../../graphql/generated";

export type ShortlistCourse = ShortlistedCourseFieldsFragment;
export type Deadlines = ShortlistCourse["applicationDeadlines"];

/** One list, the server's order kept (best-ranked university first, its courses together). */
export function flattenShortlist(answer: ShortlistQuery["shortlist"]): ShortlistCourse[] {
  return answer.flat();
}

export interface ShortlistView {
  sort: ShortlistSortKey;
  order: SortDirection;
  tab: DeadlineTab;
}

/** Category first, safest first (the spec's rank order), every course shown. */
export const DEFAULT_VIEW: ShortlistView = { sort: "category", order: "asc", tab: "all" };

export const VIEW_PARAMS = { sort: "sort", order: "order", tab: "tab" } as const;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return (values as readonly (string | null)[]).includes(value) ? (value as T) : fallback;
}

/** The view a URL asks for; a missing or unknown value reads as the default. */
export function readView(params: URLSearchParams): ShortlistView {
  return {
    sort: oneOf(SHORTLIST_SORT_KEYS, params.get(VIEW_PARAMS.sort), DEFAULT_VIEW.sort),
    order: oneOf(["asc", "desc"] as const, params.get(VIEW_PARAMS.order), DEFAULT_VIEW.order),
    tab: oneOf(DEADLINE_TABS, params.get(VIEW_PARAMS.tab), DEFAULT_VIEW.tab),
  };
}

/** The params with the view written in (defaults left out), other params kept. */
export function writeView(params: URLSearchParams, view: ShortlistView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ["sort", "order", "tab"] as const) {
    if (view[key] === DEFAULT_VIEW[key]) next.delete(VIEW_PARAMS[key]);
    else next.set(VIEW_PARAMS[key], view[key]);
  }
  return next;
}

export function tabCounts(
  courses: readonly ShortlistCourse[],
  today: string,
): Record<DeadlineTab, number> {
  const counts = { all: 0, upcoming: 0, passed: 0, rolling: 0 };
  for (const course of courses) {
    for (const tab of DEADLINE_TABS) {
      if (inDeadlineTab(course.applicationDeadlines, tab, today)) counts[tab] += 1;
    }
  }
  return counts;
}

/**
 * The tab's courses in the chosen order. By deadline, a course the program publishes none for
 * sorts by the student's own date, and one with neither sorts last either way.
 */
export function visibleCourses(
  courses: readonly ShortlistCourse[],
  view: ShortlistView,
  today: string,
): ShortlistCourse[] {
  const inTab = courses.filter((course) =>
    inDeadlineTab(course.applicationDeadlines, view.tab, today),
  );
  const sortable = inTab.map((course) => ({
    course,
    category: course.category,
    admitChances: course.admitChances,
    applicationDeadlines: {
      ...course.applicationDeadlines,
      regular_deadline: course.applicationDeadlines.regular_deadline ?? course.own_deadline,
    },
  }));
  return sortShortlist(sortable, view.sort, view.order).map(({ course }) => course);
}

/** passed: before today; soon: today to 30 days ahead; later: further. */
export type DeadlineUrgency = "passed" | "soon" | "later";

export interface DeadlineRow {
  kind: string;
  label: string;
  date: string;
  days: number;
  urgency: DeadlineUrgency;
}

/** A course's dated deadlines in date order, with how far each is from today. */
export function deadlineRows(deadlines: Deadlines, today: string): DeadlineRow[] {
  return datedDeadlines(deadlines).map(({ kind, label, date }) => {
    const days = daysBetween(today, date);
    const urgency: DeadlineUrgency =
      days < 0 ? "passed" : days <= UPCOMING_WINDOW_DAYS ? "soon" : "later";
    return { kind, label, date, days, urgency };
  });
}
