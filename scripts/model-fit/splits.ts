/**
 * The ways the decisions are split to judge the model (docs/scoring.md, "Fitting"): by applicant
 * (70/30 by a fixed hash; an applicant's decisions stay on one side), by season (fitted on the
 * seasons before Fall 2015, judged on Fall 2015 onwards, leaving out applicants who also applied
 * earlier), or not at all (every decision: the model that ships).
 */
import { HELD_OUT_FROM_SEASON, type Row } from "./dataset";

export type Split = "applicant" | "season" | "all";
export const SPLITS: readonly Split[] = ["applicant", "season", "all"];

export function splitRows(rows: readonly Row[], split: Split): { train: Row[]; test: Row[] } {
  if (split === "all") return { train: [...rows], test: [] };
  if (split === "applicant")
    return { train: rows.filter((r) => !r.heldOut), test: rows.filter((r) => r.heldOut) };
  // A decision without a season is kept for training: it cannot be placed after the others.
  const late = (r: Row) => r.season !== null && r.season >= HELD_OUT_FROM_SEASON;
  const train = rows.filter((r) => !late(r));
  const seen = new Set(train.map((r) => r.applicant));
  return { train, test: rows.filter((r) => late(r) && !seen.has(r.applicant)) };
}
