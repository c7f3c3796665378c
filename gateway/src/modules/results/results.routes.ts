/** Community results' REST route (spec 2 section 7, DESIGN.md section 4): thin over ResultsService. */
import { API, SUBMIT_RESULTS_MESSAGES, submitResultsInputOf } from "@gradplan/schema";
import { implement, type RouteImpl } from "../../core/route";
import { currentStudentId } from "../auth/session";
import type { ResultsContext } from "./results.context";

const routes = API.results;

export function resultsRoutes(): RouteImpl<ResultsContext>[] {
  return [
    implement(routes.submitResults, async (ctx, { body }) => {
      const studentId = await currentStudentId(ctx);
      await ctx.services.results.submit(submitResultsInputOf(body), { ip: ctx.http.ip, studentId });
      return { success: true as const, message: SUBMIT_RESULTS_MESSAGES.submitted };
    }),
  ];
}
