/**
 * A course's details carry its sourced figures (corrections' accepted proposals), as the REST
 * details route adds them: one statement for every course of a document (corrections' loader).
 */
import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../core/context";
import { SourcedFigureType } from "../corrections/corrections.types";
import { CourseDetailsType } from "./search.types";

@Resolver(() => CourseDetailsType)
export class CourseFiguresResolver {
  @FieldResolver(() => [SourcedFigureType], {
    description:
      "The course's figures that carry a source and the day they were checked (accepted corrections), by figure key.",
  })
  sourced_figures(
    @Root() course: CourseDetailsType,
    @Ctx() ctx: RequestContext,
  ): Promise<SourcedFigureType[]> {
    return ctx.loaders.courseFigures.load(course.course_id);
  }
}
