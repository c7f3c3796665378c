/** REST shims of the student profile (spec 1 section 7): thin adapters over ProfileService. */
import { Router } from "express";
import { requireOwnStudent } from "../auth/session";

export function studentsRouter(): Router {
  const router = Router();
  const own = requireOwnStudent("student_id");
  const id = (params: Record<string, string | string[] | undefined>) => String(params.student_id);

  router.get("/get-student-info/:student_id", own, async (req, res) => {
    res.json(await req.ctx.services.profile.profile(id(req.params)));
  });
  router.get("/student-details/:student_id", own, async (req, res) => {
    res.json(await req.ctx.services.profile.details(id(req.params)));
  });
  router.get("/student-profile-strength/:student_id", own, async (req, res) => {
    res.json(await req.ctx.services.profile.strength(id(req.params)));
  });
  router.get("/get-student-progress/:student_id", own, async (req, res) => {
    res.json(await req.ctx.services.profile.progress(id(req.params)));
  });
  router.put("/update-student-info/:student_id", own, async (req, res) => {
    const studentInfo = await req.ctx.services.profile.updateInfo(id(req.params), req.body);
    res.json({ success: true, studentInfo });
  });
  router.put("/update-student-stats/:student_id", own, async (req, res) => {
    const studentStats = await req.ctx.services.profile.updateStats(id(req.params), req.body);
    res.json({ success: true, studentStats });
  });
  return router;
}
