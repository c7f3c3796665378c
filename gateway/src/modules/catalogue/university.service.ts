/** University look-ups for the details page. */
import type { EntityManager } from "@mikro-orm/postgresql";
import { Course } from "./course.entity";
import { type IUniversity, University } from "./university.entity";

export interface UniversitySummary {
  university: IUniversity;
  courseCount: number;
}

export class UniversityService {
  constructor(private readonly em: EntityManager) {}

  async byId(universityId: number): Promise<UniversitySummary | null> {
    if (!Number.isSafeInteger(universityId) || universityId <= 0) return null;
    const university = await this.em.findOne(University, universityId);
    if (!university) return null;
    const courseCount = await this.em.count(Course, { university: universityId });
    return { university, courseCount };
  }
}
