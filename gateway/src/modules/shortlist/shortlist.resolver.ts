/**
 * The shortlist through GraphQL: preferences, adding, listing, statuses, removing,
 * recalculating, popups and the calendar feed; the same services as the REST shims.
 */
import {
  addCourseBody,
  deleteCourseQuery,
  dismissPopupBody,
  editPreferencesBody,
  ownDeadlineBody,
  popupParams,
  updateCourseStatusBody,
} from "@gradplan/schema";
import { Arg, Int, Mutation, Query, Resolver } from "type-graphql";
import { Ctx } from "../../core/resolver-context";
import { parseBody } from "../../core/validation";
import { CurrentStudent, StudentToRead } from "../auth/current-student";
import type { ShortlistContext } from "./shortlist.context";
import {
  CalendarFeedType,
  CourseStatusInput,
  PopupType,
  PreferencesInput,
  ShortlistedCourseType,
  ShortlistingPreferencesType,
  ShortlistRecalculationType,
  StatusChangeType,
} from "./shortlist.types";

@Resolver()
export class ShortlistResolver {
  @Query(() => ShortlistingPreferencesType)
  async shortlistingPreferences(
    @StudentToRead() studentId: string,
    @Ctx() ctx: ShortlistContext,
  ): Promise<ShortlistingPreferencesType> {
    return ctx.services.shortlist.preferences(studentId);
  }

  @Mutation(() => ShortlistingPreferencesType)
  async editPreferences(
    @CurrentStudent() studentId: string,
    @Arg("preferences", () => PreferencesInput) preferences: PreferencesInput,
    @Ctx() ctx: ShortlistContext,
  ): Promise<ShortlistingPreferencesType> {
    const body = parseBody(editPreferencesBody, { preferences });
    return ctx.services.shortlist.editPreferences(studentId, body.preferences);
  }

  @Mutation(() => Boolean, {
    description: "Adds a course to the student's shortlist; true when it was already there.",
  })
  async checkAndAddCourse(
    @CurrentStudent() studentId: string,
    @Arg("courseId", () => Int) courseId: number,
    @Ctx() ctx: ShortlistContext,
  ): Promise<boolean> {
    const input = parseBody(addCourseBody, { studentId, course: { course_id: courseId } });
    const { exists } = await ctx.services.shortlist.checkAndAdd(input, studentId);
    return exists;
  }

  @Mutation(() => ShortlistRecalculationType, {
    description: "Recalculates the student's shortlist with the current profile (waits, bounded).",
  })
  async recalculateShortlist(
    @CurrentStudent() studentId: string,
    @Ctx() ctx: ShortlistContext,
  ): Promise<ShortlistRecalculationType> {
    const outcome = await ctx.services.shortlist.recalculate(studentId);
    return { status: outcome.status, updated: outcome.status === "done" ? outcome.updated : null };
  }

  @Query(() => [[ShortlistedCourseType]], {
    description:
      "The shortlisted courses, one list per university (best-ranked first); [] when empty.",
  })
  async shortlist(
    @StudentToRead() studentId: string,
    @Ctx() ctx: ShortlistContext,
  ): Promise<ShortlistedCourseType[][]> {
    return ctx.services.shortlistRead.shortlist(studentId);
  }

  @Query(() => [StatusChangeType], {
    description: "Every status change of a course on the student's record, oldest first.",
  })
  async statusHistory(
    @StudentToRead() studentId: string,
    @Arg("courseId", () => Int) courseId: number,
    @Ctx() ctx: ShortlistContext,
  ): Promise<StatusChangeType[]> {
    return ctx.services.shortlist.statusHistory(studentId, courseId);
  }

  @Mutation(() => ShortlistedCourseType, {
    description: "Changes a shortlisted course's status; the change is kept in its history.",
  })
  async updateCourseStatus(
    @CurrentStudent() studentId: string,
    @Arg("input", () => CourseStatusInput) input: CourseStatusInput,
    @Ctx() ctx: ShortlistContext,
  ): Promise<ShortlistedCourseType> {
    const change = parseBody(updateCourseStatusBody, input);
    return ctx.services.shortlist.updateStatus(studentId, change);
  }

  @Mutation(() => ShortlistedCourseType, {
    description:
      "Sets the student's own deadline for a shortlisted course (YYYY-MM-DD), or removes it (null). It takes the place of the program's deadlines in the student's reminders and calendar.",
  })
  async setOwnDeadline(
    @CurrentStudent() studentId: string,
    @Arg("courseId", () => Int) courseId: number,
    @Arg("date", () => String, { nullable: true }) date: string | null,
    @Ctx() ctx: ShortlistContext,
  ): Promise<ShortlistedCourseType> {
    const input = parseBody(ownDeadlineBody, { courseId, date: date ?? null });
    return ctx.services.shortlist.setOwnDeadline(studentId, input.courseId, input.date);
  }

  @Mutation(() => Boolean, { description: "Removes a course from the shortlist." })
  async deleteShortlistedCourse(
    @CurrentStudent() studentId: string,
    @Arg("courseId", () => Int) courseId: number,
    @Ctx() ctx: ShortlistContext,
  ): Promise<boolean> {
    const input = parseBody(deleteCourseQuery, { studentId, courseId });
    await ctx.services.shortlist.remove(input.studentId, input.courseId);
    return true;
  }

  @Query(() => [PopupType], { description: "The student's popups (spec 2: Popup)." })
  async popups(
    @StudentToRead() studentId: string,
    @Ctx() ctx: ShortlistContext,
  ): Promise<PopupType[]> {
    return ctx.services.popups.popups(studentId);
  }

  @Mutation(() => Boolean, { description: "'Never Show Again' (true), or undo it (false)." })
  async dismissPopup(
    @CurrentStudent() studentId: string,
    @Arg("popupId", () => Int) popupId: number,
    @Arg("isDismissed", () => Boolean) isDismissed: boolean,
    @Ctx() ctx: ShortlistContext,
  ): Promise<boolean> {
    const { popupId: id } = parseBody(popupParams, { student_id: studentId, popupId });
    const { is_dismissed } = parseBody(dismissPopupBody, { is_dismissed: isDismissed });
    await ctx.services.popups.dismiss(studentId, id, is_dismissed);
    return true;
  }

  @Query(() => CalendarFeedType, { description: "The student's calendar subscription." })
  async calendarFeed(
    @StudentToRead() studentId: string,
    @Ctx() ctx: ShortlistContext,
  ): Promise<CalendarFeedType> {
    return ctx.services.calendar.feed(studentId);
  }

  @Mutation(() => CalendarFeedType, {
    description:
      "Makes a new private subscription URL (shown once); the previous one stops working.",
  })
  async resetCalendarFeed(
    @CurrentStudent() studentId: string,
    @Ctx() ctx: ShortlistContext,
  ): Promise<CalendarFeedType> {
    return ctx.services.calendar.reset(studentId);
  }
}
