/** How the profile cards word their values: 'NA' for blanks, dates, months, 'Other - N' lists. */
import { completionChecklist, OTHER_ENTRY, type StudentProfile } from "@gradplan/schema";
import { PROFILE_PAGE_MESSAGES } from "../profileMessages";

export const NA = PROFILE_PAGE_MESSAGES.notAvailable;

export function orNA(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NA;
  const text = String(value).trim();
  return text === "" ? NA : text;
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** YYYY-MM-DD as "August 15, 2001": a calendar date, read in UTC so no time zone shifts it. */
export function formatDate(iso: string | null): string {
  if (!iso) return NA;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? NA : DATE_FORMAT.format(date);
}

export function formatMonths(months: number | null | undefined): string {
  if (months === null || months === undefined) return NA;
  return months === 1 ? "1 month" : `${months} months`;
}

/** Named entries as they are, then every 'Other' folded into one 'Other - N' (spec 1 section 2). */
export function collapseOthers(items: readonly string[] | null): string[] {
  const list = items ?? [];
  const named = list.filter((item) => item !== OTHER_ENTRY);
  const others = list.length - named.length;
  return others > 0 ? [...named, `${OTHER_ENTRY} - ${others}`] : named;
}

/** The cards that hold data, in page order; "Fill missing details" goes to the first incomplete one. */
export const DATA_CARDS = [
  "student-details",
  "application-details",
  "academic-scores",
  "work-experience",
  "conferences",
  "journals",
  "extracurricular",
] as const;
export type DataCard = (typeof DATA_CARDS)[number];

/** Which card shows (and edits) each item of the schema's completion checklist. */
export const CARD_OF_CHECKLIST_ITEM: Record<string, DataCard> = {
  "First name": "student-details",
  "Last name": "student-details",
  "Date of birth": "student-details",
  Gender: "student-details",
  Category: "student-details",
  "Undergrad university": "student-details",
  Degree: "application-details",
  "Area of study": "application-details",
  Specializations: "application-details",
  "Current education level": "application-details",
  "Applying semester": "application-details",
  "Undergrad course": "application-details",
  GPA: "academic-scores",
  "English test": "academic-scores",
  GRE: "academic-scores",
  "Work experience": "work-experience",
  Conferences: "conferences",
  "Research papers": "journals",
  "Extra-curricular activities": "extracurricular",
};

export function firstIncompleteCard(profile: StudentProfile): DataCard | null {
  const missing = new Set(
    completionChecklist(profile.studentInfo, profile.studentStats)
      .filter((item) => !item.done)
      .map((item) => CARD_OF_CHECKLIST_ITEM[item.item]),
  );
  return DATA_CARDS.find((card) => missing.has(card)) ?? null;
}

export const cardElementId = (card: DataCard) => `profile-${card}`;
