/**
 * Community results (spec 2, issue 16): the public submission of past application results. The
 * body's shapes are checked here with plain messages; the spec's messages come from
 * submitResultsIssues, which the service runs on what passes.
 */
import { z } from "zod";
import {
  MAX_APPLICATIONS,
  RESULTS_TEXT_MAX,
  type SubmitResultsAnswer,
  type SubmitResultsInput,
} from "../results";
import { defineRoute } from "./contract";
import { PATHS } from "./paths";

const tag = "Community results";

/** Longer text than any rule allows is refused by the rules, with their words; this stops floods. */
const TEXT_CAP = RESULTS_TEXT_MAX * 4;
const TOO_LONG = `At most ${TEXT_CAP} characters.`;
const text = z.string({ error: "Must be text." }).max(TEXT_CAP, TOO_LONG).nullish();
/** An object field: a list, a number or text there gets these words, not zod's. */
const group = <S extends z.ZodRawShape>(shape: S, what: string) =>
  z.object(shape, { error: `${what} must be an object.` });
const num = z.number({ error: "Must be a number." }).nullish();

const scores = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, num])) as Record<K, typeof num>;

const listAnswer = group(
  {
    enabled: z.boolean({ error: "Must be true or false." }).nullish(),
    items: z
      .array(z.string({ error: "Must be text." }).max(TEXT_CAP, TOO_LONG), {
        error: "items must be a list.",
      })
      .max(200)
      .nullish(),
  },
  "A yes/no answer with its items",
).nullish();

const application = group(
  {
    appliedUniversity: group(
      {
        universityId: z
          .union([z.string().max(20), z.number()], { error: "Must be an id." })
          .nullish(),
        universityName: text,
      },
      "appliedUniversity",
    ).nullish(),
    appliedCourse: text,
    appliedSemester: text,
    applicationDecision: text,
    notificationDate: text,
    notificationMethod: text,
  },
  "Each application",
);

export const submitResultsBody = group(
  {
    name: text,
    email: text,
    category: text,
    undergradUniversity: text,
    undergradCourse: text,
    currentEducationLevel: text,
    gpaFourScale: num,
    gpaTenScale: num,
    englishTestScores: group(
      { test: text, ...scores(["writing", "reading", "speaking", "listening"] as const) },
      "englishTestScores",
    ).nullish(),
    greScores: group(
      { test: text, ...scores(["verbal", "quantitative", "analytical_writing"] as const) },
      "greScores",
    ).nullish(),
    researchPaperDetails: listAnswer,
    conferences: listAnswer,
    extracurricularActivities: z
      .array(
        group(
          { activityType: text, organization: text, role: text, level: text, achievement: text },
          "Each activity",
        ),
        { error: "extracurricularActivities must be a list." },
      )
      .max(200)
      .nullish(),
    workEx: group({ fulltime: num, internship: num }, "workEx").nullish(),
    appliedToUniversities: z
      .array(application, { error: "appliedToUniversities must be a list." })
      .max(MAX_APPLICATIONS * 4)
      .nullish(),
  },
  "The body",
);

/** The body as the rules read it: every absent field null, ids as text. */
export function submitResultsInputOf(body: z.output<typeof submitResultsBody>): SubmitResultsInput {
  const n = <T>(value: T | undefined): T | null => (value === undefined ? null : value);
  const list = (answer: z.output<typeof listAnswer>) =>
    answer ? { enabled: n(answer.enabled), items: answer.items ?? [] } : null;
  return {
    name: n(body.name),
    email: n(body.email),
    category: n(body.category),
    undergradUniversity: n(body.undergradUniversity),
    undergradCourse: n(body.undergradCourse),
    currentEducationLevel: n(body.currentEducationLevel),
    gpaFourScale: n(body.gpaFourScale),
    gpaTenScale: n(body.gpaTenScale),
    englishTestScores: body.englishTestScores
      ? {
          test: n(body.englishTestScores.test) as never,
          writing: n(body.englishTestScores.writing),
          reading: n(body.englishTestScores.reading),
          speaking: n(body.englishTestScores.speaking),
          listening: n(body.englishTestScores.listening),
        }
      : null,
    greScores: body.greScores
      ? {
          test: n(body.greScores.test) as never,
          verbal: n(body.greScores.verbal),
          quantitative: n(body.greScores.quantitative),
          analytical_writing: n(body.greScores.analytical_writing),
        }
      : null,
    researchPaperDetails: list(body.researchPaperDetails),
    conferences: list(body.conferences),
    extracurricularActivities: (body.extracurricularActivities ?? []).map((a) => ({
      activityType: a.activityType ?? undefined,
      organization: a.organization ?? undefined,
      role: a.role ?? undefined,
      level: a.level ?? undefined,
      achievement: a.achievement ?? undefined,
    })) as SubmitResultsInput["extracurricularActivities"],
    workEx: body.workEx
      ? { fulltime: n(body.workEx.fulltime), internship: n(body.workEx.internship) }
      : null,
    appliedToUniversities: (body.appliedToUniversities ?? []).map((a) => ({
      appliedUniversity: a.appliedUniversity
        ? {
            universityId:
              a.appliedUniversity.universityId === null ||
              a.appliedUniversity.universityId === undefined
                ? null
                : String(a.appliedUniversity.universityId),
            universityName: n(a.appliedUniversity.universityName),
          }
        : null,
      appliedCourse: n(a.appliedCourse),
      appliedSemester: n(a.appliedSemester),
      applicationDecision: n(a.applicationDecision),
      notificationDate: n(a.notificationDate),
      notificationMethod: n(a.notificationMethod),
    })),
  };
}

export const resultsRoutes = {
  submitResults: defineRoute<SubmitResultsAnswer>()({
    name: "submitResults",
    method: "POST",
    path: PATHS.results.submitResults,
    guard: "public",
    summary:
      "Share past application results (no login; prefilled by the page when logged in). Name and email are optional and never shown. The same submission sent twice is stored once; an implausible one is held for staff review. Answers the spec's success message either way.",
    tag,
    body: submitResultsBody,
    statuses: {
      400: "A rule of the form is broken: `message` is the first, `errors` has each field's (spec 2 section 5).",
      429: "Too many submissions from this address.",
    },
  }),
} as const;
