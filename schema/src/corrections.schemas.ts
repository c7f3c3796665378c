/** The corrections' input schemas (docs/corrections.md), with the messages of corrections.ts. */
import { z } from "zod";
import { latestDayOnEarth } from "./catalogue";
import { sourceUrlSchema } from "./catalogue.schemas";
import {
  CORRECTION_MESSAGES,
  CORRECTION_REASON_MAX_LENGTH,
  correctionIssues,
  isRealDate,
} from "./corrections";
import { ownDeadlineIssue } from "./shortlist/own-deadline";

const text = (max: number) => z.string({ error: "Must be text." }).max(max);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v?.trim() || null);

/** A student's proposal: the shared rules, then the catalogue's own source_url rule. */
export const proposeCorrectionBody = z
  .object({
    courseId: z.number({ error: "Must be a number." }).int().positive().max(2_147_483_647),
    field: text(40),
    semester: optionalText(20),
    applicants: optionalText(20),
    kind: optionalText(40),
    value: text(1000),
    sourceUrl: text(1000),
    note: text(1000).nullish(),
  })
  .superRefine((draft, ctx) => {
    const issues = correctionIssues(draft, latestDayOnEarth());
    for (const [path, message] of Object.entries(issues)) {
      ctx.addIssue({ code: "custom", path: [path], message });
    }
    if (!issues.sourceUrl && !sourceUrlSchema.safeParse(draft.sourceUrl.trim()).success) {
      ctx.addIssue({
        code: "custom",
        path: ["sourceUrl"],
        message: CORRECTION_MESSAGES.sourceInvalid,
      });
    }
  })
  .transform((draft) => ({
    ...draft,
    value: draft.value.trim(),
    sourceUrl: draft.sourceUrl.trim(),
    note: draft.note?.trim() || null,
  }));
export type ProposeCorrectionInput = z.output<typeof proposeCorrectionBody>;

/** Staff's acceptance: the day they checked the source (default today). */
export const acceptCorrectionBody = z.object({
  id: z.uuid({ error: CORRECTION_MESSAGES.notFound }),
  verifiedAt: z
    .string({ error: CORRECTION_MESSAGES.verifiedAtInvalid })
    .nullish()
    .refine(
      (day) => day == null || (isRealDate(day) && day <= latestDayOnEarth()),
      CORRECTION_MESSAGES.verifiedAtInvalid,
    ),
});

export const rejectCorrectionBody = z.object({
  id: z.uuid({ error: CORRECTION_MESSAGES.notFound }),
  reason: z
    .string({ error: CORRECTION_MESSAGES.reasonRequired })
    .trim()
    .min(1, CORRECTION_MESSAGES.reasonRequired)
    .max(CORRECTION_REASON_MAX_LENGTH, CORRECTION_MESSAGES.reasonTooLong),
});

/** The student's own deadline for a shortlisted course; null removes it. */
export const ownDeadlineBody = z.object({
  courseId: z.number({ error: "Must be a number." }).int().positive().max(2_147_483_647),
  date: z
    .string({ error: "Must be text." })
    .max(20)
    .nullable()
    .superRefine((date, ctx) => {
      const issue = ownDeadlineIssue(date);
      if (issue) ctx.addIssue({ code: "custom", message: issue });
    }),
});
