/**
 * The SOP page's own texts (titles, labels, notes). The spec's messages, limits and the
 * generator's questions live in @gradplan/schema; these are ours where the issue names a part of
 * the page but not its words.
 */
import { SOP_LIMIT, type SopOrigin, type SopSummary } from "@gradplan/schema";

export const SOP_TEXT = {
  title: "SOP Evaluation",
  lead: "Write, paste or upload your Statement of Purpose and see its score, what works and what to change. Keep one SOP for each program you apply to.",
  list: {
    heading: "Your SOPs",
    loading: "Loading your SOPs",
    failed: "We could not load your SOPs.",
    retry: "Try again",
    notEvaluated: "Not evaluated",
    open: "Open",
    opened: "Open in the editor",
    download: "Download .docx",
    remove: "Delete",
  },
  empty: {
    title: "No SOPs yet",
    body: "An SOP tells a program why you, why this field and why them, in 500-1200 words. Start from your own answers to four questions, or bring a draft you already have.",
    generate: "Write a draft with us",
    paste: "Paste or upload your SOP",
  },
  /** The name and program fields, the same in the editor, the upload and the draft writer. */
  program: {
    name: "SOP name",
    university: "Target university (optional)",
    course: "Target course (optional)",
  },
  editor: {
    heading: "Editor",
    newHeading: "New SOP",
    text: "Your SOP",
    textHint: "Paste your SOP or write it here.",
    evaluate: "Evaluate",
    reEvaluate: "Evaluate again",
    upload: "Upload .docx",
    download: "Download .docx",
    newSop: "New SOP",
    generate: "Write a draft with us",
    loading: "Opening your SOP",
    loadFailed: "We could not open this SOP.",
    retry: "Try again",
    evaluating: "Evaluating your SOP",
    reEvaluateNote: "Evaluating saves what is in the editor as this SOP's text.",
  },
  draft: {
    evaluate: "Evaluate this draft",
  },
  results: {
    heading: "Evaluation",
    none: "Evaluate your SOP to see its score, each part's comments and the grammar corrections here.",
    notYet: "This SOP has not been evaluated yet. Evaluate it to see its score.",
    score: "SOP Score",
    warnings: "Read this first",
    parts: "Part by part",
    noComments: "Nothing to change here.",
    readability: "Readability",
    readabilityScale: "Flesch reading ease, out of 100. 30-65 reads well for an SOP.",
    grammar: "Grammar and spelling",
    noGrammar: "No grammar or spelling issues found",
    words: "Words",
  },
  generate: {
    title: "Write a draft with us",
    intro:
      "Answer in your own words: the draft uses your answers and your profile, and never invents facts. Answer at least one question; the more you give, the more the draft is yours.",
    submit: "Write my draft",
    cancel: "Cancel",
    close: "Close",
    generating: "Writing your draft",
  },
  upload: {
    addTitle: "Upload your SOP (.docx)",
    replaceTitle: "Replace with a .docx",
    replaceNote:
      "The file's text replaces the text of the SOP open in the editor, which is then evaluated again.",
    file: "SOP file (.docx)",
    noFile: "No file selected.",
    selectedFile: "Selected file:",
    submit: "Upload and Evaluate",
    cancel: "Cancel",
    uploading: "Evaluating your SOP",
    docxOnly: "Only .docx files, up to 2 MB, with the SOP's text as text (not images).",
  },
  remove: {
    title: "Delete this SOP?",
    cancel: "Cancel",
    confirm: "Delete",
    removing: "Deleting…",
    /** When the server gives no reason the student can act on. */
    failed: "We could not delete this SOP right now. Please try again.",
  },
  faqs: "FAQs",
} as const;

export const ORIGIN_LABEL: Record<SopOrigin, string> = {
  generated: "Draft we wrote",
  pasted: "Pasted",
  uploaded: "Uploaded",
};

/** "3 of 10 SOPs". */
export function countText(count: number): string {
  return `${count} of ${SOP_LIMIT} SOPs`;
}

export function removeQuestion(sop: Pick<SopSummary, "sop_name">): string {
  return `"${sop.sop_name}" and its evaluation will be deleted. This cannot be undone.`;
}
