/** The corrections' REST route (ours, docs/corrections.md): thin over CorrectionsService. */
import { API, CORRECTION_MESSAGES } from "@gradplan/schema";
import { implement, Reply, type RouteImpl } from "../../core/route";
import { requireSignedIn } from "../auth/student-access";
import type { CorrectionsContext } from "./corrections.context";

export function correctionRoutes(): RouteImpl<CorrectionsContext>[] {
  return [
    implement(API.corrections.proposeCorrection, async (ctx, { body }) => {
      const studentId = await requireSignedIn(ctx);
      const id = await ctx.services.corrections.propose(body, { studentId, ip: ctx.http.ip });
      return Reply.json(201, { success: true, message: CORRECTION_MESSAGES.submitted, id });
    }),
  ];
}
