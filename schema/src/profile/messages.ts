/** The profile's messages, word for word from spec 1 sections 4, 5 and 8. */

export const PROFILE_MESSAGES = {
  required: "This field is required",
  dobRequired: "Date of birth is required",
  dobInvalid: "Please enter a valid date of birth.",
  gpaRequired: "GPA is required.",
  gpaNegative: "GPA should not contain negative number",
  gpaRange: (max: number) => `GPA must be between 0 and ${max}.`,
  toeflRange: (section: string) => `${section} score must be between 0 and 30 for TOEFL.`,
  sectionRequired: (section: string) => `${section} score is required.`,
  ieltsRange: (section: string) =>
    `${section} score must be between 0.0 and 9.0 in 0.5 increments for IELTS.`,
  greRange: (name: string, max: number) => `${name} score must be between 0 and ${max}.`,
  greRequired: "GRE scores are required.",
  toeflRequired: "TOEFL scores are required.",
  ieltsRequired: "IELTS scores are required.",
  englishTestRequired: "Please select english test.",
  workMonths: (type: string) => `${type} experience duration must be a positive number or zero.`,
  specializationRequired: "Please select at least one specialization.",
  conferenceRequired: "Please select at least one conference.",
  journalRequired: "Please select at least one journal.",
  activityTypeRequired: "Activity Type is required for each extra curricular activity",
  activityLevelRequired: "Level is required for activity",
  activityAchievementRequired: "Achievement is required for activity",
  activityIncomplete: "Please complete all fields for added activities.",
  updated: "Profile updated successfully",
  updateFailed: "Failed to update profile",
  fetchInfoFailed: "Error fetching student info",
  fetchStatsFailed: "Error fetching student stats",
  fetchStrengthFailed: "Error fetching student profile strength",
  updateInfoFailed: (detail: string) => `Error updating student info: ${detail}`,
  updateStatsFailed: (detail: string) => `Error updating student stats: ${detail}`,
  // Our own, where the spec is silent:
  specializationNotInArea: (code: string, area: string) =>
    `${code} is not a specialization of ${area}.`,
  internationalNeedsTest: "International students choose TOEFL or IELTS.",
  invalidOption: (field: string) => `Please choose a valid ${field}.`,
  wholeScore: (section: string) => `${section} score must be a whole number.`,
  halfStepScore: (section: string) => `${section} score must be in steps of 0.5.`,
  tooManyItems: (what: string, max: number) => `You can add at most ${max} ${what}.`,
  textTooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  invalidNationality: "Please choose a valid nationality (a two-letter country code).",
} as const;

/** Labels used inside the messages: 'Writing score is required.', 'Full-time experience ...'. */
export const SECTION_LABELS = {
  writing: "Writing",
  reading: "Reading",
  speaking: "Speaking",
  listening: "Listening",
  verbal: "Verbal",
  quantitative: "Quantitative",
  analytical_writing: "Analytical Writing",
} as const;

export const WORK_TYPE_LABELS = { full: "Full-time", internship: "Internship" } as const;
