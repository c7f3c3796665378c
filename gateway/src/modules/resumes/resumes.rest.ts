/** REST shims of resumes (spec 1 section 7): the multipart upload and the latest evaluation. */
import { RESUME_MAX_BYTES, RESUME_MESSAGES } from "@gradplan/schema";
import { type ErrorRequestHandler, type Request, type Response, Router } from "express";
import multer from "multer";
import { BadInputError, DomainError } from "../../core/errors";
import { findUnstorable, unstorableMessage } from "../../core/unstorable";
import { requireOwnStudent } from "../auth/session";

// In memory: the file is at most 2 MB and goes straight to PostgreSQL, never to local disk.
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
}).single("resumeFile");

/** multer's own refusals, as the API's 4xx answers. */
const uploadErrors: ErrorRequestHandler = (error, _req, _res, next) => {
  if (error instanceof multer.MulterError) {
    if (error.code === "LIMIT_FILE_SIZE")
      return next(new DomainError("too-large", RESUME_MESSAGES.tooLarge));
    return next(new BadInputError(`The upload is not valid: ${error.message}.`));
  }
  next(error);
};

export function resumesRouter(): Router {
  const router = Router();
  const own = requireOwnStudent("student_id");
  router.post(
    "/evaluate-resume/:student_id",
    own,
    upload,
    uploadErrors,
    async (req: Request, res: Response) => {
      // The form's fields are parsed here, after the API-wide check: the same check again.
      const field =
        findUnstorable(req.body ?? {}) ??
        (req.file ? findUnstorable(req.file.originalname, "resumeFile") : null);
      if (field) throw new BadInputError(unstorableMessage(field));
      const outcome = await req.ctx.services.resumes.upload(
        String(req.params.student_id),
        (req.body ?? {}) as Record<string, unknown>,
        req.file,
      );
      if (outcome.evaluated) res.json({ success: true, newResume: outcome.resume });
      else res.status(202).json({ success: false, message: RESUME_MESSAGES.stillEvaluating });
    },
  );
  router.get("/get-resume-data/:student_id", own, async (req, res) => {
    res.json(await req.ctx.services.resumes.latest(String(req.params.student_id)));
  });
  return router;
}
