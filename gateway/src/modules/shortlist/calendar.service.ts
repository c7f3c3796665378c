/**
 * The deadlines of a student's shortlist as an iCalendar file (RFC 5545, made by
 * ical-generator): one all-day event per dated deadline, the university and course in the title,
 * a link back to the course's page. The same file is a download (the student's cookie) and a
 * private subscription feed (calendar apps send no cookies: an unguessable token in the URL,
 * stored only as its hash, which the student can reset).
 */
import { randomBytes } from "node:crypto";
import { PATHS, pathOf, type ShortlistedCourse, studentDeadlines } from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import ical from "ical-generator";
import { NotFoundError } from "../../core/errors";
import { sha256 } from "../../core/hash";
import { Student } from "../auth/student.entity";
import type { ShortlistReadService } from "./shortlist-read.service";
import { CalendarFeed } from "./shortlist-records.entities";

export const CALENDAR_MESSAGES = {
  feedNotFound: "This calendar link is no longer valid. Make a new one on your shortlist.",
} as const;

export const CALENDAR_NAME = "GradPlan application deadlines";

export interface CalendarFeedState {
  active: boolean;
  createdAt: string | null;
  url: string | null;
  downloadPath: string;
}

/** The course's page on the site, as search cards open it. */
export function coursePageUrl(publicUrl: string, course: ShortlistedCourse): string {
  const query = new URLSearchParams({
    universityName: course.university_name,
    universityId: String(course.university_id),
  });
  return `${publicUrl}/university-details?${query}`;
}

/** The .ics text of these courses' deadlines; `now` stamps the events (DTSTAMP). */
export function shortlistCalendar(
  courses: readonly ShortlistedCourse[],
  publicUrl: string,
  now = new Date(),
): string {
  const calendar = ical({
    name: CALENDAR_NAME,
    prodId: { company: "GradPlan", product: "Shortlist deadlines", language: "EN" },
    ttl: 60 * 60 * 6,
  });
  for (const course of courses) {
    const program = `${course.course_name} (${course.degree_code})`;
    const link = coursePageUrl(publicUrl, course);
    // The student's own deadline, when set, is the course's one event (it always wins).
    for (const deadline of studentDeadlines(course.applicationDeadlines, course.own_deadline)) {
      calendar.createEvent({
        id: `gradplan-${course.course_id}-${deadline.kind}@${new URL(publicUrl).host}`,
        start: new Date(`${deadline.date}T00:00:00Z`),
        allDay: true,
        stamp: now,
        summary: `${deadline.label} deadline: ${program}, ${course.university_name}`,
        description: [
          `${deadline.label} application deadline for ${program} at ${course.university_name}.`,
          `Your status: ${course.status}.`,
          course.applicationDeadlines.rolling ? "This program also admits on a rolling basis." : "",
          deadline.kind === "own_deadline"
            ? "The date you set on your shortlist; it replaces the program's deadlines here."
            : course.verified_at
              ? `Last verified ${course.verified_at}${course.source_url ? ` (${course.source_url})` : ""}.`
              : "Check the date on the program's own admissions page before you apply.",
          link,
        ]
          .filter(Boolean)
          .join("\n"),
        url: link,
      });
    }
  }
  return calendar.toString();
}

export class CalendarService {
  constructor(
    private readonly em: EntityManager,
    private readonly read: ShortlistReadService,
    private readonly publicUrl: string,
  ) {}

  downloadPath(studentId: string): string {
    return pathOf(PATHS.shortlist.calendar, { student_id: studentId });
  }

  /** The .ics of the student's shortlist (empty calendar when nothing is shortlisted). */
  async ics(studentId: string): Promise<string> {
    const groups = await this.read.shortlist(studentId);
    return shortlistCalendar(groups.flat(), this.publicUrl);
  }

  /** The feed behind a subscription URL; 404 for a token that was reset or never made. */
  async icsForToken(token: string): Promise<string> {
    // A token is 43 characters: anything much shorter was never made here (no lookup).
    if (token.length < 32) throw new NotFoundError(CALENDAR_MESSAGES.feedNotFound);
    const feed = await this.em.findOne(
      CalendarFeed,
      { tokenHash: sha256(token) },
      { fields: ["student"] },
    );
    if (!feed) throw new NotFoundError(CALENDAR_MESSAGES.feedNotFound);
    return this.ics(feed.student.id);
  }

  async feed(studentId: string): Promise<CalendarFeedState> {
    const feed = await this.em.findOne(CalendarFeed, { student: studentId });
    return {
      active: feed !== null,
      createdAt: feed ? feed.createdAt.toISOString() : null,
      url: null,
      downloadPath: this.downloadPath(studentId),
    };
  }

  /** A new subscription URL, shown this once; the previous one stops working at once. */
  async reset(studentId: string): Promise<CalendarFeedState> {
    const token = randomBytes(32).toString("base64url");
    const createdAt = new Date();
    await this.em.upsert(CalendarFeed, {
      student: this.em.getReference(Student, studentId),
      tokenHash: sha256(token),
      createdAt,
    });
    return {
      active: true,
      createdAt: createdAt.toISOString(),
      url: `${this.publicUrl}${pathOf(PATHS.shortlist.calendarFeed, { token: `${token}.ics` })}`,
      downloadPath: this.downloadPath(studentId),
    };
  }
}
