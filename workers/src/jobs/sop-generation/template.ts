/**
 * The default SOP writer: a structured draft from the student's facts and answers, by fixed
 * rules (docs/sop.md). Paragraphs, in order: why this field, academic background, a formative
 * experience, projects / research / work / activities, why this program (the university's
 * catalogue facts and the student's answer), what the student would take and do there, career
 * goals, a close. The field's paragraphs follow the target's field (sop-template/fields.ts)
 * and the areas of it the student's own words point to, so drafts for different programs
 * differ in substance.
 *
 * It never invents: every name and number in a draft comes from the facts, the catalogue or the
 * answers; test scores and the GPA are never restated (the application carries them); a missing
 * fact leaves its sentence out, and a missing or thin answer leaves a bracketed prompt for the
 * student to fill. Deterministic: the same input gives the same text.
 */
import { SOP_DRAFT_WORDS, type SopAnswers } from "@gradplan/schema";
import {
  type AreaMatch,
  areasFor,
  coreOf,
  type Field,
  fieldOf,
  questionOf,
  rolesOf,
} from "../../sop-template/fields";
import {
  TEMPLATE_FRAMES as FRAME,
  fill,
  TEMPLATE_LINES as LINE,
  TEMPLATE_PROMPTS as PROMPT,
} from "../../sop-template/template-sentences";
import {
  awardYear,
  clean,
  countDraftWords,
  formatNumber,
  type GeneratorFacts,
  isThin,
  joinList,
  LIST_LIMITS,
  name,
  prose,
  researchOf,
  stateName,
} from "./facts";

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

/** The verbs profile-facts.ts opens an activity's clause with ("competed in hackathons..."). */
const ACTIVITY_VERBS = /^(competed|volunteered|took part|played|led)\b/;

