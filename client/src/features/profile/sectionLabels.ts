/** The accessible names of each section's edit button and the titles of their modals (spec 1 section 2). */
import type { ProfileSection } from "./editDraft";

export const MODAL_TITLES: Record<ProfileSection, string> = {
  personal: "Update Personal Information",
  academic: "Update Academic Information",
  work: "Update Work Experience",
  tests: "Update Test Scores",
  conferences: "Update Conferences",
  research: "Update Research Information",
  extracurricular: "Update Extra Curricular Activities",
};

export const EDIT_BUTTON_NAMES: Record<ProfileSection, string> = {
  personal: "Edit personal information",
  academic: "Edit academic information",
  work: "Edit work experience",
  tests: "Edit test scores",
  conferences: "Edit conferences",
  research: "Edit research information",
  extracurricular: "Edit extra-curricular activities",
};
