/**
 * The shortlist screen's sort orders (spec 2 section 4): by category in the spec's rank order,
 * by admitChances, or by regular deadline; ascending or descending. Whatever has no value (no
 * category yet or NA, no chance, no regular deadline) sorts last in both directions. Ties keep
 * the server's order (best-ranked university first), so the list never jumps around.
 */
import { CATEGORY_RANK } from "../admissions";
import type { ApplicationDeadlines } from "./deadlines";

export const SHORTLIST_SORT_KEYS = ["category", "admitChances", "regularDeadline"] as const;
export type ShortlistSortKey = (typeof SHORTLIST_SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";

export const SORT_KEY_LABEL: Record<ShortlistSortKey, string> = {
  category: "Category",
  admitChances: "Admit chances",
  regularDeadline: "Regular deadline",
};

export interface SortableCourse {
  category: string | null;
  admitChances: number | null;
  applicationDeadlines: ApplicationDeadlines;
}

function sortValue(course: SortableCourse, key: ShortlistSortKey): number | string | null {
  switch (key) {
    case "category":
      return CATEGORY_RANK[course.category as keyof typeof CATEGORY_RANK] ?? null;
    case "admitChances":
      return course.category === "NA" ? null : course.admitChances;
    case "regularDeadline":
      return course.applicationDeadlines.regular_deadline;
  }
}

/** A sorted copy; the input is left as it is. */
export function sortShortlist<T extends SortableCourse>(
  courses: readonly T[],
  key: ShortlistSortKey,
  direction: SortDirection,
): T[] {
  const sign = direction === "asc" ? 1 : -1;
  return courses
    .map((course, index) => ({ course, index, value: sortValue(course, key) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      const order = a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ course }) => course);
}
