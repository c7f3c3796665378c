/** Pure parsing and formatting for the university details page. */
import { formatUsd } from "../../shared/format/enUs";
import { knownOr } from "../../shared/ui/notKnown";

export function formatTuition(dollarsPerYear: number | null): string {
  return knownOr(dollarsPerYear, (d) => `${formatUsd(d)} per year`);
}

/** The API gives the acceptance rate in percent (0-100). */
export function formatAcceptanceRate(percent: number | null): string {
  return knownOr(percent, (p) => `${Number(p.toFixed(1))}%`);
}

const RESEARCH_TIERS: Record<string, string> = {
  R1: "R1: very high research activity",
  R2: "R2: high research activity",
};

/** Null is known too: the Carnegie class is neither R1 nor R2. */
export function formatResearchTier(tier: string | null): string {
  return tier === null ? UNIVERSITY_TEXT.neitherTier : (RESEARCH_TIERS[tier] ?? tier);
}

/** The university facts' words. */
export const UNIVERSITY_TEXT = {
  location: "Location",
  control: "Control",
  research: "Research (Carnegie 2021)",
  neitherTier: "Not R1 or R2",
  programs: "Programs",
} as const;

export { safeWebsiteUrl } from "../../shared/links/safeUrl";
