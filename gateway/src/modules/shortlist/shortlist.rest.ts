/** REST shims of the shortlist (spec 2 section 7): preferences, adding a course, recalculating. */
import { AUTH_MESSAGES } from "@gradplan/schema";
import { Router } from "express";
import { UnauthenticatedError, UnavailableError } from "../../core/errors";
import { currentStudentId, requireOwnStudent } from "../auth/session";

const RECALCULATION_FAILED = "We could not recalculate your shortlist right now. Please try again.";
const RECALCULATION_QUEUED =
  "Your shortlist is being recalculated; it will be up to date in a moment.";

export function shortlistRouter(): Router {
  const router = Router();
  const own = requireOwnStudent("student_id");
  const param = (value: string | string[] | undefined) => String(value);

  router.get("/get-student-shortlisting-preferences/:student_id", own, async (req, res) => {
    res.json(await req.ctx.services.shortlist.preferences(param(req.params.student_id)));
  });
  router.put("/edit-preferences/:student_id", own, async (req, res) => {
    const preferences = await req.ctx.services.shortlist.editPreferences(
      param(req.params.student_id),
      req.body,
    );
    res.json({ success: true, preferences });
  });
  router.post("/check-and-add-course", async (req, res) => {
    const studentId = await currentStudentId(req);
    if (!studentId) throw new UnauthenticatedError(AUTH_MESSAGES.signInRequired);
    const { exists } = await req.ctx.services.shortlist.checkAndAdd(req.body, studentId);
    res.json({ success: true, exists });
  });
  router.get("/shortlist-universities/:student_id", own, async (req, res) => {
    const outcome = await req.ctx.services.shortlist.recalculate(param(req.params.student_id));
    if (outcome.status === "failed") {
      req.ctx.logger.error({ reason: outcome.reason }, "shortlist recalculation failed");
      throw new UnavailableError(RECALCULATION_FAILED);
    }
    if (outcome.status === "queued") {
      res.status(202).json({ success: true, queued: true, message: RECALCULATION_QUEUED });
      return;
    }
    res.json({ success: true, updated: outcome.updated });
  });
  return router;
}
