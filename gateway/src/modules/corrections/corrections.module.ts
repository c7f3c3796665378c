/** Figures people can correct: students' proposals, staff's decisions, sourced figures, the audit. */
import type { GatewayModule } from "../../core/module";
import { CourseCorrection, CourseFigure, FigureAudit } from "./corrections.entities";

const uses = ["auth", "catalogue"] as const;

declare module "../../core/module" {
  interface DomainUses {
    corrections: (typeof uses)[number];
  }
}

export const correctionsModule: GatewayModule<"corrections"> = {
  name: "corrections",
  uses,
  entities: [CourseCorrection, CourseFigure, FigureAudit],
  // Figures the student proposed (docs/corrections.md); the audit keeps no student_id column.
  personalData: [{ table: "course_correction", by: "student_id" }],
  api: async () => (await import("./corrections.api")).api,
};