/** A description as first-person prose: "Built a model." becomes "I built a model." */
function firstPerson(description: string): string {
  const text = prose(description);
  const first = text.split(" ", 1)[0]!.toLowerCase();
  return OPENING_VERBS.has(first) ? `I ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

/** A university's name mid-sentence: "the University of Utah", "Purdue University". */
function institution(text: string | null | undefined): string {
  const given = name(text);
  return /^(University|Institute|College|School|Academy|Polytechnic)\b/.test(given)
    ? `the ${given}`
    : given;
}

const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** "the Data Science program at Example University", or as much of it as was given; null if none. */
function targetName(facts: GeneratorFacts): string | null {
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

/** What the draft knows of the target's field: the family and the student's areas in it. */
interface Fit {
  field: Field;
  /** The field as prose: the catalogue's course name, else the family's label. */
  label: string;
  areas: AreaMatch[];
}

function fitOf(facts: GeneratorFacts, answers: SopAnswers): Fit | null {
  const course = facts.program?.course ?? null;
  const field = fieldOf(course?.name ?? facts.targetCourse, course?.degreeCode);
  if (!field) return null;
  const texts = [...Object.values(answers), ...facts.projects.map((p) => clean(p.description))];
  return {
    field,
    label: course ? course.name.toLowerCase() : (typedField(facts.targetCourse) ?? field.label),
    areas: areasFor(field, texts, 3),
  };
}

/** "MS in Robotics" as "robotics": the typed course without its degree, when that names a field. */
function typedField(course: string | null): string | null {
  const bare = name(course)
    .replace(
      /^(?:m\.?\s?s\.?c?|m\.?\s?eng|ms|master'?s?(?: of (?:science|engineering))?)\.?\s+(?:in\s+)?/i,
      "",
    )
    .trim();
  if (!bare || bare === name(course) || !fieldOf(bare)) return null;
  return bare.toLowerCase();
}

const areaList = (areas: readonly AreaMatch[]) => joinList(areas.map((a) => a.area));

function opening(
  facts: GeneratorFacts,
  answers: SopAnswers,
  fit: Fit | null,
  lean: Lean,
): string[] {
  const target = targetName(facts);
  const matched = fit?.areas.filter((a) => a.matched) ?? [];
  return [
    ...answer(answers.whyField, PROMPT.whyField),
    ...(target ? [fill(FRAME.target, { target })] : []),
    ...(fit && matched.length > 0 && !isThin(clean(answers.whyField))
      ? [
          fill(FRAME.fieldAreas, { field: fit.label, areas: areaList(matched) }),
          ...matched
            .filter((a) => !lean.has("questions") && questionOf(a.area))
            .map((a) =>
              fill(FRAME.areaQuestion, { area: capital(a.area), question: questionOf(a.area) }),
            ),
        ]
      : []),
  ];
}

/** Whether the undergraduate course is of the target's family already. */
function sameFamily(undergradCourse: string, fit: Fit): boolean {
  return fieldOf(undergradCourse)?.id === fit.field.id;
}

function academics(facts: GeneratorFacts, fit: Fit | null, lean: Lean): string[] {
  const university = institution(facts.undergradUniversity);
  const course = name(facts.undergradCourse);
  const sentences: string[] = [];
  if (course && university) sentences.push(fill(FRAME.undergradBoth, { course, university }));
  else if (course) sentences.push(fill(FRAME.undergradCourse, { course }));
  else if (university) sentences.push(fill(FRAME.undergradUniversity, { university }));
  else return [PROMPT.academics];
  if (fit && course) {
    const frame = sameFamily(course, fit) ? FRAME.sameField : FRAME.newField;
    sentences.push(fill(frame, { field: fit.label, depth: fit.field.depth }));
  }
  if (fit && !lean.has("core") && coreOf(fit.field))
    sentences.push(fill(FRAME.core, { core: coreOf(fit.field) }));
  return sentences;
}

function formative(answers: SopAnswers, fit: Fit | null): string[] {
  const said = prose(answers.formativeExperience);
  if (!said) return [PROMPT.experience];
  const sentences = answer(said, PROMPT.experience);
  // Only an area the experience itself points to, so the sentence is the student's, not ours.
  const shown = fit && areasFor(fit.field, [said], 1)[0];
  if (shown?.matched && !isThin(said))
    sentences.push(fill(FRAME.formativeArea, { area: shown.area }));
  return sentences;
}

function months(n: number, kind: string): string {
  return `${formatNumber(n)} ${n === 1 ? "month" : "months"} of ${kind}`;
}

function experience(facts: GeneratorFacts): string[] {
  const sentences: string[] = [];
  const projects = facts.projects.filter((p) => name(p.title));
  projects.slice(0, LIST_LIMITS.describedProjects).forEach((project, i) => {
    const title = name(project.title);
    const said = clean(project.description) ? firstPerson(project.description!) : "";
    // After a colon a plain word loses its capital ("a chatbot"); "I" and names keep theirs.
    const after =
      /^[A-Z](?:[a-z]|\s)/.test(said) && !/^I\s/.test(said)
        ? `${said.charAt(0).toLowerCase()}${said.slice(1)}`
        : said;
    // The first two carry their description in the same sentence, after a colon.
    const frames = said
      ? [FRAME.firstProjectSaid, FRAME.secondProjectSaid]
      : [FRAME.firstProject, FRAME.secondProject];
    const frame = frames[i];
    if (frame) sentences.push(fill(frame, { project: title, description: after }));
    else sentences.push(fill(FRAME.laterProject, { project: title }), ...(said ? [said] : []));
  });
  const more = projects
    .slice(LIST_LIMITS.describedProjects, LIST_LIMITS.namedProjects)
    .map((p) => name(p.title));
  if (more.length > 0) sentences.push(fill(FRAME.moreProjects, { projects: joinList(more) }));

  const { titled, venues } = researchOf(facts);
  const research = titled.map(({ title, venue }) =>
    venue && venue.toLowerCase() !== title.toLowerCase() ? `"${title}" (${venue})` : `"${title}"`,
  );
  if (research.length > 0) sentences.push(fill(FRAME.research, { research: joinList(research) }));
  if (venues.length > 0) sentences.push(fill(FRAME.venues, { venues: joinList(venues) }));

  const work = joinList(workMonths(facts));
  const roles = joinList(
    facts.workRoles
      .filter((w) => name(w.role))
      .slice(0, LIST_LIMITS.roles)
      .map((w) =>
        name(w.organization) ? `${name(w.role)} at ${name(w.organization)}` : name(w.role),
      ),
  );
  if (roles && work) sentences.push(fill(FRAME.rolesAndMonths, { roles, months: work }));
  else if (roles) sentences.push(fill(FRAME.roles, { roles }));
  else if (work) sentences.push(fill(FRAME.workMonths, { months: work }));

  const activities = facts.activities.map(name).filter(Boolean).slice(0, LIST_LIMITS.activities);
  const clauses = activities.filter((a) => ACTIVITY_VERBS.test(a));
  const named = activities.filter((a) => !ACTIVITY_VERBS.test(a));
  clauses.forEach((activity, i) => {
    sentences.push(fill(i === 0 ? FRAME.firstActivity : FRAME.laterActivity, { activity }));
  });
  if (named.length > 0) sentences.push(fill(FRAME.involvement, { activity: joinList(named) }));
  return sentences;
}

function workMonths(facts: GeneratorFacts): string[] {
  return [
    ...(facts.workMonths.fulltime > 0
      ? [months(facts.workMonths.fulltime, "full-time work experience")]
      : []),
    ...(facts.workMonths.internship > 0
      ? [months(facts.workMonths.internship, "internship experience")]
      : []),
  ];
}

/** "a public university with very high research activity (R1)". */
function universityKind(control: string | null, tier: string | null): string {
  const type = control ? `a ${control.toLowerCase()} university` : "a university";
  if (tier === "R1") return `${type} with very high research activity (R1)`;
  if (tier === "R2") return `${type} with high research activity (R2)`;
  return type;
}

function program(facts: GeneratorFacts, answers: SopAnswers, fit: Fit | null): string[] {
  const { university, course } = facts.program ?? { university: null, course: null };
  const sentences: string[] = [];
  if (university) {
    const place = `${university.city}, ${stateName(university.state)}`;
    const kind = universityKind(university.control, university.researchTier);
    sentences.push(
      fill(FRAME.university, { university: capital(institution(university.name)), kind, place }),
    );
  }
  if (course?.graduates && course.graduates.count > 0) {
    const { count, year } = course.graduates;
    sentences.push(
      fill(FRAME.programSize, {
        field: course.name.toLowerCase(),
        count: count.toLocaleString("en-US"),
        year: awardYear(year),
      }),
    );
  }
  if (sentences.length === 0) sentences.push(targetName(facts) ? LINE.programLead : PROMPT.target);
  sentences.push(...answer(answers.whyProgram, PROMPT.whyProgram));
  const named = institution(facts.targetUniversity);
  if (named && fit)
    sentences.push(
      fill(FRAME.facultyPrompt, { university: named, areas: areaList(fit.areas.slice(0, 2)) }),
    );
  return sentences;
}

/** What the student would take and do in the program: the field's areas the answers point to. */
function plan(facts: GeneratorFacts, fit: Fit | null, lean: Lean): string[] {
  if (!fit) return [];
  const [first, second, third] = fit.areas;
  if (!first) return [];
  const sentences = [
    fill(FRAME.courses, { courses: joinList(fit.areas.map((a) => a.courses)) }),
    fill(FRAME.firstWork, { work: first.work }),
  ];
  if (second) sentences.push(fill(FRAME.laterWork, { work: second.work }));
  if (third) {
    if (!lean.has("questions") && !third.matched && questionOf(third.area))
      sentences.push(
        fill(FRAME.areaQuestion, { area: capital(third.area), question: questionOf(third.area) }),
      );
    sentences.push(fill(FRAME.lastWork, { work: third.work }));
  }
  const project = facts.projects.map((p) => name(p.title)).find(Boolean);
  const { venues } = researchOf(facts);
  if (project) sentences.push(fill(FRAME.thesisProject, { project, area: first.area }));
  else if (venues.length > 0) sentences.push(fill(FRAME.thesisResearch, { area: first.area }));
  else sentences.push(fill(FRAME.thesisOwn, { area: first.area }));
  return sentences;
}

function career(facts: GeneratorFacts, answers: SopAnswers, fit: Fit | null, lean: Lean): string[] {
  const target = targetName(facts);
  const said = answer(answers.careerGoals, PROMPT.careerGoals);
  if (fit && clean(answers.careerGoals)) {
    if (!lean.has("roles") && rolesOf(fit.field))
      said.push(fill(FRAME.careerRoles, { field: fit.label, roles: rolesOf(fit.field) }));
    said.push(fill(FRAME.careerField, { field: fit.label, career: fit.field.career }));
  }
  return target ? said : [...said, LINE.careerBridge];
}

function close(facts: GeneratorFacts): string[] {
  const university = institution(facts.targetUniversity);
  const target = targetName(facts);
  return [
    university ? fill(FRAME.closeUniversity, { university }) : LINE.closeCommunity,
    target ? fill(FRAME.closeThanksTo, { target }) : LINE.closeThanks,
  ];
}

/**
 * The field's explanatory sentences a draft may leave out, in the order it does so when the
 * student's own material already fills the range: the foundations, the roles, what areas ask.
 */
type Lean = ReadonlySet<"core" | "roles" | "questions">;
const LEANER: Lean[] = [
  new Set(),
  new Set(["core"]),
  new Set(["core", "roles"]),
  new Set(["core", "roles", "questions"]),
];

/** The draft's paragraphs, without the explanatory sentences `lean` names. */
function paragraphsOf(facts: GeneratorFacts, answers: SopAnswers, lean: Lean): string[] {
  const fit = fitOf(facts, answers);
  return [
    opening(facts, answers, fit, lean),
    academics(facts, fit, lean),
    formative(answers, fit),
    experience(facts),
    program(facts, answers, fit),
    plan(facts, fit, lean),
    career(facts, answers, fit, lean),
    close(facts),
  ]
    .filter((sentences) => sentences.length > 0)
    .map((sentences) => capital(sentences.join(" ")));
}

/** The draft: paragraphs separated by blank lines. */
export function writeTemplateSop(facts: GeneratorFacts, answers: SopAnswers): string {
  let paragraphs: string[] = [];
  for (const lean of LEANER) {
    paragraphs = paragraphsOf(facts, answers, lean);
    if (countDraftWords(paragraphs.join(" ")) <= SOP_DRAFT_WORDS.max) break;
  }

  // Length prompts: too long always; too short only when no other prompt already asks for more.
  const text = paragraphs.join(" ");
  const words = countDraftWords(text);
  if (words > SOP_DRAFT_WORDS.max) paragraphs.push(PROMPT.tooLong);
  else if (words < SOP_DRAFT_WORDS.min && !Object.values(PROMPT).some((p) => text.includes(p)))
    paragraphs.push(PROMPT.tooShort);
  return paragraphs.join("\n\n");
}
