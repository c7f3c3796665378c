/** Test fixtures: shortlisted courses as the gateway answers them, and the page over fakeGraphql. */
import {
  type ApplicationDeadlines,
  allowedStatuses,
  DEFAULT_PREFERENCES,
  NO_DEADLINES,
  statusOrDefault,
} from "@gradplan/schema";
import { screen } from "@testing-library/react";
import { localToday } from "../../shared/ui/dates";
import { fakeGraphql, type RootField } from "../../test/graphql";
import { renderApp } from "../../test/render";
import { NOT_OFFERED } from "../email-grant/emailGrantFixtures";
import type { ShortlistCourse } from "./shortlistView";

/** The ISO date `days` from today (negative: before), in the student's zone as the page reads it. */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localToday(date);
}

/** A course's deadlines: none but the ones given. */
export function deadlines(given: Partial<ApplicationDeadlines> = {}): ApplicationDeadlines {
  return { ...NO_DEADLINES, ...given };
}

export function aCourse(overrides: Partial<ShortlistCourse> = {}): ShortlistCourse {
  const status = overrides.status ?? "Shortlisted";
  return {
    course_id: 101,
    university_id: 42,
    university_name: "Stanford University",
    course_name: "MS in Computer Science",
    degree_code: "CS",
    category: "moderate",
    admitChances: 62,
    admitRange: { low: 48, high: 74 },
    status,
    allowedStatuses: allowedStatuses(statusOrDefault(status)),
    status_updated_at: "2026-01-05T10:00:00.000Z",
    applicationDeadlines: {
      rolling: false,
      early_deadline: null,
      priority_deadline: null,
      regular_deadline: daysFromToday(60),
    },
    source_url: "https://example.edu/ms-cs",
    verified_at: "2026-01-02",
    own_deadline: null,
    retired: false,
    selectivityKnown: true,
    selectivityDecisions: 412,
    ...overrides,
  };
}

/** The fields the gateway adds that the page does not select (a real answer carries them). */
function withServerFields(course: ShortlistCourse) {
  return {
    ...course,
    courseScore: 70,
    studentScore: 65,
    score_tier: "Competitive",
    state: "CA",
    tuition: 60000,
    weather: "Warm",
    course_ranking: 3,
    gpa_avg: 3.8,
    gre_required: "Optional",
    gre_required_jsonb: { international: "Optional", domestic: "Optional" },
  };
}

/** A shortlist answer: the courses grouped by university, in the order given. */
export function nested(courses: readonly ShortlistCourse[]) {
  const groups = new Map<number, ReturnType<typeof withServerFields>[]>();
  for (const course of courses) {
    const group = groups.get(course.university_id) ?? [];
    group.push(withServerFields(course));
    groups.set(course.university_id, group);
  }
  return [...groups.values()];
}

export const NO_FEED = {
  active: false,
  createdAt: null,
  url: null,
  downloadPath: "/api/shortlist-calendar/st_1001",
};

/**
 * A fake API for the page: `shortlist` answers the courses current at each call (so a removal
 * or a change shows in the next read), plus the calendar feed, no popups, no email grant and no
 * decisions found in email, and preferences never saved.
 */
export function fakeShortlistApi(
  courses: () => readonly ShortlistCourse[],
  other: Record<string, RootField> = {},
) {
  return fakeGraphql({
    shortlist: () => nested(courses()),
    calendarFeed: () => NO_FEED,
    popups: () => [],
    emailGrant: () => NOT_OFFERED,
    emailProposals: () => [],
    shortlistingPreferences: () => ({ ...DEFAULT_PREFERENCES, saved: false }),
    ...other,
  });
}

/** Loads the lazy page's modules once per file, so the first test's time goes to the test. */
export async function loadShortlistPage(): Promise<void> {
  await import("./ShortlistPage");
}

/** Opens the shortlist (with `search`) through the app's routes and waits for its heading. */
export async function openShortlistPage(search = "") {
  const view = renderApp(`/university-shortlisting${search}`);
  await screen.findByRole("heading", { level: 1, name: "University Shortlist" }, { timeout: 5000 });
  return view;
}
