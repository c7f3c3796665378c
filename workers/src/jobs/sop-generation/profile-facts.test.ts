/** profileFacts: what the generator may use from a profile, and the draft it gives. */
import { describe, expect, it } from "vitest";
import { type ProfileRow, profileFacts } from "./profile-facts";
import { writeTemplateSop } from "./template";
import { FULL_ANSWERS } from "./testing";

const ROW: ProfileRow = {
  first_name: "Asha",
  category: "International Student",
  undergrad_university: "College of Engineering, Pune",
  gpa: "3.72",
  gre: { verbal: 160, quantitative: 168, analytical_writing: 4, total: 328 },
  english_scores: {
    ielts: { writing: 7, reading: 8, speaking: 7, listening: 8, overall_band: 7.5 },
  },
  work_ex: { full: 14, internship: 6 },
  extracurricular_activities: [
    {
      activityType: "Technical",
      organization: "Robotics Club",
      role: "Captain",
      level: null,
      achievement: null,
    },
    {
      activityType: "Volunteering",
      organization: null,
      role: null,
      level: null,
      achievement: null,
    },
  ],
  research_papers: ["IEEE Access", "Other", "Other"],
  conferences: ["ICRA", "other"],
  undergrad_course: { course_name: "Mechanical Engineering", course_code: "ME" },
};
const TARGET = { universityName: "University of Michigan", courseName: "MS in Robotics" };

describe("profileFacts", () => {
  it("reads the profile's facts; unlisted venues name nothing and are left out", () => {
    expect(profileFacts(ROW, TARGET)).toEqual({
      firstName: "Asha",
      category: "International Student",
      undergradUniversity: "College of Engineering, Pune",
      undergradCourse: "Mechanical Engineering",
      gpa: 3.72,
      gre: 328,
      toefl: null,
      ielts: 7.5,
      projects: [],
      research: [
        { title: "", venue: "IEEE Access" },
        { title: "", venue: "ICRA" },
      ],
      workMonths: { fulltime: 14, internship: 6 },
      workRoles: [],
      activities: ["Robotics Club as Captain", "Volunteering"],
      targetUniversity: TARGET.universityName,
      targetCourse: TARGET.courseName,
    });
  });

  it("gives an empty profile empty facts", () => {
    const facts = profileFacts(
      {
        ...ROW,
        undergrad_university: null,
        gpa: null,
        gre: null,
        english_scores: null,
        work_ex: null,
        extracurricular_activities: null,
        research_papers: null,
        conferences: null,
        undergrad_course: null,
      },
      { universityName: null, courseName: null },
    );
    expect(facts).toMatchObject({ gpa: null, gre: null, research: [], activities: [] });
    expect(facts.workMonths).toEqual({ fulltime: 0, internship: 0 });
  });

  it("the draft names where the work appeared, the strong tests, the work and the activities", () => {
    const draft = writeTemplateSop(profileFacts(ROW, TARGET), FULL_ANSWERS);
    expect(draft).toContain("My work has appeared in IEEE Access and ICRA.");
    expect(draft).toContain("328");
    expect(draft).toContain("7.5");
    expect(draft).toContain("14 months of full-time work experience");
    expect(draft).toContain("Robotics Club as Captain");
    expect(draft).not.toMatch(/\bOther\b/);
  });
});
