/**
 * The default SOP writer: a structured draft from the student's facts and answers, by fixed
 * rules (docs/sop.md). Paragraphs, in order: why this field, academic background, a formative
 * experience, projects / research / work / activities, why this program, career goals, a close.
 *
 * It never invents: every name and number in a draft comes from the facts or the answers; a
 * missing fact leaves its sentence out, and a missing or thin answer leaves a bracketed prompt
 * (TEMPLATE_PROMPTS) for the student to fill. Deterministic: the same input gives the same text.
 */
import { SOP_DRAFT_WORDS, type SopAnswers, type SopFacts } from "@gradplan/schema";
import {
  clean,
  countDraftWords,
  formatNumber,
  isThin,
  joinList,
  LIST_LIMITS,
  name,
  prose,
  researchOf,
  strongTests,
} from "./facts";
import { TEMPLATE_LINES as LINE, TEMPLATE_PROMPTS as PROMPT } from "./template-sentences";

/**
 * Resume-style descriptions often begin with a past-tense verb and no subject ("Built a
 * classifier..."); the draft is in the first person, so these get an "I".
 */
const OPENING_VERBS = new Set(
  (
    "analysed analyzed built co-founded coded collected compared conducted contributed " +
    "coordinated created deployed designed developed engineered evaluated fabricated founded " +
    "helped implemented improved increased integrated launched led made maintained managed " +
    "measured mentored migrated modeled modelled optimised optimized organised organized " +
    "presented programmed prototyped published ran reduced researched simulated studied taught " +
    "tested trained used won worked wrote"
  ).split(" "),
);

