/** The details page's link format (spec 2: query parameters universityName and universityId). */
import type { UniversitySuggestion } from "@gradplan/schema";
import { ROUTES } from "@gradplan/schema";
import { parseUniversityId } from "./universityFormat";

export function universityDetailsUrl({ universityId, universityName }: UniversitySuggestion) {
  const params = new URLSearchParams({ universityName, universityId: String(universityId) });
  return `${ROUTES.universityDetails}?${params.toString()}`;
}

/** Reads what universityDetailsUrl wrote; either part may be missing or invalid in a hand-typed link. */
export function readUniversityDetailsParams(params: URLSearchParams): {
  universityName: string | null;
  universityId: number | null;
} {
  return {
    universityName: params.get("universityName")?.trim() || null,
    universityId: parseUniversityId(params.get("universityId")),
  };
}
