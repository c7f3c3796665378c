/**
 * The shortlist: preferences, adding, listing and removing courses, statuses and their history,
 * recalculating chances in the worker, the status popup and the deadline calendar.
 */
import type { GatewayModule } from "../../core/module";
import {
  CalendarFeed,
  Popup,
  PopupDismissal,
  ShortlistStatusChange,
} from "./shortlist-records.entities";
import { ShortlistedCourse } from "./shortlisted-course.entity";
import { StudentPreferences } from "./student-preferences.entity";

export const shortlistModule: GatewayModule = {
  name: "shortlist",
  entities: [
    ShortlistedCourse,
    StudentPreferences,
    ShortlistStatusChange,
    Popup,
    PopupDismissal,
    CalendarFeed,
  ],
  api: async () => (await import("./shortlist.api")).api,
};
