/**
 * The template generator's own sentences: the words it writes that carry no fact of the
 * student's. The SOP evaluation reads this list to say when an SOP is mostly template text.
 * (The generator fills it; kept in its own file so the evaluation does not load the generator.)
 *
 * Every string here appears in drafts exactly as written (template.ts writes these constants, a
 * test checks each one turns up in some draft). Sentences that carry a fact (a university, a
 * score, a project) are made in template.ts and are not listed. No imports: the evaluation loads
 * this file alone.
 */

/** Connecting sentences: written between the student's facts and answers. */
export const TEMPLATE_LINES = {
  openingBridge:
    "In this statement I describe how that interest grew through my studies and my work, what I hope to learn next, and where I want it to lead.",
  academicBridge:
    "The foundations I built there are the ones I now want to take further in graduate school.",
  formativeLead: "One experience in particular shaped how I think about this work.",
  experienceBridge: "Each of these taught me something that coursework alone could not.",
  programLead: "I chose this program with my goals in mind.",
  programBridge: "I believe it is the right place for the next step in my education.",
  careerBridge: "This program is the step between where I am now and where I want to be.",
  closeReady:
    "I am ready for the demands of graduate study, and I would bring to it the same commitment I have tried to show in the work described here.",
  closeCommunity:
    "I look forward to learning from, and contributing to, the community of this program.",
  closeThanks: "Thank you for considering my application.",
} as const;

/**
 * Bracketed prompts: written where the student gave too little, so they know what to add. A
 * draft never fills these gaps with invented facts.
 */
export const TEMPLATE_PROMPTS = {
  whyField:
    "[Add a sentence or two on what drew you to this field: a problem, a course, a person, a moment.]",
  academics:
    "[Add a sentence on your undergraduate studies: the university, the course and the subjects you did best in.]",
  experience:
    "[Add a paragraph on a project or experience that shaped you: what you did, with what tools, and what came of it (numbers help).]",
  target: "[Name the program and the university you are applying to.]",
  whyProgram:
    "[Add a sentence or two on why this program: the courses, labs, faculty or opportunities there that fit your goals.]",
  careerGoals:
    "[Add a sentence or two on your career goals: where you want to be right after the degree, and in ten years.]",
  tooShort:
    "[This draft is short: add detail to your answers, such as what you did, with what tools, and what came of it.]",
  tooLong: "[This draft is long: cut what repeats until it fits the program's word limit.]",
} as const;

/** Every fact-free sentence a draft may contain, connecting lines and prompts alike. */
export const TEMPLATE_SENTENCES: readonly string[] = [
  ...Object.values(TEMPLATE_LINES),
  ...Object.values(TEMPLATE_PROMPTS),
];
