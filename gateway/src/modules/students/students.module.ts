/** Students and their profiles: info, stats, strength and progress. */
import type { GatewayModule } from "../../core/module";
import { StudentStats } from "./student-stats.entity";

export const studentsModule: GatewayModule = {
  name: "students",
  entities: [StudentStats],
  api: async () => (await import("./students.api")).api,
};
