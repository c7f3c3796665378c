/** Figures people can correct: students' proposals, staff's decisions, sourced figures, the audit. */
import type { GatewayModule } from "../../core/module";
import { CourseCorrection, CourseFigure, FigureAudit } from "./corrections.entities";

export const correctionsModule: GatewayModule = {
  name: "corrections",
  entities: [CourseCorrection, CourseFigure, FigureAudit],
  api: async () => (await import("./corrections.api")).api,
};
