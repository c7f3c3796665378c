/**
 * A course's details carry its sourced figures (corrections' accepted proposals), as the REST
 * details route adds them: one statement for every course of a document (corrections' loader).
 */
import { FieldResolver, Resolver, Root } from "type-graphql";
import { Ctx } from "../../core/resolver-context";
import { SourcedFigureType } from "../corrections/corrections.types";
import type { SearchContext } from "./search.context";
import { CourseDetailsType } from "./search.types";

@Resolver(() => CourseDetailsType)
export class CourseFiguresResolver {
  @FieldResolver(() => [SourcedFigureType], {
    description:
      "The course's figures that carry a source and the day they were checked (accepted corrections), by figure key.",
  })
  sourced_figures(
    @Root() course: CourseDetailsType,
    @Ctx() ctx: SearchContext,
  ): Promise<SourcedFigureType[]> {
    return ctx.loaders.courseFigures.load(course.course_id);
  }
}
