/**
 * What an SOP names of a program, for the fit part: the people ("Professor Kolter", "Profs.
 * Pavlo and Mowry", "Andrew Pavlo's group"), labs and centres ("the Parallel Data Lab", "CyLab",
 * "the Center for Machine Learning and Health"), courses (codes such as "15-445" and titles after
 * "courses such as" or "take"), a research area at the program ("research in robotics") and the
 * program's features (a thesis option, a co-op), each a distinct reason by its key; and the
 * headings that make a paragraph about the program ("Why CMU?").
 */
import { matchKey } from "./document";
import { type NameMatcher, names, UNIVERSITY_NAME } from "./names";

export type ReasonKind = "person" | "lab" | "course" | "area" | "feature";

export interface ProgramReason {
  kind: ReasonKind;
  /** What makes two mentions the same reason: a person's surname, a lab's or course's name. */
  key: string;
  /** As written. */
  text: string;
}

/** A capitalised word of a name ("Kolter", "O'Brien", "Jean-Luc"), or an initial ("J."). */
const NAME_WORD = String.raw`(?!(?:Professors?|Profs?|Drs?|Doctor|The|I)\b)(?:\p{Lu}[\p{Ll}\p{Lu}'’-]*\p{L}|\p{Lu}\.)`;
const PERSON_NAME = String.raw`(?:${NAME_WORD})(?:\s+(?:${NAME_WORD})){0,3}`;
const PERSON_LIST = String.raw`${PERSON_NAME}(?:\s*,\s*(?:and\s+)?${PERSON_NAME}|\s+and\s+${PERSON_NAME}){0,12}`;

