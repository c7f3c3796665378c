/** Every REST route of the product, by domain: the one list the gateway, OpenAPI and clients read. */
import { authRoutes } from "./auth.routes";
import { catalogueRoutes } from "./catalogue.routes";
import type { AnyRoute } from "./contract";
import { engagementRoutes } from "./engagement.routes";
import { resumeRoutes } from "./resumes.routes";
import { searchRoutes } from "./search.routes";
import { shortlistRoutes } from "./shortlist.routes";
import { studentRoutes } from "./students.routes";

export * from "./contract";
export * from "./inputs";
export * from "./paths";
export {
  authRoutes,
  catalogueRoutes,
  engagementRoutes,
  resumeRoutes,
  searchRoutes,
  shortlistRoutes,
  studentRoutes,
};

/** Every route, by its domain and name: `API.students.studentInfo`. */
export const API = {
  auth: authRoutes,
  catalogue: catalogueRoutes,
  engagement: engagementRoutes,
  resumes: resumeRoutes,
  search: searchRoutes,
  shortlist: shortlistRoutes,
  students: studentRoutes,
} as const;

export const ALL_ROUTES: readonly AnyRoute[] = Object.values(API).flatMap(
  (domain) => Object.values(domain) as AnyRoute[],
);
