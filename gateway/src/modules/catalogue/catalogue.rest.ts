/** REST shims of the suggestion endpoints (spec tables): thin adapters over SuggestionsService. */
import { Router } from "express";
import type { RequestContext } from "../../core/context";

type Handler = (ctx: RequestContext, query: unknown) => Promise<unknown>;

const SUGGESTIONS: Record<string, Handler> = {
  "/search-universities": (ctx, q) => ctx.services.suggestions.universities(q),
  "/search-undergrad-university": (ctx, q) => ctx.services.suggestions.undergradUniversities(q),
  "/search-course": (ctx, q) => ctx.services.suggestions.courses(q),
  "/search-conference": (ctx, q) => ctx.services.suggestions.conferences(q),
  "/search-journal": (ctx, q) => ctx.services.suggestions.journals(q),
};

export function catalogueRouter(): Router {
  const router = Router();
  for (const [path, handler] of Object.entries(SUGGESTIONS)) {
    router.get(path, async (req, res) => {
      res.json(await handler(req.ctx, req.query.searchQuery));
    });
  }
  return router;
}
