/**
 * /university-shortlisting (spec 2: Shortlist screen): every shortlisted course with its
 * category, chance, status and deadlines; deadline tabs, a sort (both kept in the URL, so a
 * reload keeps them), removal with a confirmation, the deadline calendar, one line about the
 * email grant (where offered), the decisions found in email to confirm, a box to paste one, and
 * the student's shortlisting preferences with their editor. Inside the platform layout; the route guard ensures a student.
 */
import { useQuery } from "@apollo/client/react";
import {
  type DeadlineTab,
  ROUTES,
  type ShortlistSortKey,
  type SortDirection,
} from "@gradplan/schema";
import { useActorRef } from "@xstate/react";
import { useEffect, useId, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { ShortlistDocument } from "../../graphql/generated";
import { useDocumentTitle } from "../../shared/hooks/useDocumentTitle";
import { useSession } from "../../shared/session/useSession";
import { Button, ButtonLink } from "../../shared/ui/Button";
import { localToday } from "../../shared/ui/dates";
import { Skeleton, SkeletonRegion } from "../../shared/ui/Skeleton";
import { useToast } from "../../shared/ui/toastContext";
import { useAfterFirstStep } from "../../shared/ui/useAfterFirstStep";
import { useProgressiveList } from "../../shared/ui/useProgressiveList";
import { EmailDecisions, EmailGrantLine } from "../email-grant";
import { PreferencesSection } from "../preferences";
import { BalanceNotice } from "./balance/BalanceNotice";
import { CalendarSection } from "./CalendarSection";
import { DeadlineTabs } from "./DeadlineTabs";
import { RemoveCourseDialog } from "./RemoveCourseDialog";
import { removeCourseMachine } from "./removeCourse.machine";
import { ShortlistCard } from "./ShortlistCard";
import { ShortlistHeading } from "./ShortlistHeading";
import {
  CardList,
  Empty,
  EmptyTab,
  Layout,
  ListHeading,
  Problem,
  SkeletonCard,
} from "./ShortlistPage.styles";
import { SortControls } from "./SortControls";
import { EMPTY_TAB_TEXT, removedText, SHORTLIST_TEXT } from "./shortlistPageText";
import {
  flattenShortlist,
  readView,
  type ShortlistCourse,
  type ShortlistView,
  tabCounts,
  visibleCourses,
  writeView,
} from "./shortlistView";

export function ShortlistPage() {
  useDocumentTitle(SHORTLIST_TEXT.title);
  const { user } = useSession();
  if (!user) return null;
  // Another student (switched in another tab) gets fresh machines and a fresh read.
  return <ShortlistScreen key={user.student_id} studentId={user.student_id} />;
}

const SKELETON_CARDS = ["skeleton-1", "skeleton-2", "skeleton-3"];

function ShortlistScreen({ studentId }: { studentId: string }) {
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, refetch } = useQuery(ShortlistDocument);
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const changeView = (patch: Partial<ShortlistView>) =>
    setParams((current) => writeView(current, { ...readView(current), ...patch }), {
      replace: true,
    });
  const remover = useActorRef(removeCourseMachine, { input: { studentId } });

  useEffect(() => {
    const subscriptions = [
      remover.on("remove.done", ({ item: course }) => {
        toast.success(removedText(course));
        // The removed card's button is gone: continue from the list's heading, once the
        // dialog has handed focus back.
        setTimeout(() => headingRef.current?.focus(), 0);
      }),
      remover.on("remove.failed", ({ message }) => toast.error(message)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [remover, toast]);

  const courses = data ? flattenShortlist(data.shortlist) : null;
  // The list is what the student came for: its answer's task draws it alone. The preferences'
  // read and the calendar below the list start a step later, each in a task of its own.
  const secondary = useAfterFirstStep(courses !== null || error !== undefined);

  return (
    <>
      <ShortlistHeading />
      <Layout>
        <EmailGrantLine />
        <EmailDecisions studentId={studentId} />
        <PreferencesSection studentId={studentId} read={secondary} />
        <BalanceNotice skip={!secondary} />
        <section aria-labelledby="shortlist-heading">
          <ListHeading id="shortlist-heading" ref={headingRef} tabIndex={-1}>
            {SHORTLIST_TEXT.listHeading}
          </ListHeading>
          {courses === null && !error ? <Loading /> : null}
          {courses === null && error ? (
            <Problem>
              <p role="alert">{SHORTLIST_TEXT.failed}</p>
              {/* A failed retry shows as the failure again. */}
              <Button onClick={() => void refetch().catch(() => {})}>{SHORTLIST_TEXT.retry}</Button>
            </Problem>
          ) : null}
          {courses !== null && courses.length === 0 ? <EmptyShortlist /> : null}
          {courses !== null && courses.length > 0 ? (
            <Courses
              studentId={studentId}
              courses={courses}
              view={view}
              onView={changeView}
              onRemove={(course) => remover.send({ type: "remove.ask", item: course })}
            />
          ) : null}
        </section>
        {secondary ? <CalendarSection studentId={studentId} /> : null}
      </Layout>
      <RemoveCourseDialog actor={remover} />
    </>
  );
}

function Loading() {
  return (
    <SkeletonRegion label={SHORTLIST_TEXT.loading}>
      <CardList aria-hidden="true">
        {SKELETON_CARDS.map((key) => (
          <SkeletonCard key={key}>
            <Skeleton $width="70%" $height="1.25rem" />
            <Skeleton $width="50%" />
            <Skeleton $width="40%" />
            <Skeleton $height="2.75rem" />
            <Skeleton $height="3rem" />
          </SkeletonCard>
        ))}
      </CardList>
    </SkeletonRegion>
  );
}

function EmptyShortlist() {
  return (
    <Empty role="status">
      <p>{SHORTLIST_TEXT.empty}</p>
      <p>{SHORTLIST_TEXT.emptyHint}</p>
      <ButtonLink to={ROUTES.universitySearch}>{SHORTLIST_TEXT.findCourses}</ButtonLink>
    </Empty>
  );
}

interface CoursesProps {
  studentId: string;
  courses: ShortlistCourse[];
  view: ShortlistView;
  onView: (patch: Partial<ShortlistView>) => void;
  onRemove: (course: ShortlistCourse) => void;
}

function Courses({ studentId, courses, view, onView, onRemove }: CoursesProps) {
  const panelId = useId();
  const tabId = (tab: DeadlineTab) => `${panelId}-tab-${tab}`;
  const today = localToday();
  const visible = visibleCourses(courses, view, today);
  const { shown, filling } = useProgressiveList(visible);
  return (
    <>
      <SortControls
        sort={view.sort}
        order={view.order}
        onSort={(sort: ShortlistSortKey) => onView({ sort })}
        onOrder={(order: SortDirection) => onView({ order })}
      />
      <DeadlineTabs
        active={view.tab}
        counts={tabCounts(courses, today)}
        onSelect={(tab) => onView({ tab })}
        panelId={panelId}
        tabId={tabId}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(view.tab)}>
        {shown.length === 0 && view.tab !== "all" ? (
          <EmptyTab>{EMPTY_TAB_TEXT[view.tab]}</EmptyTab>
        ) : (
          <CardList aria-busy={filling}>
            {shown.map((course) => (
              <ShortlistCard
                key={course.course_id}
                studentId={studentId}
                course={course}
                today={today}
                onRemove={onRemove}
              />
            ))}
          </CardList>
        )}
      </div>
    </>
  );
}
