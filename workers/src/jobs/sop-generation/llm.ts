/**
 * The optional SOP writer: an OpenAI-compatible chat-completions endpoint (a local server such as
 * llama.cpp's or vLLM's, or a hosted one), given the same facts the template uses and told not
 * to invent any. Nothing is downloaded: the endpoint is whatever LLM_BASE_URL names.
 *
 * Its answer is checked before it is used: a string of sensible length, not cut off by the
 * model's token limit, and naming nothing (no capitalised name, no number) that is not in the
 * facts or answers. Any failure throws an LlmError saying why; generateSop then writes the
 * template instead.
 */
import {
  countWords,
  SOP_DRAFT_WORDS,
  SOP_QUESTIONS,
  SOP_TEXT_MAX_CHARS,
  type SopAnswers,
} from "@gradplan/schema";
import {
  awardYear,
  clean,
  formatNumber,
  type GeneratorFacts,
  LIST_LIMITS,
  name,
  researchOf,
  sourceTexts,
  stateName,
} from "./facts";
import { GENERIC_NAMES, unsupportedTerms } from "./facts-check";

export interface LlmConfig {
  /** Up to and including the API version, e.g. http://127.0.0.1:8080/v1 (no trailing slash). */
  baseUrl: string;
  model: string;
  timeoutMs: number;
  /** Sent as a bearer token when set. */
  apiKey?: string | null;
}

/** The model's draft is used only within these bounds (the template aims at 700-1000). */
export const LLM_DRAFT_WORDS = {
  min: Math.round(SOP_DRAFT_WORDS.min / 2),
  max: Math.round(SOP_DRAFT_WORDS.max * 1.5),
} as const;

/** Low: a faithful draft, not a creative one. */
export const LLM_TEMPERATURE = 0.3;

export class LlmError extends Error {
  override name = "LlmError";
}

export const SYSTEM_PROMPT = [
  "You write the first draft of a graduate school statement of purpose for a student applying to a US Masters program.",
  "Write in the first person, as the student, in plain prose: paragraphs separated by blank lines, no title, no headings, no greeting, no signature, no lists, no markdown.",
  `Length: ${SOP_DRAFT_WORDS.min} to ${SOP_DRAFT_WORDS.max} words.`,
  "Structure, in this order: an opening on why this field (from the student's answer); academic background; projects, research and work experience; why this program; career goals; a short close.",
  "Do not restate test scores or the GPA: the application already carries them.",
  "Use only the facts and answers the user gives. Never invent anything: no names of people, professors, labs, courses, universities, companies, projects, awards, places or dates, and no numbers, that the user did not give. Anything not listed is unknown: do not mention it.",
  "Keep the student's own details and wording where you can; you may rephrase and connect them, but not add to them.",
  "Where a section has nothing to go on, write a bracketed prompt for the student instead, such as [Add a sentence on why this program].",
  "Answer with the statement's text only.",
].join("\n");

function line(label: string, value: string | null): string[] {
  return value ? [`${label}: ${value}`] : [];
}

