/**
 * The resume page's own texts (titles, notes, hints). The spec's messages and thresholds live in
 * @gradplan/schema; these are ours where the spec names a card but not its words.
 */
import { RESUME_MESSAGES } from "@gradplan/schema";

export const RESUME_TEXT = {
  title: "Resume Evaluation",
  lead: "Upload your resume as a .docx file to see its score, what works and what to improve.",
  empty: "Upload your resume to see this.",
  loading: "Loading your resume evaluation",
  retry: "Try again",
  cards: {
    score: "Resume Score",
    readability: "Readability",
    category: "Category",
    upload: "Your Resume",
    length: "Length",
    sentiment: "Sentiment Analysis",
    improve: "How to Improve your Resume Score",
    references: "References",
    faqs: "FAQs",
  },
  addNew: "Add New Resume",
  update: "Update Resume",
  noResume: "No resume evaluated yet.",
  updateNeedsResume: "Add a resume first; you can then update it with a new version.",
  /** Why 'Add New Resume' is disabled: the spec's words, then what is still possible. */
  atLimit: `${RESUME_MESSAGES.limit} Use Update Resume to evaluate a new version of your latest one.`,
  readabilityScale: "Flesch reading ease, out of 100. 40-60 is suitable for a resume.",
  lengthGuidance: "Aim for 1-2 pages, roughly 250-500 words.",
  sentimentScale: "How positive your wording reads, from 0% (negative) to 100% (very positive).",
  nothingToChange: "Nothing to change here.",
  grammarHeading: "Grammar",
  noGrammar: "No grammar corrections suggested.",
  modal: {
    addTitle: "Add Resume",
    updateTitle: "Update Resume",
    nameLabel: "Resume name",
    nameKeptNote: "An update keeps the resume's name and replaces its evaluation.",
    fileLabel: "Resume file (.docx)",
    noFile: "No file selected.",
    selectedFile: "Selected file:",
    submit: "Upload and Evaluate",
    cancel: "Cancel",
    uploading: "Evaluating your resume",
  },
} as const;

/** What a readability value means for a resume (Flesch: higher reads easier). */
export function readabilityMeaning(value: number): string {
  if (value >= 40 && value <= 60) return "Suitable for a resume.";
  if (value < 40) return "Harder to read than suitable: use shorter sentences and plainer words.";
  return "Simpler than suitable: add specific, technical detail to your points.";
}

/** What a sentiment percentage means, on the same bands as its colour. */
export function sentimentMeaning(percent: number): string {
  if (percent > 80) return "Overly positive: let results speak instead of superlatives.";
  if (percent >= 60) return "Positive and confident.";
  if (percent >= 40) return "Neutral: stronger action verbs would help.";
  return "Negative: reframe setbacks around what you achieved or learned.";
}
