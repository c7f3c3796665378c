/** profileFacts: what the generator may use from a profile, and the draft it gives. */

import type { ExtracurricularActivity } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { activityText, type ProfileRow, pickCourse, profileFacts } from "./profile-facts";
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
      activities: ["took part in Robotics Club, as Captain", "took part in Volunteering"],
      targetUniversity: TARGET.universityName,
      targetCourse: TARGET.courseName,
      program: null,
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

  it("the draft names where the work appeared, the work and the activities, and no score", () => {
    const draft = writeTemplateSop(profileFacts(ROW, TARGET), FULL_ANSWERS);
    expect(draft).toContain("My work has appeared in IEEE Access and ICRA.");
    expect(draft).not.toMatch(/328|7\.5|3\.72|GRE|IELTS|GPA/);
    expect(draft).toContain("14 months of full-time work experience");
    expect(draft).toContain("Outside my coursework, I took part in Robotics Club, as Captain.");
    expect(draft).not.toMatch(/\bOther\b/);
  });
});

describe("activityText", () => {
  const activity = (a: Partial<ExtracurricularActivity>): ExtracurricularActivity => ({
    activityType: "Competitions/Hackathons",
    organization: null,
    role: null,
    level: null,
    achievement: null,
    ...a,
  });

  it.each([
    [{}, "took part in competitions and hackathons"],
    [
      { level: "International", achievement: "Winner/Top 3" },
      "competed in competitions and hackathons at the international level, placing in the top three",
    ],
    [
      { level: "National", achievement: "Participation" },
      "took part in competitions and hackathons at the national level",
    ],
    [
      { activityType: "Sports/Athletics", level: "University/Local", achievement: "Top 10-20%" },
      "competed in sport at the university or local level, placing in the top 10 to 20 percent",
    ],
    [
      {
        activityType: "Volunteering/Community Service",
        organization: "Informal/Personal initiative",
        role: "Support Role or Limited Participation",
      },
      "volunteered in community service on my own initiative, in a supporting role",
    ],
    [
      {
        activityType: "Volunteering/Community Service",
        organization: "International/National",
        role: "Active Participant in Major Projects",
      },
      "volunteered in community service with an international or national organization, as an active participant in major projects",
    ],
    [{ activityType: "Debate/Model UN" }, "took part in Debate or Model UN"],
  ])("%j reads %s", (given, prose) => {
    expect(activityText(activity(given))).toBe(prose);
  });
});

describe("pickCourse", () => {
  const rows = [
    { course_name: "Computer Science", degree_code: "CS", graduates: null },
    { course_name: "Electrical Engineering", degree_code: "EE", graduates: null },
    { course_name: "Engineering", degree_code: "GE", graduates: null },
  ];
  it.each([
    ["computer science", "Computer Science"],
    ["MS in Electrical Engineering", "Electrical Engineering"],
    ["Master of Engineering", "Engineering"],
    ["MS in Computing", "Computer Science"],
    ["MBA", null],
    [null, null],
  ])("%s is %s", (typed, found) => {
    expect(pickCourse(rows, typed)?.course_name ?? null).toBe(found);
  });
});
