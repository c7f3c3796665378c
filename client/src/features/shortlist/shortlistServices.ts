/** The shortlist's writes through GraphQL (spec 2 section 7, check-and-add-course). */
import { CheckAndAddCourseDocument } from "../../graphql/generated";
import { runMutation } from "../../shared/graphql/request";

export interface ShortlistAddInput {
  studentId: string;
  courseId: number;
}

/** Adds the course unless it is on the shortlist already; `exists` says it was. */
export async function checkAndAddCourse(input: ShortlistAddInput): Promise<{ exists: boolean }> {
  const data = await runMutation(CheckAndAddCourseDocument, input, "checkAndAddCourse");
  return { exists: data.checkAndAddCourse };
}

export const shortlistServices = { checkAndAddCourse };
