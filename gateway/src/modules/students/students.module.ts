/** Students and their profiles: info, stats, strength and progress. */
import type { GatewayModule, ModuleContext } from "../../core/module";
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

/** What the students module's code gets of a request: its services and those of its uses. */
export type StudentsContext = ModuleContext<"students">;
