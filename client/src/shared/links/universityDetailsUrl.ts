/** The details page's link format (spec 2: query parameters universityName and universityId). */
import type { UniversitySuggestion } from "@gradplan/schema";
import { ROUTES } from "@gradplan/schema";

/** GraphQL Int is a signed 32-bit integer; larger ids could never match a university. */
const GRAPHQL_INT_MAX = 2_147_483_647;

/** A positive whole id from the query string, or null when it is missing or not a number. */
export function parseUniversityId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 && id <= GRAPHQL_INT_MAX ? id : null;
}

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
