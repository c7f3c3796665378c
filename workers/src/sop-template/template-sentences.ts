/**
 * The template generator's own wording: the sentences it writes that carry no fact of the
 * student's, and the frames of the sentences that do. The SOP evaluation reads TEMPLATE_SENTENCES
 * to say when an SOP is mostly template text, and may read TEMPLATE_FRAMES to mark a sentence
 * built on a frame. (Kept with the field data outside the generator's folder: the evaluation
 * reads the wording without loading the generator, and no job reaches into another's folder.)
 *
 * Every string here appears in drafts exactly as written, a frame once its {slots} are filled
 * (the generator's template.ts writes only these; its test checks each turns up in some draft).
 * A frame's slot takes a fact of the student's or of the program (a university, a project, a
 * city) or a phrase of the field's (fields.ts: an area such as "machine learning", the courses
 * it means).
 */
import { coreOf, FIELDS, questionOf, rolesOf } from "./fields";

/** Connecting sentences: written between the student's facts and answers. */
export const TEMPLATE_LINES = {
  programLead: "I chose this program with my goals in mind.",
  careerBridge: "This program is the step between where I am now and where I want to be.",
  closeCommunity:
    "I look forward to learning from, and contributing to, the community of this program.",
  closeThanks: "Thank you for considering my application.",
} as const;

/** Sentences with slots ({name}), in the order a draft may use them. */
export const TEMPLATE_FRAMES = {
  target: "I am now applying to {target}.",
  fieldAreas: "Within {field}, my interest points most directly to {areas}.",
  undergradBoth: "I studied {course} at {university}.",
  undergradCourse: "I studied {course}.",
  undergradUniversity: "I did my undergraduate studies at {university}.",
  areaQuestion: "{area} asks {question}.",
  sameField: "Graduate study in {field} would take that course further, and it asks for {depth}.",
  newField: "Moving into {field}, I would build on that course while adding {depth}.",
  core: "I would begin with the foundations of the field: {core}.",
  formativeArea: "It is also the clearest reason I want to study {area}.",
  firstProject: "One of my projects is {project}.",
  firstProjectSaid: "One of my projects is {project}: {description}",
  secondProject: "Another is {project}.",
  secondProjectSaid: "Another is {project}: {description}",
  laterProject: "I also worked on {project}.",
  moreProjects: "My other projects include {projects}.",
  research: "My research includes {research}.",
  venues: "My work has appeared in {venues}.",
  workMonths: "I have {months}.",
  roles: "I have worked as {roles}.",
  rolesAndMonths: "I have worked as {roles}, with {months} in all.",
  firstActivity: "Outside my coursework, I {activity}.",
  laterActivity: "I also {activity}.",
  involvement: "I have also been involved in {activity}.",
  university: "{university} is {kind} in {place}.",
  programSize: "It awarded {count} master's degrees in {field} in {year}.",
  facultyPrompt:
    "[Name the professors, labs and courses at {university} that match your interest in {areas}, from the program's own pages, and say what draws you to each.]",
  courses: "In the program I would take {courses}.",
  firstWork: "Beyond coursework, I would {work}.",
  laterWork: "I would also {work}.",
  lastWork: "And I would {work}.",
  thesisProject:
    "If the program offers a thesis or an independent project, I would use it to take {project} further in {area}.",
  thesisResearch:
    "A thesis, if the program offers one, would carry my published research into {area}.",
  thesisOwn:
    "If the program offers a thesis or an independent project, I would use it to carry out a project of my own in {area}.",
  careerRoles: "In {field}, that path runs through roles such as {roles}.",
  careerField: "A master's in {field} is the right preparation for that path, because {career}.",
  closeUniversity:
    "I look forward to learning from, and contributing to, the community at {university}.",
  closeThanksTo: "Thank you for considering my application to {target}.",
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

/** A frame with its slots filled: fill(TEMPLATE_FRAMES.courses, { courses: "..." }). */
export function fill(frame: string, slots: Record<string, string>): string {
  return frame.replace(/\{(\w+)\}/g, (whole, key: string) => slots[key] ?? whole);
}

/** A frame as a pattern for a whole sentence: each slot stands for any text. */
export function framePattern(frame: string): RegExp {
  const parts = frame.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(".+?")}$`, "i");
}

/**
 * Frames of fewer fixed words than this ("I have {months}.", "{university} is {kind} in
 * {place}.") match many sentences of real SOPs (the development set had 56 such sentences in
 * 16 SOPs), so they are not used to recognise the generator's wording.
 */
const MIN_FIXED_WORDS = 5;

const FRAME_PATTERNS = Object.values(TEMPLATE_FRAMES)
  .filter(
    (frame) =>
      frame
        .replace(/\{\w+\}/g, " ")
        .split(/\s+/)
        .filter((w) => /\p{L}/u.test(w)).length >= MIN_FIXED_WORDS,
  )
  .map(framePattern);

/**
 * Whether a sentence was built on one of the frames, for the evaluation to mark a generator
 * sentence that carries a student's fact.
 */
export function matchesFrame(sentence: string): boolean {
  const s = sentence.trim();
  return FRAME_PATTERNS.some((p) => p.test(s));
}

const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/**
 * The field's sentences that carry no fact of the student's: a frame filled with a field's own
 * phrases only (what an area asks, what one would do in it, the field's depth, foundations,
 * roles and career under its family's label). A program whose catalogue name is not its
 * family's label ("aerospace engineering") writes the label-bearing ones with its own name.
 */
export const FIELD_SENTENCES: readonly string[] = [
  ...new Set(
    FIELDS.flatMap((field) => {
      const labelled = { field: field.label, depth: field.depth };
      return [
        ...field.areas.flatMap((a) => [
          ...(questionOf(a.area)
            ? [
                fill(TEMPLATE_FRAMES.areaQuestion, {
                  area: capital(a.area),
                  question: questionOf(a.area),
                }),
              ]
            : []),
          fill(TEMPLATE_FRAMES.firstWork, { work: a.work }),
          fill(TEMPLATE_FRAMES.laterWork, { work: a.work }),
          fill(TEMPLATE_FRAMES.lastWork, { work: a.work }),
          fill(TEMPLATE_FRAMES.formativeArea, { area: a.area }),
          fill(TEMPLATE_FRAMES.thesisResearch, { area: a.area }),
          fill(TEMPLATE_FRAMES.thesisOwn, { area: a.area }),
        ]),
        ...(coreOf(field) ? [fill(TEMPLATE_FRAMES.core, { core: coreOf(field) })] : []),
        fill(TEMPLATE_FRAMES.sameField, labelled),
        fill(TEMPLATE_FRAMES.newField, labelled),
        ...(rolesOf(field)
          ? [fill(TEMPLATE_FRAMES.careerRoles, { field: field.label, roles: rolesOf(field) })]
          : []),
        fill(TEMPLATE_FRAMES.careerField, { field: field.label, career: field.career }),
      ];
    }),
  ),
];

/**
 * Every fact-free sentence a draft may contain: connecting lines, prompts and the field's
 * sentences.
 */
export const TEMPLATE_SENTENCES: readonly string[] = [
  ...Object.values(TEMPLATE_LINES),
  ...Object.values(TEMPLATE_PROMPTS),
  ...FIELD_SENTENCES,
];
