/** The words of the "Suggest a correction" flow and of a course's sourced figures. */
export const CORRECTION_TEXT = {
  open: "Suggest a correction",
  openFor: (courseName: string) => `Suggest a correction for ${courseName}`,
  title: "Suggest a correction",
  intro: (courseName: string, universityName: string) =>
    `${courseName}, ${universityName}. Tell us the right figure and the page that shows it: staff check it against that page before it shows here.`,
  field: "What is wrong?",
  semester: "Semester",
  applicants: "Applicants",
  kind: "Which deadline",
  date: "The right date",
  toefl: "The right TOEFL minimum (0-120)",
  ielts: "The right IELTS minimum (0-9)",
  gre: "The right GRE minimum (260-340)",
  programUrl: "The program's page",
  source: "Source: the page that shows this figure",
  note: "Anything staff should know (optional)",
  cancel: "Cancel",
  submit: "Send correction",
  submitting: "Sending...",
  close: "Close",
  sourcedHeading: "Figures checked against a source",
  sourced: (date: string) => `Verified ${date}`,
  sourceLink: "Source",
  programPage: "Program page",
} as const;

export const APPLICANT_LABELS: Readonly<Record<string, string>> = {
  international: "International applicants",
  domestic: "Domestic applicants",
};

export const KIND_LABELS: Readonly<Record<string, string>> = {
  early_deadline: "Early deadline",
  priority_deadline: "Priority deadline",
  regular_deadline: "Regular deadline",
};
