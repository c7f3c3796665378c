/** A student's shortlisting preferences (spec 2 section 3); absent until first edited. */
import type { Range } from "@gradplan/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { Student } from "../auth/student.entity";

export const StudentPreferences = defineEntity({
  name: "StudentPreferences",
  tableName: "student_preferences",
  properties: {
    student: () => p.oneToOne(Student).primary().deleteRule("cascade"),
    tuition: p.json<Range>(),
    courseRanking: p.json<Range>(),
    location: p.json<string[]>(),
    weather: p.json<string[]>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type IStudentPreferences = InferEntity<typeof StudentPreferences>;
