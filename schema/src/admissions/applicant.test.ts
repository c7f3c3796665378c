import { describe, expect, it } from "vitest";
import { type ApplicantStats, applicantFromStats } from "./applicant";

const STATS: ApplicantStats = {
  degree: "Masters",
  program: "Computer Science and IT",
  courses: ["CS"],
  course_names: ["Computer Science"],
  current_education: "Bachelors",
  gpa: 3.6,
  english_scores: {
    toefl: { writing: 25, reading: 28, speaking: 24, listening: 27, total_score: 104 },
  },
  gre: { verbal: 155, quantitative: 165, analytical_writing: 4, total: 320 },
  work_ex: { full: 12, internship: 6 },
  extracurricular_activities: [
    {
      activityType: "Sports/Athletics",
      organization: null,
      role: null,
      level: "National",
      achievement: "Participation",
    },
  ],
  research_papers: ["IEEE Transactions on Computers", "Other", "Other"],
  applying_semester: "Fall",
  gpa_ten_scale: null,
  undergrad_course: null,
  conferences: ["NeurIPS"],
};

describe("applicantFromStats", () => {
  it("reads every figure the model needs from the stored stats", () => {
    const a = applicantFromStats("International Student", STATS);
    expect(a).toMatchObject({
      category: "International Student",
      gpa: 3.6,
      english: { test: "TOEFL", total: 104 },
      gre: { verbal: 155, quantitative: 165, analyticalWriting: 4 },
      researchPapers: 3,
      conferences: 1,
      fullTimeMonths: 12,
      internshipMonths: 6,
    });
    expect(a.activities).toHaveLength(1);
  });

  it("reads IELTS by its overall band", () => {
    const ielts = { writing: 7, reading: 7.5, speaking: 7, listening: 8, overall_band: 7.5 };
    const a = applicantFromStats("International Student", { ...STATS, english_scores: { ielts } });
    expect(a.english).toEqual({ test: "IELTS", overallBand: 7.5 });
  });

  it("turns missing sections into nothing rather than zeros or NaN", () => {
    const a = applicantFromStats("Domestic Student", {
      ...STATS,
      gpa: null,
      english_scores: null,
      gre: null,
      work_ex: null,
      extracurricular_activities: null,
      research_papers: null,
      conferences: null,
    });
    expect(a).toEqual({
      category: "Domestic Student",
      gpa: null,
      english: null,
      gre: null,
      researchPapers: 0,
      conferences: 0,
      fullTimeMonths: 0,
      internshipMonths: 0,
      activities: [],
    });
    expect(applicantFromStats("Domestic Student", null)).toEqual(a);
  });
});
