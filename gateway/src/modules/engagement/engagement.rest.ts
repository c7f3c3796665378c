/** REST shims of contact and feedback (spec 1 section 7; DESIGN.md section 3). */
import { Router } from "express";
import { requireOwnStudent } from "../auth/session";

export function engagementRouter(): Router {
  const router = Router();
  router.post("/contact", async (req, res) => {
    await req.ctx.services.engagement.contact(req.body, req.ip ?? "unknown");
    res.json({ success: true });
  });
  router.post("/feedback", async (req, res) => {
    await req.ctx.services.engagement.feedback(req.body, null);
    res.json({ success: true });
  });
  router.post(
    "/feedback/student/:student_id",
    requireOwnStudent("student_id"),
    async (req, res) => {
      await req.ctx.services.engagement.feedback(req.body, String(req.params.student_id));
      res.json({ success: true });
    },
  );
  return router;
}
