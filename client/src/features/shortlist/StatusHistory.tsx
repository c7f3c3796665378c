/** A course's status changes, behind a disclosure; read when first opened (and after a change). */
import { useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { StatusHistoryDocument } from "../../graphql/generated";
import { formatDay } from "../../shared/ui/dates";
import { Disclosure, HistoryList, Muted } from "./ShortlistPage.styles";
import { historyLabel, SHORTLIST_TEXT } from "./shortlistPageText";
import type { ShortlistCourse } from "./shortlistView";

export function StatusHistory({ course }: { course: ShortlistCourse }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Disclosure
        aria-expanded={open}
        aria-controls={id}
        aria-label={historyLabel(course)}
        onClick={() => setOpen((value) => !value)}
      >
        {SHORTLIST_TEXT.history}
      </Disclosure>
      <div id={id} hidden={!open}>
        {open ? <HistoryEntries courseId={course.course_id} /> : null}
      </div>
    </div>
  );
}

function HistoryEntries({ courseId }: { courseId: number }) {
  const { data, error } = useQuery(StatusHistoryDocument, { variables: { courseId } });
  if (!data) {
    return (
      <Muted role={error ? "alert" : "status"}>
        {error ? SHORTLIST_TEXT.historyFailed : SHORTLIST_TEXT.historyLoading}
      </Muted>
    );
  }
  return (
    <HistoryList>
      {data.statusHistory.map((change) => (
        <li key={`${change.changedAt}-${change.to}`}>
          {change.from ? `${change.to} (was ${change.from})` : `Added as ${change.to}`},{" "}
          <time dateTime={change.changedAt}>{formatDay(change.changedAt)}</time>
        </li>
      ))}
    </HistoryList>
  );
}