/** The facts and answers as the user message: labelled lines, only what was given. */
export function userPrompt(facts: GeneratorFacts, answers: SopAnswers): string {
  const target = [name(facts.targetCourse), name(facts.targetUniversity)].filter(Boolean);
  const undergrad = [name(facts.undergradCourse), name(facts.undergradUniversity)].filter(Boolean);
  const { university, course } = facts.program ?? { university: null, course: null };
  const work = [
    facts.workMonths.fulltime > 0
      ? `${formatNumber(facts.workMonths.fulltime)} months full-time`
      : "",
    facts.workMonths.internship > 0
      ? `${formatNumber(facts.workMonths.internship)} months of internships`
      : "",
  ].filter(Boolean);
  const projects = facts.projects
    .filter((p) => name(p.title))
    .slice(0, LIST_LIMITS.namedProjects)
    .map((p) => `- ${name(p.title)}${clean(p.description) ? `: ${clean(p.description)}` : ""}`);
  const { titled, venues } = researchOf(facts);
  const research = titled.map(({ title, venue }) => `- ${title}${venue ? ` (${venue})` : ""}`);
  const roles = facts.workRoles
    .filter((w) => name(w.role))
    .slice(0, LIST_LIMITS.roles)
    .map((w) => `- ${name(w.role)}${name(w.organization) ? ` at ${name(w.organization)}` : ""}`);
  const activities = facts.activities
    .map(name)
    .filter(Boolean)
    .slice(0, LIST_LIMITS.activities)
    .map((a) => `- ${a}`);

  const facts_ = [
    ...line("Applying to", target.join(" at ") || null),
    ...line("Undergraduate course", undergrad.join(" at ") || null),
    // Scores and the GPA are not given: the application carries them, a draft need not.
    ...line(
      "The university (from the US federal IPEDS data)",
      university
        ? `${university.name}, ${university.city}, ${stateName(university.state)}${university.control ? `; ${university.control}` : ""}${university.researchTier ? `; research tier ${university.researchTier}` : ""}`
        : null,
    ),
    ...line(
      "Master's degrees it awarded in this field",
      course?.graduates
        ? `${course.graduates.count.toLocaleString("en-US")} in ${course.name.toLowerCase()} in ${awardYear(course.graduates.year)}`
        : null,
    ),
    ...line("Work experience", work.join(" and ") || null),
    ...(projects.length > 0 ? ["Projects:", ...projects] : []),
    ...(research.length > 0 ? ["Research:", ...research] : []),
    ...line("Published or presented in", venues.join(", ") || null),
    ...(roles.length > 0 ? ["Roles:", ...roles] : []),
    ...(activities.length > 0 ? ["Activities:", ...activities] : []),
  ];
  const said = (Object.keys(SOP_QUESTIONS) as (keyof SopAnswers)[]).map(
    (key) => `${SOP_QUESTIONS[key].label}\n${clean(answers[key]) || "(no answer)"}`,
  );
  return [
    "Facts from the student's profile:",
    ...(facts_.length > 0 ? facts_ : ["(none given)"]),
    "",
    "The student's answers:",
    said.join("\n\n"),
  ].join("\n");
}

/** What the text of an answer may carry around the draft: reasoning blocks, a code fence. */
function unwrap(content: string): string {
  return content
    .replace(/<think>[\s\S]*?<\/think>/gi, "")
    .trim()
    .replace(/^```[a-z]*\n([\s\S]*?)\n?```$/i, "$1")
    .replace(/\r\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown }; finish_reason?: unknown }[];
}

/** The draft from the endpoint, checked; throws LlmError with the reason otherwise. */
export async function writeWithLlm(
  facts: GeneratorFacts,
  answers: SopAnswers,
  config: LlmConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const body = JSON.stringify({
    model: config.model,
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: userPrompt(facts, answers) },
    ],
    temperature: LLM_TEMPERATURE,
    stream: false,
  });

  let answer: ChatCompletion;
  try {
    // The one signal covers the connection, the headers and the body.
    const signal = AbortSignal.timeout(config.timeoutMs);
    const res = await fetchImpl(url, { method: "POST", headers, body, signal });
    if (!res.ok) {
      const detail = clean((await res.text()).slice(0, 200));
      throw new LlmError(`the endpoint answered ${res.status}${detail ? `: ${detail}` : ""}`);
    }
    answer = (await res.json()) as ChatCompletion;
  } catch (error) {
    if (error instanceof LlmError) throw error;
    const e = error as Error;
    if (e.name === "TimeoutError" || e.name === "AbortError")
      throw new LlmError(`no answer within ${config.timeoutMs} ms`);
    if (e instanceof SyntaxError) throw new LlmError("the endpoint's answer is not JSON");
    const cause = (e.cause as Error | undefined)?.message;
    throw new LlmError(
      `the endpoint could not be reached: ${e.message}${cause ? ` (${cause})` : ""}`,
    );
  }

  const choice = Array.isArray(answer?.choices) ? answer.choices[0] : undefined;
  const content = choice?.message?.content;
  if (typeof content !== "string") throw new LlmError("the answer has no message content");
  if (choice?.finish_reason === "length")
    throw new LlmError("the model stopped at its token limit before finishing the draft");
  const text = unwrap(content);
  if (!text) throw new LlmError("the model's draft is empty");
  if (text.length > SOP_TEXT_MAX_CHARS)
    throw new LlmError(`the model's draft is longer than ${SOP_TEXT_MAX_CHARS} characters`);
  const words = countWords(text);
  if (words < LLM_DRAFT_WORDS.min || words > LLM_DRAFT_WORDS.max)
    throw new LlmError(
      `the model's draft has ${words} words, outside ${LLM_DRAFT_WORDS.min}-${LLM_DRAFT_WORDS.max}`,
    );
  const invented = unsupportedTerms(text, sourceTexts(facts, answers), { allow: GENERIC_NAMES });
  if (invented.length > 0)
    throw new LlmError(
      `the model's draft names what the student did not give: ${invented.slice(0, 5).join(", ")}`,
    );
  return text;
}
