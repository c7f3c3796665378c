/** The dashboard: shortlisting, SOP and resume stats, badges and awards (docs/dashboard.md). */
import type { GatewayModule } from "../../core/module";
import { StudentAchievement } from "./achievement.entity";

const uses = ["auth", "shortlist", "students"] as const;

declare module "../../core/module" {
  interface DomainUses {
    dashboard: (typeof uses)[number];
  }
}

export const dashboardModule: GatewayModule<"dashboard"> = {
  name: "dashboard",
  uses,
  entities: [StudentAchievement],
  personalData: [{ table: "student_achievement", by: "student_id" }],
  api: async () => (await import("./dashboard.api")).api,
};
