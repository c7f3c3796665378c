/** The shortlist: preferences, adding courses, and recalculating chances in the worker. */
import type { GatewayModule } from "../../core/module";
import { ShortlistedCourse } from "./shortlisted-course.entity";
import { StudentPreferences } from "./student-preferences.entity";

export const shortlistModule: GatewayModule = {
  name: "shortlist",
  entities: [ShortlistedCourse, StudentPreferences],
  api: async () => (await import("./shortlist.api")).api,
};
