/**
 * Request schemas shared by several routes (and by the GraphQL resolvers over the same
 * services): path ids, the suggestion query, paging, the search filters body. The messages are
 * the API's answers, word for word.
 */
import { z } from "zod";
import { normalizeSearchQuery, SEARCH_MESSAGES, SEARCH_QUERY_MAX_LENGTH } from "../search";
import { SHORTLIST_MESSAGES, SHORTLIST_STATUSES } from "../shortlist/status";
import {
  DEFAULT_FILTERS,
  DEFAULT_SEARCH_SORT,
  isSearchSort,
  pageRequest,
  SEARCH_NAME_MAX_LENGTH,
  SEARCH_ORDER_MESSAGES,
  SEARCH_SORTS,
  type SearchSort,
} from "../university-search";
import { preferencesSchema, universityFiltersSchema } from "../university-search.schemas";

export const DETAILS_MESSAGES = {
  badUniversityId: "universityId must be a positive whole number.",
  badCourseId: "courseId must be a positive whole number.",
  universityNotFound: "We could not find this university.",
  courseNotFound: "We could not find this course.",
} as const;

/** Catalogue and popup ids are PostgreSQL integers (as GraphQL's Int): nothing above this exists. */
export const MAX_ID = 2_147_483_647;

/** A positive whole number written plainly ("12", not "012", "1e1" or "12.0"), at most MAX_ID. */
export function positiveId(message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((value, ctx) => {
      const id = Number(value);
      if (
        !Number.isSafeInteger(id) ||
        id <= 0 ||
        id > MAX_ID ||
        String(value).trim() !== String(id)
      ) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return id;
    })
    .meta({ description: "A positive whole number." });
}

export const universityIdSchema = positiveId(DETAILS_MESSAGES.badUniversityId);
export const courseIdSchema = positiveId(DETAILS_MESSAGES.badCourseId);

export const studentParams = z.object({ student_id: z.string() });
export const universityParams = z.object({ universityId: universityIdSchema });
export const courseParams = z.object({ courseId: courseIdSchema });

/** A suggestion box's text, normalized (spaces, case); absent reads as empty. */
export const searchQuerySchema = z
  .string({ error: SEARCH_MESSAGES.notAString })
  .nullish()
  .transform((raw) => normalizeSearchQuery(raw ?? ""))
  .refine((query) => query.length <= SEARCH_QUERY_MAX_LENGTH, SEARCH_MESSAGES.tooLong);

export const suggestionQuery = z.object({ searchQuery: searchQuerySchema });

/** page (from 1) and limit (at most 10), as the query string carries them. */
const pageFields = {
  page: z
    .unknown()
    .optional()
    .meta({ type: "integer", minimum: 1, description: "From 1; default 1." }),
  limit: z
    .unknown()
    .optional()
    .meta({ type: "integer", minimum: 1, description: "At most 10; default 10." }),
};

/** page (from 1) and limit (at most 10): `pageRequest`'s rule and messages. */
export const pageQuery = z.object(pageFields).transform((query, ctx) => {
  const paging = pageRequest(query.page, query.limit);
  if ("error" in paging) {
    ctx.addIssue({ code: "custom", message: paging.error });
    return z.NEVER;
  }
  return paging;
});

/** The search's order and name (issue 32): an unknown order or a bad name is a 400 that says so. */
export function searchOrderRequest(
  sort: unknown,
  name: unknown,
): { sort: SearchSort; name: string } | { error: string } {
  const given = (v: unknown) => v !== undefined && v !== null && v !== "";
  const chosen = given(sort) ? sort : DEFAULT_SEARCH_SORT;
  if (!isSearchSort(chosen)) return { error: SEARCH_ORDER_MESSAGES.sort };
  if (given(name) && typeof name !== "string") return { error: SEARCH_ORDER_MESSAGES.name };
  const text = normalizeSearchQuery(typeof name === "string" ? name : "");
  if (text.length > SEARCH_NAME_MAX_LENGTH) return { error: SEARCH_ORDER_MESSAGES.name };
  return { sort: chosen, name: text };
}

/** filter-universities' query: the page, the order and the name a search page asks for. */
export const searchPageQuery = z
  .object({
    ...pageFields,
    sort: z
      .unknown()
      .optional()
      .meta({
        type: "string",
        enum: [...SEARCH_SORTS],
        description:
          "best (default: rank, then program size), chance (high to low; the student's route only), tuition (low to high), size (largest first). Unknown figures last.",
      }),
    name: z.unknown().optional().meta({
      type: "string",
      maxLength: SEARCH_NAME_MAX_LENGTH,
      description: "Part of a university's name or alias, or of a program's name.",
    }),
  })
  .transform((query, ctx) => {
    const paging = pageRequest(query.page, query.limit);
    const order = searchOrderRequest(query.sort, query.name);
    const error = "error" in paging ? paging.error : "error" in order ? order.error : null;
    if (error !== null || "error" in paging || "error" in order) {
      ctx.addIssue({ code: "custom", message: error ?? "" });
      return z.NEVER;
    }
    return { ...paging, ...order };
  });

export const filterUniversitiesBody = z.object({
  filters: universityFiltersSchema.optional().transform((filters) => filters ?? DEFAULT_FILTERS),
});

export const addCourseBody = z.object({
  studentId: z.string({ error: "studentId is required." }),
  course: z.object(
    {
      course_id: z.coerce
        .number({ error: DETAILS_MESSAGES.badCourseId })
        .int(DETAILS_MESSAGES.badCourseId)
        .positive(DETAILS_MESSAGES.badCourseId),
    },
    { error: "course must be an object with a course_id." },
  ),
});
export type AddCourseInput = z.output<typeof addCourseBody>;

export const editPreferencesBody = z.object({ preferences: preferencesSchema });

/** The text fields of a resume upload (the file is its own part). */
export const resumeUploadFields = z.object({
  resumeName: z.string().optional(),
  resumeId: z.string().optional(),
});
export type ResumeUploadFields = z.output<typeof resumeUploadFields>;

const required = (field: string) => `${field} is required.`;
const text = (field: string, max: number) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(max, `${field} must be at most ${max} characters.`);

/** PUT /api/update-course-status/{studentId} (spec 2 section 7). */
export const updateCourseStatusBody = z.object({
  universityName: text("universityName", 200),
  courseName: text("courseName", 200),
  degreeCode: text("degreeCode", 4),
  status: z.enum(SHORTLIST_STATUSES, { error: SHORTLIST_MESSAGES.unknownStatus }),
});
export type UpdateCourseStatusInput = z.output<typeof updateCourseStatusBody>;

/** DELETE /api/delete-course?studentId=&courseId= (DESIGN.md section 4). */
export const deleteCourseQuery = z.object({
  studentId: z.string({ error: required("studentId") }).min(1, required("studentId")),
  courseId: courseIdSchema,
});

export const popupParams = z.object({
  student_id: z.string(),
  popupId: positiveId("popupId must be a positive whole number."),
});

export const dismissPopupBody = z.object({
  is_dismissed: z.boolean({ error: "is_dismissed must be true or false." }),
});

/** A calendar feed's secret, with or without the ".ics" a calendar app likes to see. */
export const calendarFeedParams = z.object({
  token: z
    .string()
    .transform((token) => token.replace(/\.ics$/, ""))
    .meta({ description: "The feed's secret token (a trailing .ics is allowed)." }),
});
