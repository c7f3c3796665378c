/**
 * A shortlisted course's deadlines for the student's category and semester (chosen by the
 * server): early, priority and regular in date order, each passed or near one said in words,
 * and rolling admission. Without any, it says the deadlines are not known and, unless the
 * student set one, invites them to set their own.
 */
import { formatDay } from "../../shared/ui/dates";
import { DeadlineDate, DeadlineList, Muted, RollingNote, UrgencyTag } from "./ShortlistPage.styles";
import { deadlineNote, SHORTLIST_TEXT } from "./shortlistPageText";
import { type Deadlines, deadlineRows } from "./shortlistView";

export function CourseDeadlines({
  deadlines,
  today,
  ownDeadline = null,
}: {
  deadlines: Deadlines;
  today: string;
  /** The student's own date: set, there is nothing to invite them to. */
  ownDeadline?: string | null;
}) {
  const rows = deadlineRows(deadlines, today);
  return (
    <div>
      <h4>{SHORTLIST_TEXT.deadlines}</h4>
      {rows.length > 0 ? (
        <DeadlineList>
          {rows.map((row) => (
            <div key={row.kind} data-urgency={row.urgency}>
              <dt>{row.label}</dt>
              <dd>
                <DeadlineDate dateTime={row.date} $urgency={row.urgency}>
                  {formatDay(row.date)}
                </DeadlineDate>
                {row.urgency === "later" ? null : (
                  <UrgencyTag $urgency={row.urgency}>{deadlineNote(row.days)}</UrgencyTag>
                )}
              </dd>
            </div>
          ))}
        </DeadlineList>
      ) : null}
      {deadlines.rolling ? <RollingNote>{SHORTLIST_TEXT.rolling}</RollingNote> : null}
      {rows.length === 0 && !deadlines.rolling ? (
        <Muted>
          {SHORTLIST_TEXT.deadlinesNotKnown}
          {ownDeadline ? null : ` ${SHORTLIST_TEXT.setYourOwn}`}
        </Muted>
      ) : null}
    </div>
  );
}
