/**
 * The REST routes of SOPs (spec 2 section 7, issue 14): thin shims over SopService. Reads and
 * writes are the signed-in student's own; another student's SOP is a 403, an unknown one a 404.
 */
import { API, AUTH_MESSAGES, DOCX_MIME_TYPE, SOP_MESSAGES } from "@gradplan/schema";
import type { RequestContext } from "../../core/context";
import { ForbiddenError } from "../../core/errors";
import { implement, Reply, type RouteImpl } from "../../core/route";
import { requireSignedIn } from "../auth/student-access";
import type { SopAccess, SopOutcome } from "./sop.service";
import { sopDocx, sopFileName } from "./sop-docx";
import type { SopsContext } from "./sops.context";

const routes = API.sops;

/** The signed-in student, and only for their own SOPs. */
export function ownerOnly(ctx: RequestContext): SopAccess {
  return async (ownerId) => {
    if ((await requireSignedIn(ctx)) !== ownerId) throw new ForbiddenError(AUTH_MESSAGES.forbidden);
  };
}

function answer(outcome: SopOutcome, pending: string, message: string) {
  if (!outcome.done) return Reply.json(202, { success: false, message: pending });
  return { success: true as const, message, newSOP: outcome.sop };
}

export function sopRoutes(): RouteImpl<SopsContext>[] {
  return [
    implement(routes.list, (ctx, { params }) => ctx.services.sops.list(params.student_id)),
    implement(routes.details, (ctx, { params }) =>
      ctx.services.sops.details(params.sopId, ownerOnly(ctx)),
    ),
    implement(routes.generate, async (ctx, { params, body }) =>
      answer(
        await ctx.services.sops.generate(params.student_id, body),
        SOP_MESSAGES.stillGenerating,
        SOP_MESSAGES.generated,
      ),
    ),
    implement(routes.evaluate, async (ctx, { params, body, file }) =>
      answer(
        await ctx.services.sops.evaluate(params.student_id, body, file),
        SOP_MESSAGES.stillEvaluating,
        SOP_MESSAGES.evaluated,
      ),
    ),
    implement(routes.remove, async (ctx, { params }) => {
      await ctx.services.sops.remove(params.sopId, ownerOnly(ctx));
      return { success: true as const, message: SOP_MESSAGES.deleted };
    }),
    implement(routes.download, async (ctx, { params }) => {
      const sop = await ctx.services.sops.find(params.sopId, ownerOnly(ctx));
      return Reply.file(await sopDocx(sop), {
        "content-type": DOCX_MIME_TYPE,
        "content-disposition": `attachment; filename="${sopFileName(sop.name)}"`,
        "cache-control": "private, no-store",
      });
    }),
  ];
}
