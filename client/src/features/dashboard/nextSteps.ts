/**
 * The dashboard's 'Next steps': what the student has not done yet, each with where to do it.
 * Pure: the card feeds it whatever slices have loaded, and an unknown input adds no step.
 */
import { DEADLINE_KINDS, ROUTES } from "@gradplan/schema";
import { formatDay } from "../../shared/ui/dates";
import { daysLeftText } from "./dashboardText";

/** A Shortlisted program whose deadline is this close (days, today included) is a step. */
export const URGENT_DAYS = 7;

/** A deadline as the shortlisting stats list it (the fields the step needs). */
export interface StepDeadline {
  course_id: number;
  course_name: string;
  university_name: string;
  status: string;
  deadline: string;
  kind: string;
  days_left: number;
}

/** What each step is read from; `undefined` when that slice has not loaded (or failed). */
export interface StepInputs {
  resumeCount: number | undefined;
  sopCount: number | undefined;
  profilePercent: number | undefined;
  deadlines: readonly StepDeadline[] | undefined;
}

export interface NextStep {
  key: string;
  /** The link's words: what to do. */
  action: string;
  /** Why, in a sentence. */
  reason: string;
  to: string;
}

export interface NextSteps {
  steps: NextStep[];
  /** Every input was known: an empty list then truly means nothing is missing. */
  complete: boolean;
}

/** "Regular deadline", from the kind the server names ("regular_deadline"). */
export function deadlineKindLabel(kind: string): string {
  const label = DEADLINE_KINDS.find(([key]) => key === kind)?.[1];
  return label ? `${label} deadline` : "Deadline";
}

function deadlineSteps(deadlines: readonly StepDeadline[]): NextStep[] {
  return deadlines
    .filter((d) => d.status === "Shortlisted" && d.days_left >= 0 && d.days_left <= URGENT_DAYS)
    .map((d) => ({
      key: `deadline-${d.course_id}`,
      action: `Apply to ${d.course_name} at ${d.university_name}`,
      reason: `${deadlineKindLabel(d.kind)} ${formatDay(d.deadline)}, ${daysLeftText(d.days_left)}.`,
      to: ROUTES.universityShortlisting,
    }));
}

/** The steps, soonest deadline first, then the profile, the resume and the SOP. */
export function nextSteps({
  resumeCount,
  sopCount,
  profilePercent,
  deadlines,
}: StepInputs): NextSteps {
  const steps = deadlines ? deadlineSteps(deadlines) : [];
  if (profilePercent !== undefined && profilePercent < 100) {
    steps.push({
      key: "profile",
      action: "Complete your profile",
      reason: `It is ${profilePercent}% complete; your chances are more accurate with every detail.`,
      to: ROUTES.profile,
    });
  }
  if (resumeCount === 0) {
    steps.push({
      key: "resume",
      action: "Upload your resume",
      reason: "You have no resume yet: its evaluation shows what to improve.",
      to: ROUTES.resumeEvaluation,
    });
  }
  if (sopCount === 0) {
    steps.push({
      key: "sop",
      action: "Write your statement of purpose",
      reason: "You have no SOP yet: paste one for an evaluation, or write a draft with us.",
      to: ROUTES.sopEvaluation,
    });
  }
  const complete = [resumeCount, sopCount, profilePercent, deadlines].every((i) => i !== undefined);
  return { steps, complete };
}
