/**
 * Drafts for five programs of five fields from one student's profile and answers (issue 34):
 * different in substance, 700-1000 words, no menu value, no score, nothing invented, each
 * activity's level and result kept.
 */
import {
  ACHIEVEMENTS,
  ACTIVITY_LEVELS,
  ACTIVITY_TYPES,
  ORGANIZATIONS,
  ROLES,
  SOP_DRAFT_WORDS,
} from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { FIELDS } from "../../sop-template/fields";
import { TEMPLATE_FRAMES, TEMPLATE_SENTENCES } from "../../sop-template/template-sentences";
import { countDraftWords, sourceTexts } from "./facts";
import { unsupportedTerms } from "./facts-check";
import { profileFacts } from "./profile-facts";
import { pairwise, sentenceOverlap, trigramJaccard } from "./similarity";
import { writeTemplateSop } from "./template";
import {
  FIVE_PROGRAMS,
  FULL_ANSWERS,
  FULL_FACTS,
  factsFor,
  PROFILE_FACTS,
  THIN_ANSWERS,
} from "./testing";

/** The ceiling on how alike two programs' drafts may be (issue 34: at most 60%). */
const MAX_SIMILARITY = 0.6;

const TEMPLATE_WORDS = [
  ...[...Object.values(TEMPLATE_FRAMES), ...TEMPLATE_SENTENCES].flatMap(
    (s) => s.match(/\b\p{Lu}[\p{L}'-]*/gu) ?? [],
  ),
  ...FIELDS.flatMap((f) => f.areas.map((a) => a.area.split(" ")[0]!)),
];

/** The profile as the forms save it: every menu value of the activities section. */
const ROW = {
  first_name: "Ananya",
  category: "International Student",
  undergrad_university: "Vellore Institute of Technology",
  gpa: "3.70",
  gre: { verbal: 158, quantitative: 166, analytical_writing: 4, total: 324 },
  english_scores: {
    toefl: { writing: 27, reading: 28, speaking: 26, listening: 30, total_score: 111 },
  },
  work_ex: { full: 14, internship: 6 },
  extracurricular_activities: [
    {
      activityType: "Competitions/Hackathons",
      organization: null,
      role: null,
      level: "National",
      achievement: "Winner/Top 3",
    },
    {
      activityType: "Volunteering/Community Service",
      organization: "Regional/Local",
      role: "Leadership Role",
      level: null,
      achievement: null,
    },
    {
      activityType: "Sports/Athletics",
      organization: null,
      role: null,
      level: "University/Local",
      achievement: "Top 10-20%",
    },
  ],
  research_papers: ["IEEE INDICON"],
  conferences: null,
  undergrad_course: {
    course_name: "B.Tech in Computer Science and Engineering",
    course_code: "CS",
  },
};

const draftsFor = (facts: typeof PROFILE_FACTS, answers = FULL_ANSWERS) =>
  FIVE_PROGRAMS.map((t) => writeTemplateSop(factsFor(facts, t), answers));

describe("drafts for five programs from the same profile and the same answers", () => {
  const fromProfile = draftsFor(profileFacts(ROW, { universityName: null, courseName: null }));

  it(`share at most ${MAX_SIMILARITY * 100}% of their sentences, pair by pair`, () => {
    for (const facts of [
      PROFILE_FACTS,
      profileFacts(ROW, { universityName: null, courseName: null }),
    ]) {
      const { max } = pairwise(draftsFor(facts), sentenceOverlap);
      expect(max).toBeLessThanOrEqual(MAX_SIMILARITY);
    }
    // Thin answers leave less of the student's own text to share.
    expect(
      pairwise(draftsFor(PROFILE_FACTS, THIN_ANSWERS), sentenceOverlap).max,
    ).toBeLessThanOrEqual(MAX_SIMILARITY);
  });

  it("differ in their fit and plan paragraphs, not only in the program's name", () => {
    const plans = fromProfile.map(
      (d) => d.split("\n\n").find((p) => p.startsWith("In the program I would take"))!,
    );
    expect(new Set(plans).size).toBe(5);
    // The plans themselves share little wording: each is the field's own.
    expect(pairwise(plans, trigramJaccard).max).toBeLessThan(0.35);
  });

  it("run 700-1000 words each from full answers", () => {
    for (const facts of [PROFILE_FACTS, FULL_FACTS]) {
      const words = draftsFor(facts).map(countDraftWords);
      expect(Math.min(...words)).toBeGreaterThanOrEqual(SOP_DRAFT_WORDS.min);
      expect(Math.max(...words)).toBeLessThanOrEqual(SOP_DRAFT_WORDS.max);
    }
  });

  it("write no menu value as it is on the form, and keep each activity's level and result", () => {
    const menu = [
      ...ACTIVITY_TYPES,
      ...ACTIVITY_LEVELS,
      ...ACHIEVEMENTS,
      ...ORGANIZATIONS,
      ...ROLES,
    ];
    for (const draft of fromProfile) {
      for (const value of menu) expect(draft).not.toContain(value);
      expect(draft).not.toMatch(/\w\/\w/);
      expect(draft).toContain(
        "Outside my coursework, I competed in competitions and hackathons at the national level, placing in the top three.",
      );
      expect(draft).toContain(
        "I also volunteered in community service with a regional or local organization, in a leadership role.",
      );
      expect(draft).toContain(
        "I also competed in sport at the university or local level, placing in the top 10 to 20 percent.",
      );
    }
  });

  it("restate no test score and no GPA", () => {
    for (const draft of fromProfile)
      expect(draft).not.toMatch(/\b(GRE|TOEFL|IELTS|GPA)\b|\b(324|111|3\.7|158|166)\b/);
  });

  it("name nothing and no number the student, the profile or the catalogue did not give", () => {
    const facts = profileFacts(ROW, { universityName: null, courseName: null });
    FIVE_PROGRAMS.forEach((t, i) => {
      const withTarget = factsFor(facts, t);
      expect(
        unsupportedTerms(fromProfile[i]!, sourceTexts(withTarget, FULL_ANSWERS), {
          allow: TEMPLATE_WORDS,
          checkSentenceStarts: true,
        }),
      ).toEqual([]);
      // The catalogue's facts are there: the place, the kind, the size.
      expect(fromProfile[i]).toContain(`${t.program.university!.city}, `);
      expect(fromProfile[i]).toContain(
        `master's degrees in ${t.program.course!.name.toLowerCase()} in 2023-24`,
      );
    });
  });
});
