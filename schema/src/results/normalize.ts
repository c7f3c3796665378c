/**
 * What a checked submission stores: the computed totals, the four-point GPA (from the ten-point
 * one when given) and whole months, exactly as the profile finalizes its stats.
 */
import { gpaTenToFour, greTotal, ieltsOverallBand, round2, toeflTotal } from "../profile/rules";
import type { ResultsEnglishScores, ResultsGreScores, SubmitResultsInput } from "./types";

const numbers = <K extends string>(
  scores: Partial<Record<K, number | null>>,
  keys: readonly K[],
) => (keys.every((k) => typeof scores[k] === "number") ? (scores as Record<K, number>) : null);

function english(scores: ResultsEnglishScores | null): ResultsEnglishScores | null {
  if (!scores) return null;
  // Scores of no test mean nothing: a None answer keeps only the choice.
  if (scores.test !== "TOEFL" && scores.test !== "IELTS") return { test: scores.test };
  const s = numbers(scores, ["writing", "reading", "speaking", "listening"] as const);
  const sections = s && {
    writing: s.writing,
    reading: s.reading,
    speaking: s.speaking,
    listening: s.listening,
  };
  if (!sections) return { ...scores };
  if (scores.test === "TOEFL")
    return { test: "TOEFL", ...sections, total_score: toeflTotal(sections) };
  return { test: "IELTS", ...sections, overall_band: ieltsOverallBand(sections) };
}

function gre(scores: ResultsGreScores | null): ResultsGreScores | null {
  if (!scores) return null;
  if (scores.test !== "GRE") return { test: scores.test };
  const s = numbers(scores, ["verbal", "quantitative", "analytical_writing"] as const);
  if (!s) return { ...scores };
  const sections = {
    verbal: s.verbal,
    quantitative: s.quantitative,
    analytical_writing: s.analytical_writing,
  };
  return { test: "GRE", ...sections, total: greTotal(sections) };
}

const months = (value: number | null | undefined) =>
  typeof value === "number" ? Math.round(value) : null;

/** Call on a submission with no issues (submitResultsIssues); incomplete scores get no total. */
export function normalizeSubmitResults(input: SubmitResultsInput): SubmitResultsInput {
  const ten = input.gpaTenScale ?? null;
  const four = input.gpaFourScale ?? null;
  return {
    ...input,
    gpaTenScale: ten === null ? null : round2(ten),
    gpaFourScale: ten !== null ? gpaTenToFour(ten) : four === null ? null : round2(four),
    englishTestScores: english(input.englishTestScores),
    greScores: gre(input.greScores),
    workEx: input.workEx && {
      fulltime: months(input.workEx.fulltime),
      internship: months(input.workEx.internship),
    },
  };
}
