/** GET /download/{file}: the reference PDFs, rendered once and cached by browsers for a day. */
import { Router } from "express";
import { envelope } from "../../../core/errors";
import { guidePdf } from "./guides";

export function downloadsRouter(): Router {
  const router = Router();
  router.get("/:file", (req, res) => {
    const pdf = guidePdf(req.params.file);
    if (!pdf) {
      res.status(404).json(envelope("No such download."));
      return;
    }
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${req.params.file}"`,
      "Cache-Control": "public, max-age=86400",
    });
    res.end(pdf);
  });
  router.use((_req, res) => {
    res.status(404).json(envelope("No such download."));
  });
  return router;
}
