/**
 * The profile edit flow's I/O, called by profileEdit.machine's actors: save one section, ask for
 * the shortlist recalculation, and explain a failed save. Strength and progress need no refresh
 * here: a saved section evicts them (shared/graphql/cache.ts) and their cards refetch.
 */
import { PROFILE_MESSAGES as M, type ProfileIssue, type StudentProfile } from "@gradplan/schema";
import { GraphqlFailure } from "../../shared/graphql/request";
import { updateStoredUser } from "../../shared/session/session";
import { applyDraft } from "./applyDraft";
import type { EditDraft, ProfileSection } from "./editDraft";
import { profileApi } from "./profileApi";

export interface SaveSectionInput {
  draft: EditDraft;
  /** The profile the modal opened on: the rest of the stats are sent from it unchanged. */
  snapshot: StudentProfile;
}

/** Saves the draft's section; resolves with the profile as the server now holds it. */
export async function saveSection({ draft, snapshot }: SaveSectionInput): Promise<StudentProfile> {
  const applied = applyDraft(snapshot, draft);
  if (draft.section === "personal") {
    const studentInfo = await profileApi.updateStudentInfo(applied.studentInfo);
    // The session carries the name and category too (spec 1 section 3).
    updateStoredUser({ firstname: studentInfo.firstname, category: studentInfo.category });
    return { ...snapshot, studentInfo };
  }
  const studentStats = await profileApi.updateStudentStats(applied.studentStats, draft.section);
  if (draft.section === "academic") {
    updateStoredUser({ applying_semester: studentStats.applying_semester });
  }
  return { ...snapshot, studentStats };
}

/**
 * Failures are logged here rather than in the machine: the flow stops waiting after a few
 * seconds, and a late failure must still leave a trace.
 */
export async function recalculateShortlist(): Promise<void> {
  try {
    await profileApi.recalculateShortlist();
  } catch (error) {
    console.error("Shortlist recalculation failed:", error);
    throw error;
  }
}

export interface SaveFailure {
  /** 'Error updating student info: {detail}' or '... stats: {detail}' (spec 1 section 8). */
  message: string;
  /** The server's field messages, shown under the fields like the form's own. */
  issues: ProfileIssue[];
}

/** A refused save's per-field messages are keyed by the forms' own paths, as the REST ones were. */
function serverIssues(error: unknown): ProfileIssue[] {
  if (!(error instanceof GraphqlFailure)) return [];
  return Object.entries(error.fieldErrors).map(([path, message]) => ({ path, message }));
}

export function describeSaveFailure(error: unknown, section: ProfileSection): SaveFailure {
  const detail = error instanceof Error ? error.message : String(error);
  const message = section === "personal" ? M.updateInfoFailed(detail) : M.updateStatsFailed(detail);
  return { message, issues: serverIssues(error) };
}

export const profileEditApi = { saveSection, recalculateShortlist };
