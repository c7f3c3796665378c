/**
 * Page-test helpers: the profile's GraphQL answered from a mutable profile (over fakeGraphql,
 * so every document is checked against the gateway's schema), updates applied as the server
 * applies them, chosen root fields failing; and /profile rendered under GraphqlLayout.
 */
import {
  greTotal,
  ieltsOverallBand,
  type ProfileStrength,
  type Progress,
  SPECIALIZATIONS,
  type StatsSection,
  type StudentProfile,
  type StudentStats,
  toeflTotal,
} from "@gradplan/schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import type {
  GreScoresInput,
  SectionScoresInput,
  StudentInfoInput,
  StudentStatsInput,
} from "../../graphql/generated";
import { type FakeGraphql, fakeGraphql, graphqlError } from "../../test/graphql";
import { renderGraphqlPage } from "../../test/render";
import { logIn } from "../../test/session";
import { ProfilePage } from "./ProfilePage";
import { SOME_PROGRESS, SOME_STRENGTH } from "./profileFixtures";

export type ProfileField =
  | "studentProfile"
  | "studentProfileStrength"
  | "studentProgress"
  | "updateStudentInfo"
  | "updateStudentStats"
  | "recalculateShortlist";

export interface FakeProfile {
  profile: StudentProfile;
  progress: Progress;
  strength: ProfileStrength;
  /** Root fields that fail until removed: reads crash, updates are refused with `refusal`. */
  failing: Set<ProfileField>;
  refusal: { message: string; errors?: Record<string, string> };
  graphql: FakeGraphql;
}

const four = (s: SectionScoresInput) => ({
  writing: s.writing ?? 0,
  reading: s.reading ?? 0,
  speaking: s.speaking ?? 0,
  listening: s.listening ?? 0,
});

function englishOf(english: StudentStatsInput["english_scores"]): StudentStats["english_scores"] {
  if (english?.toefl) {
    const sections = four(english.toefl);
    return { toefl: { ...sections, total_score: toeflTotal(sections) } };
  }
  if (english?.ielts) {
    const sections = four(english.ielts);
    return { ielts: { ...sections, overall_band: ieltsOverallBand(sections) } };
  }
  return null;
}

function greOf(gre: GreScoresInput | null | undefined): StudentStats["gre"] {
  if (!gre) return null;
  const scores = { verbal: gre.verbal ?? 0, quantitative: gre.quantitative ?? 0 };
  return { ...scores, analytical_writing: gre.analytical_writing ?? 0, total: greTotal(scores) };
}

/** What the server stores: the input merged in, its totals and course names computed. */
function statsAfter(stats: StudentStats, input: StudentStatsInput): StudentStats {
  const { section, english_scores, gre, ...fields } = input;
  const area = SPECIALIZATIONS[input.program as keyof typeof SPECIALIZATIONS] ?? [];
  const names = input.courses?.map((code) => area.find((c) => c.code === code)?.name ?? code);
  const answered = new Set<StatsSection>(stats.answered_sections);
  if (section) answered.add(section as StatsSection);
  // A key left out keeps its stored value (docs/profile.md).
  return {
    ...stats,
    ...(fields as Partial<StudentStats>),
    english_scores: "english_scores" in input ? englishOf(english_scores) : stats.english_scores,
    gre: "gre" in input ? greOf(gre) : stats.gre,
    course_names: "courses" in input ? (names ?? null) : stats.course_names,
    answered_sections: [...answered],
  };
}

export function fakeProfile(profile: StudentProfile): FakeProfile {
  const fake: FakeProfile = {
    profile,
    progress: SOME_PROGRESS,
    strength: SOME_STRENGTH,
    failing: new Set(),
    refusal: { message: "Please check the highlighted fields." },
    graphql: fakeGraphql(),
  };
  const answer =
    <T,>(field: ProfileField, value: (args: Record<string, unknown>) => T) =>
    (args: Record<string, unknown>) => {
      if (!fake.failing.has(field)) return value(args);
      if (field.startsWith("update")) {
        throw graphqlError(fake.refusal.message, "BAD_USER_INPUT", fake.refusal.errors);
      }
      throw graphqlError("Internal Server Error", "INTERNAL_SERVER_ERROR");
    };
  Object.assign(fake.graphql.fields, {
    studentProfile: answer("studentProfile", () => fake.profile),
    studentProfileStrength: answer("studentProfileStrength", () => fake.strength),
    studentProgress: answer("studentProgress", () => fake.progress),
    recalculateShortlist: answer("recalculateShortlist", () => ({ status: "done", updated: 3 })),
    updateStudentInfo: answer("updateStudentInfo", ({ input }) => {
      // As the server does, a saved personal section confirms the category.
      const info = { ...fake.profile.studentInfo, ...(input as StudentInfoInput) };
      const studentInfo = { ...info, category_confirmed: true } as StudentProfile["studentInfo"];
      fake.profile = { ...fake.profile, studentInfo };
      return studentInfo;
    }),
    updateStudentStats: answer("updateStudentStats", ({ input }) => {
      const studentStats = statsAfter(fake.profile.studentStats, input as StudentStatsInput);
      fake.profile = { ...fake.profile, studentStats };
      return studentStats;
    }),
  });
  return fake;
}

/** The inputs a mutation received, in order. */
export const inputsOf = (fake: FakeProfile, field: "updateStudentInfo" | "updateStudentStats") =>
  fake.graphql.callsOf(field).map((args) => args.input as Record<string, unknown>);

/** Renders /profile as the route does: under GraphqlLayout, on the Apollo client installed. */
export function visitProfile() {
  renderGraphqlPage("/profile", <ProfilePage />);
}

/** Logs in and renders /profile over a fake of `profile`. */
export function renderProfilePage(profile: StudentProfile, failing: ProfileField[] = []) {
  logIn();
  const fake = fakeProfile(profile);
  for (const field of failing) fake.failing.add(field);
  const user = userEvent.setup();
  visitProfile();
  return { fake, user };
}

/** A card once every read has answered (skeleton cards carry the same names meanwhile). */
export async function card(name: string) {
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return screen.getByRole("region", { name });
}

export const toasts = () => screen.getByRole("status", { name: "Notifications" });
