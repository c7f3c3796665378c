/** Students and their profiles: info, stats, strength and progress. */
import type { GatewayModule } from "../../core/module";
import { StudentStats } from "./student-stats.entity";

const uses = ["auth", "resumes", "sops", "staff"] as const;

declare module "../../core/module" {
  interface DomainUses {
    students: (typeof uses)[number];
  }
}

export const studentsModule: GatewayModule<"students"> = {
  name: "students",
  uses,
  entities: [StudentStats],
  personalData: [{ table: "student_stats", by: "student_id" }],
  api: async () => (await import("./students.api")).api,
};