/** "Professor Zico Kolter", "Prof. Pavlo", "Dr. Iyer", "Professors Pavlo and Mowry". */
const TITLED_PEOPLE = new RegExp(
  String.raw`\b(?:Professors?|Profs?\.?|Drs?\.?|Doctor)\s+(${PERSON_LIST})`,
  "gu",
);
/** "Andrew Pavlo's group", "Kolter's lab" (not "Google's work": a group or lab only). */
const POSSESSIVE_GROUP = new RegExp(
  String.raw`(${PERSON_NAME})['’]s?\s+(?:[\p{L}-]+\s+){0,3}?(?:[Rr]esearch\s+)?(?:[Gg]roup|[Ll]ab|[Ll]aboratory|[Tt]eam)\b`,
  "gu",
);
/** "work with Andrew Pavlo", "research under Matt Fredrikson": a full name after working with. */
const WORK_WITH =
  /\b(?:work|working|research|study|collaborate|learn|learning)\s+(?:with|under|alongside)\s+((?:\p{Lu}\p{Ll}+)\s+(?:\p{Lu}\.\s+)?\p{Lu}[\p{Ll}'’-]+\p{Ll})/gu;
/** "led by Magdalena Balazinska and Dan Suciu": full names only ("led by Google" is not one). */
const LED_BY = new RegExp(
  String.raw`\b(?:led|headed|run|directed|supervised|advised)\s+by\s+(${PERSON_LIST})`,
  "gu",
);
/** "the Parallel Data Lab", "Robotics Institute", "CyLab", "the Center for Machine Learning and Health". */
const LABS = [
  /((?:\p{Lu}[\p{L}\p{N}&-]*\s+){1,5})(Lab|Labs|Laboratory|Laboratories|Group|Center|Centre|Institute|Initiative|Consortium)\b/gu,
  /(?<![\p{L}])\p{Lu}[\p{L}]*\p{Ll}Lab\b/gu,
  /\b(Lab|Laboratory|Center|Centre|Institute|Initiative)\s+(?:for|of|on)\s+(?:the\s+)?\p{Lu}[\p{L}-]*(?:\s+(?:(?:and|&|of|for|in)\s+)?\p{Lu}[\p{L}-]*){0,8}/gu,
];
/** A name that is a lab's or a group's, not a person's ("the Parallel Data Lab's work"). */
const LAB_WORD =
  /\b(?:Labs?|Laborator(?:y|ies)|Group|Center|Centre|Institute|Initiative|School|University|College)$/u;
/** Capitalised words that begin a sentence or a phrase, not a name ("The", "Its"). */
const LEADING = /^(?:(?:The|A|An|Its|Their|Your|Our|My|This|That|At|In|With|Both|And|Of)\s+)+/u;

/** A course code: "CS 229", "ECE 6254", "15-445", "10-701". */
const COURSE_CODES =
  /(?<![\p{L}\p{N}-])(?:[A-Z]{2,4}\s?-?\d{3,4}[A-Z]?|\d{2}-\d{3})(?![\p{L}\p{N}]|-\d)/gu;
const COURSE_CODE = new RegExp(COURSE_CODES.source, "u");
/** A course's title: capitalised words, with "of", "to", "for", "in", "&" inside. */
const TITLE = String.raw`["“]?\p{Lu}[\p{L}\p{N}+#-]*(?:\s+(?:(?:of|to|for|in|the|&|with|on)\s+)*\p{Lu}[\p{L}\p{N}+#-]*|\s+\d+){0,8}["”]?`;
const TITLE_LIST = String.raw`${TITLE}(?:\s*,\s*(?:and\s+|or\s+)?${TITLE}|\s+(?:and|or)\s+${TITLE}){0,12}`;
/** "courses such as Compilers and Deep Learning Systems", "a course titled Data Privacy". */
const NAMED_COURSES = new RegExp(
  String.raw`\b(?:courses?|class(?:es)?|electives?|seminars?|subjects?|curriculum)\b[^.;:]{0,40}?(?:\bon\b|\bin\b|\bcalled\b|\btitled\b|\bnamed\b|\bsuch as\b|\blike\b|\bincluding\b|:)\s+(${TITLE_LIST})`,
  "gu",
);
/** "take Advanced Database Systems", "taking 15-721". */
const TAKE_COURSE = new RegExp(
  String.raw`\b(?:take|taking|enrol(?:l)?(?:ing)?\s+in|audit(?:ing)?)\s+(?:the\s+)?(${TITLE_LIST})`,
  "gu",
);
/** A research area of the program: "research in robotics", "its strength in storage systems". */
const AREA_STOP =
  "is|are|was|were|be|which|that|who|whose|at|with|for|to|because|where|and|or|has|have|had|will|would|can|could|i|in|of|on|as|by|from|the|a|an|its|their|this|these|is|under|led|since|while|so";
const AREA_WORD = String.raw`(?!(?:${AREA_STOP})\b)\p{Ll}[\p{L}-]+`;
const AREA = new RegExp(
  String.raw`(?<!\b(?:[Mm]y|[Oo]ur|I)\s+(?:[\w-]+\s+)?)\b(?:research|strengths?|expertise|leadership|focus|(?<=['’]s\s+)work)\s+(?:in|on)\s+(${AREA_WORD}(?:\s+(?:and\s+)?${AREA_WORD}){0,3})`,
  "gu",
);
/** What a program offers beyond people, labs and courses. */
const FEATURE =
  /\b(thesis (?:option|track)|capstone|practicum|co-?op|industry (?:partners?|projects?|sponsored)|specialization|speciali[sz]ation|concentration|track in [\p{L} ]+?(?=[,.;]|$)|research assistant(?:ship)?s?|teaching assistant(?:ship)?s?)\b/giu;

/** Words a course title is not ("I", the university, a degree). */
const NOT_A_TITLE =
  /^(?:(?:I|I'm|My|The|This|It|Its|MS|M\.S\.|Master'?s?|PhD|Ph\.D\.|Computer Science|Engineering)$|(?:Professors?|Prof|Dr)\b)/u;

function clean(text: string): string {
  return text
    .replace(/["“”]/g, "")
    .replace(LEADING, "")
    .replace(/['’]s$/u, "")
    .trim();
}

function splitList(list: string): string[] {
  return list
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/u)
    .map(clean)
    .filter(Boolean);
}

function surname(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter((w) => !/^\p{Lu}\.$/u.test(w))
      .at(-1) ?? name
  )
    .replace(/['’]s?$/u, "")
    .toLowerCase();
}

/** Whether a capitalised phrase is (part of) a university's name, not a lab or course of it. */
function isUniversity(text: string, university: NameMatcher | null): boolean {
  if (text.length <= 120 && UNIVERSITY_NAME.test(text)) return true;
  return !!university && names(university, matchKey(text), text);
}

/**
 * The reasons one sentence names. `university` is the target's matcher: its own name is not a
 * lab ("Georgia Institute of Technology") nor a course.
 */
export function reasonsIn(text: string, university: NameMatcher | null): ProgramReason[] {
  const found: ProgramReason[] = [];
  const add = (kind: ReasonKind, key: string, shown: string) => {
    if (key) found.push({ kind, key: `${kind}:${key}`, text: shown });
  };
  for (const m of text.matchAll(TITLED_PEOPLE)) {
    for (const person of splitList(m[1]!)) add("person", surname(person), person);
  }
  for (const m of text.matchAll(POSSESSIVE_GROUP)) {
    const person = clean(m[1]!);
    if (!person || isUniversity(person, university) || LAB_WORD.test(person)) continue;
    add("person", surname(person), person);
  }
  for (const m of text.matchAll(LED_BY)) {
    for (const person of splitList(m[1]!)) {
      if (person.split(/\s+/).length < 2 || isUniversity(person, university)) continue;
      if (LAB_WORD.test(person)) continue;
      add("person", surname(person), person);
    }
  }
  for (const m of text.matchAll(WORK_WITH)) {
    const person = clean(m[1]!);
    if (isUniversity(person, university)) continue;
    add("person", surname(person), person);
  }
  for (const pattern of LABS) {
    for (const m of text.matchAll(pattern)) {
      const lab = clean(m[0]);
      if (lab.split(/\s+/).length < 2 && !/\p{Ll}Lab$/u.test(lab)) continue;
      // "the lab of Professor Kulkarni" is the professor's, found as a person.
      if (/\b(?:Professor|Prof|Dr)\b/u.test(lab)) continue;
      if (isUniversity(lab, university)) continue;
      add("lab", matchKey(lab), lab);
    }
  }
  for (const m of text.matchAll(COURSE_CODES)) {
    const code = m[0];
    // Test scores and years are not courses ("GRE 328", "TOEFL 110").
    if (/^(?:GRE|GPA|TOEFL|IELTS|SAT|ACT|GMAT|CGPA|RTX|GTX|ISO|IEEE)\b/u.test(code)) continue;
    add("course", code.replace(/[\s-]/g, "").toLowerCase(), code);
  }
  for (const pattern of [NAMED_COURSES, TAKE_COURSE]) {
    for (const m of text.matchAll(pattern)) {
      for (const title of splitList(m[1]!)) {
        if (NOT_A_TITLE.test(title) || isUniversity(title, university)) continue;
        if (COURSE_CODE.test(title)) continue;
        add("course", matchKey(title), title);
      }
    }
  }
  for (const m of text.matchAll(AREA)) add("area", matchKey(m[1]!), m[1]!);
  for (const m of text.matchAll(FEATURE)) add("feature", matchKey(m[1]!), m[1]!);
  return found;
}

/** At most this many research areas count as reasons: an area is the weakest reason. */
export const MAX_AREAS = 1;

/** Distinct reasons of several sentences, areas capped at `MAX_AREAS`. */
export function distinctReasons(all: readonly ProgramReason[]): ProgramReason[] {
  const seen = new Map<string, ProgramReason>();
  let areas = 0;
  for (const reason of all) {
    if (seen.has(reason.key)) continue;
    if (reason.kind === "area" && areas++ >= MAX_AREAS) continue;
    seen.set(reason.key, reason);
  }
  return [...seen.values()];
}

/**
 * A heading or opening question about the program: "Why CMU?", "Why Carnegie Mellon",
 * "Why this program?", "Program Fit", "Fit with the program".
 */
export const WHY_HEADING =
  /^\s*(?:\d+[.)]\s*)?(?:why\b[^.!?]{1,60}\??|(?:program(?:me)?|university|school)\s+fit\b|(?:my\s+)?fit\s+(?:with|for)\b)/iu;

/** A first-person sentence tying the program to the student's own work, interests or goals. */
export const LINK =
  /\b(my ([\w-]+ ){0,2}(projects?|research|work|thesis|internships?|experiences?|goals?|interests?|background|plans?)|builds? (directly )?on|related to|continue|extend|deepen|prepare me|help me|equip me|leads? to|aligns? (closely |well |directly )?with|matches|match my|complements?|close to (what|the work) I|the same (problems?|questions?)|i (want|hope|would like|plan|intend|aim|wish) to (work|research|contribute|join|learn|study|explore|take|pursue|collaborate|build)|i am (eager|keen|excited|interested) to|i would (love|like|be glad) to)\b/i;
