/** Pure parsing and formatting for the university details page. */
import { knownOr } from "../../shared/ui/notKnown";

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

export function formatTuition(dollarsPerYear: number | null): string {
  return knownOr(dollarsPerYear, (d) => `${usd.format(d)} per year`);
}

/** The API gives the acceptance rate in percent (0-100). */
export function formatAcceptanceRate(percent: number | null): string {
  return knownOr(percent, (p) => `${Number(p.toFixed(1))}%`);
}

const RESEARCH_TIERS: Record<string, string> = {
  R1: "R1: very high research activity",
  R2: "R2: high research activity",
};

export function formatResearchTier(tier: string | null): string {
  return knownOr(tier, (t) => RESEARCH_TIERS[t] ?? t);
}

/** Only http(s) links are rendered: a stored `javascript:` URL must never become clickable. */
export function safeWebsiteUrl(website: string | null): URL | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}
