/** The profile edit machine's context, events and emitted events: what the modal and the page exchange. */
import type { ProfileIssue, StudentProfile } from "@gradplan/schema";
import type { ChosenEnglishTest, EditDraft, ProfileSection } from "./editDraft";

export interface ProfileEditContext {
  studentId: string;
  /** The profile as it was when the modal opened. */
  snapshot: StudentProfile | null;
  /** The draft as it was when the modal opened: what dependent fields are restored from. */
  original: EditDraft | null;
  draft: EditDraft | null;
  issues: ProfileIssue[];
  /** The server's explanation of a failed save, shown inside the modal. */
  failure: string | null;
  /** The profile as the server answered it. */
  saved: StudentProfile | null;
}

export type ProfileEditEvent =
  | {
      type: "edit.open";
      section: ProfileSection;
      profile: StudentProfile;
      /** Opens Test Scores with this test already chosen. */
      englishTest?: ChosenEnglishTest;
    }
  | { type: "edit.change"; draft: EditDraft }
  | { type: "edit.cancel" }
  | { type: "edit.submit" };

export type ProfileEditEmitted =
  /** The page shows this profile: the draft applied while saving, the snapshot back, the saved one. */
  | { type: "edit.applied"; profile: StudentProfile }
  | { type: "edit.restored"; profile: StudentProfile }
  | { type: "edit.saved"; profile: StudentProfile }
  | { type: "edit.succeeded" }
  | { type: "edit.failed" }
  /** The first field to fix, for focus. */
  | { type: "edit.invalid"; path: string }
  | { type: "edit.closed" };
