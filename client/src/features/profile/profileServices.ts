/**
 * The profile edit flow's I/O, called by profileEdit.machine's actors: save one section, ask for
 * the shortlist recalculation, refresh progress and strength, and explain a failed save.
 */
import {
  PROFILE_MESSAGES as M,
  type ProfileIssue,
  type ProfileStrength,
  type Progress,
  type StudentProfile,
} from "@gradplan/schema";
import { RestError } from "../../shared/api/rest";
import { updateStoredUser } from "../../shared/session/session";
import { applyDraft, infoPayload, statsPayload } from "./applyDraft";
import type { EditDraft, ProfileSection } from "./editDraft";
import { profileApi } from "./profileApi";

export interface SaveSectionInput {
  studentId: string;
  draft: EditDraft;
  /** The profile the modal opened on: the rest of the stats are sent from it unchanged. */
  snapshot: StudentProfile;
}

/** Saves the draft's section; resolves with the profile as the server now holds it. */
export async function saveSection({
  studentId,
  draft,
  snapshot,
}: SaveSectionInput): Promise<StudentProfile> {
  const applied = applyDraft(snapshot, draft);
  if (draft.section === "personal") {
    const answer = await profileApi.updateStudentInfo(studentId, infoPayload(applied.studentInfo));
    if (!answer.success) throw new Error(answer.message ?? "The server did not save the changes.");
    const studentInfo = answer.studentInfo ?? applied.studentInfo;
    // The session carries the name and category too (spec 1 section 3).
    updateStoredUser({ firstname: studentInfo.firstname, category: studentInfo.category });
    return { ...snapshot, studentInfo };
  }
  const answer = await profileApi.updateStudentStats(studentId, {
    ...statsPayload(applied.studentStats),
    section: draft.section,
  });
  if (!answer.success) throw new Error(answer.message ?? "The server did not save the changes.");
  const studentStats = answer.studentStats ?? applied.studentStats;
  if (draft.section === "academic") {
    updateStoredUser({ applying_semester: studentStats.applying_semester });
  }
  return { ...snapshot, studentStats };
}

/**
 * Failures are logged here rather than in the machine: the flow stops waiting after a few
 * seconds, and a late failure must still leave a trace.
 */
export async function recalculateShortlist(studentId: string): Promise<void> {
  try {
    await profileApi.recalculateShortlist(studentId);
  } catch (error) {
    console.error("Shortlist recalculation failed:", error);
    throw error;
  }
}

export interface RefreshedProgress {
  progress: Progress | null;
  strength: ProfileStrength | null;
}

/** Both at once; either may fail without hiding the other (the cards keep their old values). */
export async function refreshProgress(studentId: string): Promise<RefreshedProgress> {
  const [progress, strength] = await Promise.allSettled([
    profileApi.getProgress(studentId),
    profileApi.getProfileStrength(studentId),
  ]);
  return {
    progress: progress.status === "fulfilled" ? progress.value : null,
    strength: strength.status === "fulfilled" ? strength.value : null,
  };
}

export interface SaveFailure {
  /** 'Error updating student info: {detail}' or '... stats: {detail}' (spec 1 section 8). */
  message: string;
  /** The server's field messages, shown under the fields like the form's own. */
  issues: ProfileIssue[];
}

/** The envelope's `errors` maps each field (the forms' own paths) to its message. */
function serverIssues(body: unknown): ProfileIssue[] {
  if (!body || typeof body !== "object" || !("errors" in body)) return [];
  const errors = body.errors;
  if (!errors || typeof errors !== "object" || Array.isArray(errors)) return [];
  return Object.entries(errors).flatMap(([path, message]) =>
    typeof message === "string" ? [{ path, message }] : [],
  );
}

export function describeSaveFailure(error: unknown, section: ProfileSection): SaveFailure {
  const detail = error instanceof Error ? error.message : String(error);
  const message = section === "personal" ? M.updateInfoFailed(detail) : M.updateStatsFailed(detail);
  return { message, issues: error instanceof RestError ? serverIssues(error.body) : [] };
}

export const profileServices = { saveSection, recalculateShortlist, refreshProgress };
