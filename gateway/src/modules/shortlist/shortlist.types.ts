/**
 * GraphQL types of the shortlist: preferences, the shortlisted courses (spec 2 section 3, field
 * for field, plus our extras), a recalculation's outcome, popups and the calendar feed.
 */

import { SHORTLIST_STATUSES } from "@gradplan/schema";
import { Field, Float, InputType, Int, ObjectType } from "type-graphql";
import { AdmitRangeType, GreRequiredType } from "../search/search.types";

const SHORTLIST_STATUS_DESCRIPTION = `One of: ${SHORTLIST_STATUSES.join(", ")}.`;

@ObjectType()
export class ShortlistingPreferencesType {
  @Field(() => [Int]) tuition!: number[];
  @Field(() => [Int]) course_ranking!: number[];
  @Field(() => [String]) location!: string[];
  @Field(() => [String]) weather!: string[];
  @Field(() => Boolean, {
    description:
      "False until the student first saves preferences: the defaults match every course, so no match figure means anything yet.",
  })
  saved!: boolean;
}

@InputType()
export class PreferencesInput {
  @Field(() => [Float]) tuition!: number[];
  @Field(() => [Float]) course_ranking!: number[];
  @Field(() => [String]) location!: string[];
  @Field(() => [String]) weather!: string[];
}

@ObjectType()
export class ShortlistRecalculationType {
  @Field(() => String, { description: "done, queued (still running) or failed." })
  status!: string;
  @Field(() => Int, { nullable: true }) updated!: number | null;
}

@ObjectType({
  description: "A shortlisted course's deadlines for the student's category and semester.",
})
export class ApplicationDeadlinesType {
  @Field(() => Boolean) rolling!: boolean;
  @Field(() => String, { nullable: true, description: "ISO date." })
  early_deadline!: string | null;
  @Field(() => String, { nullable: true, description: "ISO date." })
  regular_deadline!: string | null;
  @Field(() => String, { nullable: true, description: "ISO date." })
  priority_deadline!: string | null;
}

@ObjectType({ description: "One change of a shortlisted course's status." })
export class StatusChangeType {
  @Field(() => String, { nullable: true, description: "Null when the course was shortlisted." })
  from!: string | null;
  @Field(() => String) to!: string;
  @Field(() => String, { description: "ISO date-time." }) changedAt!: string;
}

@ObjectType({ description: "A course on the student's shortlist (spec 2 section 3)." })
export class ShortlistedCourseType {
  @Field(() => String) university_name!: string;
  @Field(() => String) course_name!: string;
  @Field(() => String) degree_code!: string;
  @Field(() => String, { nullable: true, description: "Null until the first calculation." })
  category!: string | null;
  @Field(() => Int, { nullable: true }) admitChances!: number | null;
  @Field(() => Int, { nullable: true }) courseScore!: number | null;
  @Field(() => Int, { nullable: true }) studentScore!: number | null;
  @Field(() => String, { nullable: true }) score_tier!: string | null;
  @Field(() => String, { description: SHORTLIST_STATUS_DESCRIPTION }) status!: string;
  @Field(() => ApplicationDeadlinesType) applicationDeadlines!: ApplicationDeadlinesType;
  @Field(() => Int) course_id!: number;
  @Field(() => Int) university_id!: number;
  @Field(() => String) state!: string;
  @Field(() => Int, { nullable: true, description: "USD a year; null: not known." })
  tuition!: number | null;
  @Field(() => String) weather!: string;
  @Field(() => Int, { nullable: true, description: "Null: no sourced rank." })
  course_ranking!: number | null;
  @Field(() => Float, { nullable: true }) gpa_avg!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "The GRE policy for the student's own category; null: not known.",
  })
  gre_required!: string | null;
  @Field(() => GreRequiredType, { nullable: true }) gre_required_jsonb!: GreRequiredType | null;
  @Field(() => AdmitRangeType, { nullable: true, description: "Null for NA." })
  admitRange!: AdmitRangeType | null;
  @Field(() => String, { description: "When the status last changed (ISO date-time)." })
  status_updated_at!: string;
  @Field(() => String, { nullable: true, description: "Where the catalogue's figures come from." })
  source_url!: string | null;
  @Field(() => String, { nullable: true, description: "ISO date the figures were checked." })
  verified_at!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The student's own deadline (YYYY-MM-DD), or null. applicationDeadlines keep the program's dates; the reminders and the calendar use this one alone when it is set.",
  })
  own_deadline!: string | null;
  @Field(() => Boolean, {
    description:
      "True: the catalogue no longer lists this program (IPEDS shows no such Master's at the university now); the row stays readable, its figures are gone.",
  })
  retired!: boolean;
  @Field(() => Boolean, {
    description:
      "False: the program's selectivity is not known, so the chance is a range from the student's profile alone.",
  })
  selectivityKnown!: boolean;
  @Field(() => Int, {
    description:
      "Real decisions at the program the chance's level rests on: reported ones the model learned from and the course's own community results (0: estimated from similar programs, a wide range).",
  })
  selectivityDecisions!: number;
  @Field(() => [String], { description: "The statuses this course may move to now." })
  allowedStatuses!: string[];
}

@ObjectType({ description: "A popup (spec 2 section 3)." })
export class PopupType {
  @Field(() => Int) id!: number;
  @Field(() => Boolean) show!: boolean;
  @Field(() => Int) show_after_seconds!: number;
  @Field(() => String) popup_for!: string;
}

@ObjectType({ description: "The student's private calendar subscription." })
export class CalendarFeedType {
  @Field(() => Boolean, { description: "Whether a subscription URL exists." })
  active!: boolean;
  @Field(() => String, { nullable: true, description: "When the current URL was made." })
  createdAt!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The subscription URL: only in resetCalendarFeed's answer (it is not stored).",
  })
  url!: string | null;
  @Field(() => String, { description: "The .ics download (cookie-authenticated)." })
  downloadPath!: string;
}

@InputType()
export class CourseStatusInput {
  @Field(() => String) universityName!: string;
  @Field(() => String) courseName!: string;
  @Field(() => String) degreeCode!: string;
  @Field(() => String) status!: string;
}
