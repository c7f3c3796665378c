/** Three reference applicants the AB Score and the admit model are calibrated and benchmarked on. */
import type { ExtracurricularActivity } from "../profile/types";
import type { ApplicantProfile } from "./types";

const GOOD_ACTIVITIES: ExtracurricularActivity[] = [
  {
    activityType: "Competitions/Hackathons",
    organization: null,
    role: null,
    level: "National",
    achievement: "Top 10-20%",
  },
  {
    activityType: "Volunteering/Community Service",
    organization: "Regional/Local",
    role: "Leadership Role",
    level: null,
    achievement: null,
  },
];

const NOTHING: Omit<ApplicantProfile, "category" | "gpa" | "english" | "gre"> = {
  researchPapers: 0,
  conferences: 0,
  fullTimeMonths: 0,
  internshipMonths: 0,
  activities: [],
};

export const ANCHOR_APPLICANTS: Record<"strong" | "typical" | "weak", ApplicantProfile> = {
  /** GPA 3.85, GRE 328, TOEFL 112, 2 papers, 2 conferences, 18 months full-time, 2 activities. */
  strong: {
    category: "International Student",
    gpa: 3.85,
    english: { test: "TOEFL", total: 112 },
    gre: { verbal: 160, quantitative: 168, analyticalWriting: 4.5 },
    researchPapers: 2,
    conferences: 2,
    fullTimeMonths: 18,
    internshipMonths: 0,
    activities: GOOD_ACTIVITIES,
  },
  /** GPA 3.4, GRE 315, TOEFL 100, a 6-month internship. */
  typical: {
    category: "International Student",
    gpa: 3.4,
    english: { test: "TOEFL", total: 100 },
    gre: { verbal: 153, quantitative: 162, analyticalWriting: 3.5 },
    ...NOTHING,
    internshipMonths: 6,
  },
  /** GPA 2.5, GRE 295, TOEFL 80, nothing else. */
  weak: {
    category: "International Student",
    gpa: 2.5,
    english: { test: "TOEFL", total: 80 },
    gre: { verbal: 146, quantitative: 149, analyticalWriting: 3 },
    ...NOTHING,
  },
};
