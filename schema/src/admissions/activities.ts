/** How much an extra-curricular activity counts: its reach times the student's part in it. */
import type { ExtracurricularActivity } from "../profile/types";

/** Unknown or missing answers count as the lowest step, so adding an activity never hurts. */
const LOWEST = 0.4;

/** Competitions, hackathons and sports: level of the event and the result. */
const LEVEL: Record<string, number> = {
  International: 1,
  National: 0.7,
  "University/Local": 0.4,
};
const ACHIEVEMENT: Record<string, number> = {
  "Winner/Top 3": 1,
  "Top 10-20%": 0.7,
  Participation: 0.4,
};
/** Volunteering: reach of the organization and the role held. */
const ORGANIZATION: Record<string, number> = {
  "International/National": 1,
  "Regional/Local": 0.7,
  "Informal/Personal initiative": 0.4,
};
const ROLE: Record<string, number> = {
  "Leadership Role": 1,
  "Active Participant in Major Projects": 0.7,
  "Support Role or Limited Participation": 0.4,
};

const weight = (table: Record<string, number>, key: string | null): number =>
  (key !== null && table[key]) || LOWEST;

/** 0.16 (local participation) to 1 (international winner, or leading an international body). */
export function activityPoints(activity: ExtracurricularActivity): number {
  const reach = Math.max(
    weight(LEVEL, activity.level),
    weight(ORGANIZATION, activity.organization),
  );
  const part = Math.max(weight(ACHIEVEMENT, activity.achievement), weight(ROLE, activity.role));
  return reach * part;
}

export function activitiesPoints(activities: readonly ExtracurricularActivity[]): number {
  let total = 0;
  for (const activity of activities) total += activityPoints(activity);
  return total;
}
