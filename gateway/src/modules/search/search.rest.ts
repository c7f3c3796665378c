/** REST shims of university search and details (spec 2 section 7). */
import { Router } from "express";
import { requireOwnStudent } from "../auth/session";

export function searchRouter(): Router {
  const router = Router();
  const own = requireOwnStudent("student_id");
  const param = (value: string | string[] | undefined) => String(value);

  router.post("/filter-universities", async (req, res) => {
    res.json(await req.ctx.services.search.filterUniversities(req.body, req.query, null));
  });
  router.post("/filter-universities/:student_id", own, async (req, res) => {
    const studentId = param(req.params.student_id);
    res.json(await req.ctx.services.search.filterUniversities(req.body, req.query, studentId));
  });
  router.get("/get-university-specific-courses-list/:universityId", async (req, res) => {
    res.json(await req.ctx.services.courseDetails.universityCourses(req.params.universityId));
  });
  router.get("/get-course-details/:courseId", async (req, res) => {
    res.json(await req.ctx.services.courseDetails.course(req.params.courseId));
  });
  router.get("/get-university-details/:universityId", async (req, res) => {
    res.json(await req.ctx.services.courseDetails.university(req.params.universityId));
  });
  router.get("/get-course-stats-for-shortlisting/:courseId/:student_id", own, async (req, res) => {
    const studentId = param(req.params.student_id);
    res.json(await req.ctx.services.courseDetails.courseForStudent(req.params.courseId, studentId));
  });
  // Ours: the details page's courses with this student's chances, in one call.
  router.get(
    "/get-university-courses-for-student/:universityId/:student_id",
    own,
    async (req, res) => {
      const studentId = param(req.params.student_id);
      res.json(
        await req.ctx.services.courseDetails.universityCoursesForStudent(
          req.params.universityId,
          studentId,
        ),
      );
    },
  );
  return router;
}
