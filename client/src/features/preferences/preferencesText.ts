/** The words of the shortlisting preferences: the summary on the shortlist screen and the editor. */
import { NO_PREFERENCE, type Range, SEARCH_PAGE_MESSAGES } from "@gradplan/schema";
import { formatUsd } from "../../shared/format/enUs";
import { STATE_OPTIONS } from "../../shared/ui/choices/usStates";

export const PREFERENCES_TEXT = {
  heading: "Your preferences",
  notSet:
    "Tell us the tuition, ranking, states and weather you would like, and each program shows how well it matches them.",
  set: "Set your preferences",
  edit: "Edit preferences",
  editorTitle: "Shortlisting preferences",
  editorLead: "Programs matching more of these show a higher preference match.",
  tuition: "Tuition per year",
  minTuition: "Minimum tuition",
  maxTuition: "Maximum tuition",
  ranking: "Course ranking",
  minRanking: "Best ranking",
  maxRanking: "Lowest ranking",
  locations: "Locations",
  searchStates: "Search states",
  statesHint: "None chosen: any state.",
  weather: "Weather",
  noPreference: "No preference",
  save: "Save preferences",
  saving: "Saving…",
  cancel: "Cancel",
  saved: "Your preferences are saved.",
  failed: "We could not save your preferences. Please try again.",
  /** Spec 2's fetch failure, word for word. */
  readFailed: SEARCH_PAGE_MESSAGES.fetchPreferencesFailed,
  retry: "Load preferences again",
} as const;

export { formatUsd };
export const formatRank = (n: number) => `#${n}`;

export const weatherLabel = (value: string) =>
  value === NO_PREFERENCE ? PREFERENCES_TEXT.noPreference : value;

/** The summary's lines: "$10,000 – $45,000", "#1 – #100", "California, Washington", "Warm". */
export function summaryOf(p: {
  tuition: Range | readonly number[];
  course_ranking: Range | readonly number[];
  location: readonly string[];
  weather: readonly string[];
}): { term: string; value: string }[] {
  const range = (r: readonly number[], format: (n: number) => string) =>
    `${format(r[0] ?? 0)} – ${format(r[1] ?? 0)}`;
  const states = p.location
    .filter((code) => code !== NO_PREFERENCE)
    .map((code) => STATE_OPTIONS.find((o) => o.value === code)?.label ?? code);
  const weather = p.weather.filter((w) => w !== NO_PREFERENCE);
  return [
    { term: PREFERENCES_TEXT.tuition, value: range(p.tuition, formatUsd) },
    { term: PREFERENCES_TEXT.ranking, value: range(p.course_ranking, formatRank) },
    { term: PREFERENCES_TEXT.locations, value: states.length ? states.join(", ") : "Any state" },
    { term: PREFERENCES_TEXT.weather, value: weather.length ? weather.join(", ") : "Any" },
  ];
}

/**
 * The weather boxes after a click: 'No preference' stands alone, so choosing it clears the
 * others and choosing another clears it; nothing chosen means no preference.
 */
export function weatherChoice(before: readonly string[], after: readonly string[]): string[] {
  const added = after.filter((w) => !before.includes(w));
  if (added.includes(NO_PREFERENCE)) return [NO_PREFERENCE];
  const rest = after.filter((w) => w !== NO_PREFERENCE);
  return rest.length > 0 ? rest : [NO_PREFERENCE];
}
