/**
 * The REST routes of resumes (spec 1 section 7): the upload (200 with the evaluation, or 202
 * while the worker still runs), the latest evaluation, and the reference PDFs under /download/.
 */
import { API, RESUME_MESSAGES } from "@gradplan/schema";
import { NotFoundError } from "../../core/errors";
import { implement, Reply, type RouteImpl } from "../../core/route";
import { guidePdf } from "./guides/guides";
import type { ResumesContext } from "./resumes.context";

const routes = API.resumes;

export function resumeRoutes(): RouteImpl<ResumesContext>[] {
  return [
    implement(routes.evaluateResume, async (ctx, { params, body, file }) => {
      const outcome = await ctx.services.resumes.upload(params.student_id, body, file);
      if (outcome.evaluated) return { success: true as const, newResume: outcome.resume };
      return Reply.json(202, { success: false, message: RESUME_MESSAGES.stillEvaluating });
    }),
    implement(routes.resumeData, (ctx, { params }) =>
      ctx.services.resumes.latest(params.student_id),
    ),
    // Rendered once and cached by browsers for a day.
    implement(routes.download, (_ctx, { params }) => {
      const pdf = guidePdf(params.file);
      if (!pdf) throw new NotFoundError("No such download.");
      return Reply.file(pdf, {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="${params.file}"`,
        "cache-control": "public, max-age=86400",
      });
    }),
  ];
}
