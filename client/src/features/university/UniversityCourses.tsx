/**
 * The details page's "Courses" section: skeletons while loading, the spec's error text on
 * failure, then one card per course. Deadlines follow the student's category; logged out, both.
 * A note under the heading says once what open data does not publish and links the
 * university's own pages.
 */
import { audienceOf, type DeadlineAudience, ROUTES, SEARCH_PAGE_MESSAGES } from "@gradplan/schema";
import { useActorRef, useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import styled from "styled-components";
import { useSession } from "../../shared/session/useSession";
import { FailedWithRetry } from "../../shared/ui/Alert";
import { Skeleton, SkeletonRegion } from "../../shared/ui/Skeleton";
import { useProgressiveList } from "../../shared/ui/useProgressiveList";
import { VisuallyHidden } from "../../shared/ui/VisuallyHidden";
import { FIGURE_TEXT, type OwnPages, ownPageUrl } from "../programs";
import { CourseCard } from "./CourseCard";
import {
  type CourseView,
  type UniversityCoursesMachine,
  universityCoursesMachine,
} from "./universityCourses.machine";

export const COURSES_HEADING = "Courses";
export const NO_COURSES_TEXT = "This university lists no graduate courses yet.";
const BOTH: readonly DeadlineAudience[] = ["international", "domestic"];

export interface UniversityCoursesProps {
  universityId: number;
  /** The university's name and own pages, for the note on what open data does not publish. */
  ownPages?: OwnPages;
  /** Tests pass `universityCoursesMachine.provide(...)`. */
  machine?: UniversityCoursesMachine;
}

export function UniversityCourses({ universityId, ownPages, machine }: UniversityCoursesProps) {
  const { user } = useSession();
  const studentId = user?.student_id ?? null;
  return (
    <CoursesSection loggedIn={studentId !== null} ownPages={ownPages}>
      {/* A new key on login or logout: the list with chances is another request. */}
      <CourseList
        key={studentId ?? "guest"}
        universityId={universityId}
        studentId={studentId}
        audiences={user ? [audienceOf(user.category)] : BOTH}
        machine={machine}
      />
    </CoursesSection>
  );
}

/**
 * The section as it will look while its courses load, for the page to show while the
 * university itself loads: no request, and nothing moves when the real section takes its place.
 */
export function UniversityCoursesPending() {
  const { user } = useSession();
  return (
    <CoursesSection loggedIn={user !== null}>
      <CoursesSkeleton />
    </CoursesSection>
  );
}

function CoursesSection({
  loggedIn,
  ownPages,
  children,
}: {
  loggedIn: boolean;
  ownPages?: OwnPages;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <section aria-labelledby="university-courses-heading">
      <h2 id="university-courses-heading">{COURSES_HEADING}</h2>
      {ownPages ? <UnpublishedNote pages={ownPages} /> : null}
      {loggedIn ? null : (
        <Hint>
          {/* The login page brings the student back here afterwards. */}
          <Link to={ROUTES.login} state={{ from: location }}>
            Log in
          </Link>{" "}
          to see your admit chances for each course and add courses to your shortlist.
        </Hint>
      )}
      {children}
    </section>
  );
}

function UnpublishedNote({ pages }: { pages: OwnPages }) {
  const href = ownPageUrl(pages);
  return (
    <Note>
      {FIGURE_TEXT.unpublishedNote(pages.universityName)}
      {href ? (
        <>
          {" "}
          <a href={href} target="_blank" rel="noopener noreferrer">
            {pages.applicationUrl ? FIGURE_TEXT.applicationPage : FIGURE_TEXT.website}
            <VisuallyHidden> {FIGURE_TEXT.opensInNewTab}</VisuallyHidden>
          </a>
        </>
      ) : null}
    </Note>
  );
}

function CoursesSkeleton() {
  return (
    <>
      <Skeleton $width="50%" $height="1.25rem" />
      <Skeleton $height="8rem" />
      <Skeleton $height="8rem" />
    </>
  );
}

interface CourseListProps extends UniversityCoursesProps {
  studentId: string | null;
  audiences: readonly DeadlineAudience[];
}

function CourseList({ universityId, studentId, audiences, machine }: CourseListProps) {
  const actor = useActorRef(machine ?? universityCoursesMachine, {
    input: { universityId, studentId },
  });
  const state = useSelector(actor, (s) => s.value);
  const courses = useSelector(actor, (s) => s.context.courses);

  if (state === "loading") {
    return (
      <SkeletonRegion label="Loading courses">
        <CoursesSkeleton />
      </SkeletonRegion>
    );
  }
  if (state === "failed") {
    return (
      <FailedWithRetry
        message={SEARCH_PAGE_MESSAGES.fetchCoursesFailed}
        retryLabel="Try again"
        onRetry={() => actor.send({ type: "courses.retry" })}
      />
    );
  }
  if (courses.length === 0) return <p>{NO_COURSES_TEXT}</p>;
  return <CourseCards courses={courses} studentId={studentId} audiences={audiences} />;
}

/** The first cards with the answer, the rest in steps (useProgressiveList). */
function CourseCards({
  courses,
  studentId,
  audiences,
}: {
  courses: readonly CourseView[];
  studentId: string | null;
  audiences: readonly DeadlineAudience[];
}) {
  const { shown, filling } = useProgressiveList(courses);
  return (
    <div aria-busy={filling}>
      {shown.map((view) => (
        <CourseCard
          key={view.course.course_id}
          view={view}
          studentId={studentId}
          audiences={audiences}
        />
      ))}
    </div>
  );
}

const Note = styled.p`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.infoBackground};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};

  a { font-weight: 600; }
`;
