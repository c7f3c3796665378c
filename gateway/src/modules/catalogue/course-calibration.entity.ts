/**
 * Each catalogue course's recalibration in force (docs/results.md): the admit-chance model reads
 * its logit z as shift + slope * z, resting on `results` of the course's own community results.
 * The calibration job writes every row at once; no row means the model alone.
 */
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { Course } from "./course.entity";

export const CourseCalibrationEntity = defineEntity({
  name: "CourseCalibration",
  tableName: "course_calibration",
  properties: {
    course: () => p.oneToOne(Course).primary().owner().deleteRule("cascade"),
    shift: p.double(),
    slope: p.double(),
    results: p.integer(),
  },
});
export type ICourseCalibration = InferEntity<typeof CourseCalibrationEntity>;
