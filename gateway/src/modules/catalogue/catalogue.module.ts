/** The catalogue: universities, courses and reference lists, their details, and the suggestion searches. */
import type { GatewayModule } from "../../core/module";
import { Course } from "./course.entity";
import { CourseCalibrationEntity } from "./course-calibration.entity";
import { Conference, Journal, UndergradCourse, UndergradUniversity } from "./reference.entities";
import { University } from "./university.entity";
import { UniversitySearchTerm } from "./university-search-term.entity";

const uses = [] as const;

declare module "../../core/module" {
  interface DomainUses {
    catalogue: (typeof uses)[number];
  }
}

export const catalogueModule: GatewayModule<"catalogue"> = {
  name: "catalogue",
  uses,
  entities: [
    University,
    UniversitySearchTerm,
    Course,
    CourseCalibrationEntity,
    UndergradUniversity,
    UndergradCourse,
    Conference,
    Journal,
  ],
  api: async () => (await import("./catalogue.api")).api,
};
