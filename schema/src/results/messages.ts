/** The submit-results form's messages, word for word from spec 2 sections 5 and 8. */
import { NOTIFICATION_YEARS_BACK } from "./constants";

export const SUBMIT_RESULTS_MESSAGES = {
  categoryRequired: "Category is required.",
  undergradUniversityRequired: "Undergrad university is required.",
  undergradCourseRequired: "Undergrad course is required.",
  currentEducationLevelRequired: "Current education level is required.",
  englishTestRequired: "English test selection is required.",
  aptitudeTestRequired: "Aptitude test selection is required.",
  applicationsRequired: "At least one university must be applied to.",
  universityRequired: "University is required.",
  appliedCourseRequired: "Course applied to is required.",
  decisionRequired: "Application decision is required.",
  semesterRequired: "Semester applied is required.",
  invalidNotificationDate: "Invalid notification date.",
  submitted: "Details submitted successfully",
  submissionFailed: (message: string) => `Details submission failed: ${message}`,
  correctErrors: "Please correct the errors indicated in the form.",
  // Our own, where the spec is silent (or elides the words: 'Please select or enter at least one ...'):
  gpaRequired: "GPA is required: enter it on the 4-point or the 10-point scale.",
  internationalNeedsEnglishTest: "International students must choose TOEFL or IELTS, not None.",
  futureNotificationDate: "Notification date cannot be after today.",
  oldNotificationDate: (year: string) =>
    `Notification date cannot be before ${year}: please share results from the last ${NOTIFICATION_YEARS_BACK} years.`,
  conferenceRequired: "Please select or enter at least one conference.",
  journalRequired: "Please select or enter at least one journal.",
} as const;
