import { completionChecklist } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { applyDraft } from "./applyDraft";
import {
  CARD_OF_CHECKLIST_ITEM,
  collapseOthers,
  firstIncompleteCard,
  formatDate,
} from "./cards/cardFormat";
import { withListEnabled, withWorkExperience } from "./draftChanges";
import { draftFor, draftIssues } from "./editDraft";
import { aFilledProfile, anEmptyProfile } from "./profileFixtures";
import { profileOf, statsInput } from "./profileMapping";

describe("card wording", () => {
  it("folds 'Other' entries into one 'Other - N' after the named ones", () => {
    expect(collapseOthers(["Other", "NeurIPS", "Other"])).toEqual(["NeurIPS", "Other - 2"]);
    expect(collapseOthers(["NeurIPS"])).toEqual(["NeurIPS"]);
    expect(collapseOthers(null)).toEqual([]);
  });

  it("reads dates of birth as calendar dates", () => {
    expect(formatDate("2001-08-15")).toBe("August 15, 2001");
    expect(formatDate(null)).toBe("NA");
  });

  it("maps every item of the schema's completion checklist to a card", () => {
    const { studentInfo, studentStats } = anEmptyProfile();
    const items = completionChecklist(studentInfo, studentStats).map((c) => c.item);
    expect(items.filter((item) => !(item in CARD_OF_CHECKLIST_ITEM))).toEqual([]);
  });

  it("finds the first card with something missing, in page order", () => {
    expect(firstIncompleteCard(anEmptyProfile())).toBe("student-details");
    expect(firstIncompleteCard(aFilledProfile())).toBeNull();
    const noWork = aFilledProfile({ work_ex: null, answered_sections: [] });
    expect(firstIncompleteCard(noWork)).toBe("work-experience");
  });
});

describe("drafts read from the profile", () => {
  it("a section never saved starts unanswered, so Update asks instead of saving a 'No'", () => {
    const profile = anEmptyProfile();
    expect(draftFor("work", profile).values).toMatchObject({ workExperience: null });
    expect(draftFor("tests", profile).values).toMatchObject({
      englishTest: null,
      aptitudeTest: null,
    });
    // The yes/no lists start unanswered too, but saving them unanswered records a No (issue 32).
    expect(draftFor("conferences", profile).values).toEqual({ enabled: null, items: [] });
    expect(draftIssues(draftFor("conferences", profile), profile)).toEqual([]);
    const answeredNo = anEmptyProfile();
    answeredNo.studentStats.answered_sections = ["conferences"];
    expect(draftFor("conferences", answeredNo).values).toEqual({ enabled: false, items: [] });
  });
});

describe("drafts written back", () => {
  it("a 'No' answer stores null and counts the section as answered", () => {
    const profile = anEmptyProfile();
    const draft = draftFor("conferences", profile);
    if (draft.section !== "conferences") throw new Error("expected conferences");
    const no = {
      section: "conferences" as const,
      values: withListEnabled(draft.values, false, draft.values),
    };
    const saved = applyDraft(profile, no);
    expect(saved.studentStats.conferences).toBeNull();
    expect(saved.studentStats.answered_sections).toEqual(["conferences"]);
  });

  it("yes, no and yes again restores the original months", () => {
    const original = { workExperience: true, fulltimeMonths: 24, internshipMonths: 6 };
    const no = withWorkExperience(original, false, original);
    expect(no).toEqual({ workExperience: false, fulltimeMonths: null, internshipMonths: null });
    expect(withWorkExperience(no, true, original)).toEqual(original);
  });

  it("sends empty lists and objects as null, and keeps the other sections as they are", () => {
    const input = statsInput(
      {
        ...aFilledProfile().studentStats,
        conferences: [],
        undergrad_course: { course_name: "", course_code: "" },
      },
      "conferences",
    );
    expect(input.conferences).toBeNull();
    expect(input.undergrad_course).toBeNull();
    expect(input.courses).toEqual(["CS", "DS"]);
    expect(input.section).toBe("conferences");
    expect(input).not.toHaveProperty("answered_sections");
    // Totals and course names are the server's to compute (docs/profile.md).
    expect(input).not.toHaveProperty("course_names");
    expect(input.english_scores).toEqual({
      toefl: { writing: 25, reading: 28, speaking: 24, listening: 27 },
    });
    expect(input.gre).toEqual({ verbal: 155, quantitative: 165, analytical_writing: 4 });
  });
});

describe("the profile read from GraphQL", () => {
  it("keeps the one English test taken, computes a missing band, drops unknown sections", () => {
    const { studentInfo, studentStats } = aFilledProfile();
    const ielts = { writing: 6.5, reading: 7, speaking: 7.5, listening: 8 };
    // As Apollo answers: with __typename, which the profile must not carry into inputs.
    const answer = {
      studentInfo: { __typename: "StudentInfoType", ...studentInfo },
      studentStats: {
        __typename: "StudentStatsType",
        ...studentStats,
        // The answer carries both keys, the test not taken as null.
        english_scores: {
          toefl: null,
          ielts: { ...ielts, total_score: null, overall_band: null },
        },
        answered_sections: ["work", "not-a-section"],
      },
    };
    const profile = profileOf(answer);
    expect(profile.studentInfo).toEqual(studentInfo);
    expect(profile.studentStats.english_scores).toEqual({ ielts: { ...ielts, overall_band: 7.5 } });
    expect(profile.studentStats.answered_sections).toEqual(["work"]);
    expect(profile.studentStats.gre).toEqual(studentStats.gre);
  });
});
