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

const uses = ["auth", "catalogue", "search", "students"] as const;

declare module "../../core/module" {
  interface DomainUses {
    shortlist: (typeof uses)[number];
  }
}

export const shortlistModule: GatewayModule<"shortlist"> = {
  name: "shortlist",
  uses,
  entities: [
    ShortlistedCourse,
    StudentPreferences,
    ShortlistStatusChange,
    Popup,
    PopupDismissal,
    CalendarFeed,
  ],
  personalData: [
    { table: "student_preferences", by: "student_id" },
    { table: "shortlisted_course", by: "student_id" },
    { table: "shortlist_status_change", by: "student_id" },
    { table: "popup_dismissal", by: "student_id" },
    { table: "calendar_feed", by: "student_id", leaveOut: ["token_hash"] },
  ],
  api: async () => (await import("./shortlist.api")).api,
};
