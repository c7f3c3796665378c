/** The REST routes of the suggestion boxes (spec tables): thin adapters over SuggestionsService. */
import { API } from "@gradplan/schema";
import { implement, type RouteImpl } from "../../core/route";
import type { CatalogueContext } from "./catalogue.context";

const routes = API.catalogue;

export function catalogueRoutes(): RouteImpl<CatalogueContext>[] {
  return [
    implement(routes.searchUniversities, (ctx, { query }) =>
      ctx.services.suggestions.universities(query.searchQuery),
    ),
    implement(routes.searchUndergradUniversity, (ctx, { query }) =>
      ctx.services.suggestions.undergradUniversities(query.searchQuery),
    ),
    implement(routes.searchCourse, (ctx, { query }) =>
      ctx.services.suggestions.courses(query.searchQuery),
    ),
    implement(routes.searchConference, (ctx, { query }) =>
      ctx.services.suggestions.conferences(query.searchQuery),
    ),
    implement(routes.searchJournal, (ctx, { query }) =>
      ctx.services.suggestions.journals(query.searchQuery),
    ),
  ];
}
