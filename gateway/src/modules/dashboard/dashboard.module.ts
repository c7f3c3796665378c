/** The dashboard: shortlisting, SOP and resume stats, badges and awards (docs/dashboard.md). */
import type { GatewayModule } from "../../core/module";
import { StudentAchievement } from "./achievement.entity";

export const dashboardModule: GatewayModule = {
  name: "dashboard",
  entities: [StudentAchievement],
  api: async () => (await import("./dashboard.api")).api,
};