/** A description as first-person prose: "Built a model." becomes "I built a model." */
function firstPerson(description: string): string {
  const text = prose(description);
  const first = text.split(" ", 1)[0]!.toLowerCase();
  return OPENING_VERBS.has(first) ? `I ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

/** A university's name mid-sentence: "the University of Utah", "Purdue University". */
function institution(text: string | null): string {
  const given = name(text);
  return /^(University|Institute|College|School|Academy|Polytechnic)\b/.test(given)
    ? `the ${given}`
    : given;
}

/** "the Data Science program at Example University", or as much of it as was given; null if none. */
function targetName(facts: SopFacts): string | null {
  const university = institution(facts.targetUniversity);
  const course = name(facts.targetCourse);
  if (course && university) return `the ${course} program at ${university}`;
  if (course) return `the ${course} program`;
  return university || null;
}

/** The student's answer, with a prompt after it when it is thin, or the prompt alone if empty. */
function answer(text: string, prompt: string): string[] {
  const said = prose(text);
  if (!said) return [prompt];
  return isThin(said) ? [said, prompt] : [said];
}

function opening(facts: SopFacts, answers: SopAnswers): string[] {
  const target = targetName(facts);
  return [
    ...answer(answers.whyField, PROMPT.whyField),
    ...(target ? [`I am now applying to ${target} to take that interest further.`] : []),
    LINE.openingBridge,
  ];
}

function academics(facts: SopFacts): string[] {
  const university = institution(facts.undergradUniversity);
  const course = name(facts.undergradCourse);
  const sentences: string[] = [];
  if (course && university)
    sentences.push(`My undergraduate course is ${course} at ${university}.`);
  else if (course) sentences.push(`My undergraduate course is ${course}.`);
  else if (university) sentences.push(`I did my undergraduate studies at ${university}.`);
  else sentences.push(PROMPT.academics);

  if (facts.gpa !== null)
    sentences.push(`My GPA is ${formatNumber(facts.gpa)} on a four-point scale.`);
  const tests = strongTests(facts).map(({ name: test, score }) =>
    test === "GRE"
      ? `a GRE total of ${formatNumber(score)}`
      : test === "TOEFL"
        ? `a TOEFL score of ${formatNumber(score)}`
        : `an IELTS band of ${formatNumber(score)}`,
  );
  if (tests.length > 0) sentences.push(`I have ${joinList(tests)}.`);
  if (course || university) sentences.push(LINE.academicBridge);
  return sentences;
}

function formative(answers: SopAnswers): string[] {
  const said = prose(answers.formativeExperience);
  if (!said) return [PROMPT.experience];
  return [LINE.formativeLead, ...answer(said, PROMPT.experience)];
}

function months(n: number, kind: string): string {
  return `${formatNumber(n)} ${n === 1 ? "month" : "months"} of ${kind}`;
}

function experience(facts: SopFacts): string[] {
  const sentences: string[] = [];
  const projects = facts.projects.filter((p) => name(p.title));
  projects.slice(0, LIST_LIMITS.describedProjects).forEach((project, i) => {
    const title = name(project.title);
    sentences.push(
      i === 0
        ? `One of my projects is ${title}.`
        : i === 1
          ? `Another is ${title}.`
          : `I also worked on ${title}.`,
    );
    if (clean(project.description)) sentences.push(firstPerson(project.description!));
  });
  const more = projects
    .slice(LIST_LIMITS.describedProjects, LIST_LIMITS.namedProjects)
    .map((p) => name(p.title));
  if (more.length > 0) sentences.push(`My other projects include ${joinList(more)}.`);

  const { titled, venues } = researchOf(facts);
  const research = titled.map(({ title, venue }) =>
    venue && venue.toLowerCase() !== title.toLowerCase() ? `"${title}" (${venue})` : `"${title}"`,
  );
  if (research.length > 0) sentences.push(`My research includes ${joinList(research)}.`);
  if (venues.length > 0) sentences.push(`My work has appeared in ${joinList(venues)}.`);

  const work = [
    ...(facts.workMonths.fulltime > 0
      ? [months(facts.workMonths.fulltime, "full-time work experience")]
      : []),
    ...(facts.workMonths.internship > 0
      ? [months(facts.workMonths.internship, "internship experience")]
      : []),
  ];
  if (work.length > 0) sentences.push(`I have ${joinList(work)}.`);

  const roles = facts.workRoles
    .filter((w) => name(w.role))
    .slice(0, LIST_LIMITS.roles)
    .map((w) =>
      name(w.organization) ? `${name(w.role)} at ${name(w.organization)}` : name(w.role),
    );
  if (roles.length > 0) sentences.push(`I have worked as ${joinList(roles)}.`);

  const activities = facts.activities.map(name).filter(Boolean).slice(0, LIST_LIMITS.activities);
  if (activities.length > 0)
    sentences.push(`Outside my coursework, I have been involved in ${joinList(activities)}.`);

  if (sentences.length > 0) sentences.push(LINE.experienceBridge);
  return sentences;
}

function program(facts: SopFacts, answers: SopAnswers): string[] {
  return [
    targetName(facts) ? LINE.programLead : PROMPT.target,
    ...answer(answers.whyProgram, PROMPT.whyProgram),
    LINE.programBridge,
  ];
}

function career(facts: SopFacts, answers: SopAnswers): string[] {
  const target = targetName(facts);
  const bridge = target
    ? `${target.charAt(0).toUpperCase()}${target.slice(1)} is the step between where I am now and where I want to be.`
    : LINE.careerBridge;
  return [...answer(answers.careerGoals, PROMPT.careerGoals), bridge];
}

function close(facts: SopFacts): string[] {
  const university = institution(facts.targetUniversity);
  return [
    LINE.closeReady,
    university
      ? `I look forward to learning from, and contributing to, the community at ${university}.`
      : LINE.closeCommunity,
    LINE.closeThanks,
  ];
}

/** The draft: paragraphs separated by blank lines. */
export function writeTemplateSop(facts: SopFacts, answers: SopAnswers): string {
  const paragraphs = [
    opening(facts, answers),
    academics(facts),
    formative(answers),
    experience(facts),
    program(facts, answers),
    career(facts, answers),
    close(facts),
  ]
    .filter((sentences) => sentences.length > 0)
    .map((sentences) => sentences.join(" "));

  // Length prompts: too long always; too short only when no other prompt already asks for more.
  const text = paragraphs.join(" ");
  const words = countDraftWords(text);
  if (words > SOP_DRAFT_WORDS.max) paragraphs.push(PROMPT.tooLong);
  else if (words < SOP_DRAFT_WORDS.min && !Object.values(PROMPT).some((p) => text.includes(p)))
    paragraphs.push(PROMPT.tooShort);
  return paragraphs.join("\n\n");
}
