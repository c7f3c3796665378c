/**
 * A course's status, changeable in place: a select offering only the statuses the course may
 * move to now (the server's allowedStatuses), each with what it means. The choice shows while it
 * is saved; on failure a toast says why and the stored status shows again. A saved decision
 * offers to share the result with other students.
 */
import { isShortlistStatus, STATUS_MEANING } from "@gradplan/schema";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useId } from "react";
import { useSession } from "../../shared/session/useSession";
import { formatDay } from "../../shared/ui/dates";
import { useToast } from "../../shared/ui/toastContext";
import { ShareResultOffer } from "../results";
import { Muted, StatusField } from "./ShortlistPage.styles";
import { SHORTLIST_TEXT, statusChangedText, statusLabel, statusOption } from "./shortlistPageText";
import type { ShortlistCourse } from "./shortlistView";
import { statusChangeMachine } from "./statusChange.machine";

export function StatusSelect({ course }: { course: ShortlistCourse }) {
  const id = useId();
  const toast = useToast();
  const actor = useActorRef(statusChangeMachine, {
    input: {
      universityName: course.university_name,
      courseName: course.course_name,
      degreeCode: course.degree_code,
    },
  });
  const chosen = useSelector(actor, (state) => state.context.queued ?? state.context.pending);
  const saving = useSelector(actor, (state) => state.matches("saving"));
  const offer = useSelector(actor, (state) => state.context.offer);
  const { user } = useSession();

  useEffect(() => {
    const subscriptions = [
      actor.on("status.saved", ({ status }) => toast.success(statusChangedText(status))),
      actor.on("status.failed", ({ message }) => toast.error(message)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, toast]);

  const shown = chosen ?? course.status;
  const options = course.allowedStatuses.includes(course.status)
    ? course.allowedStatuses
    : [course.status, ...course.allowedStatuses];

  return (
    <StatusField>
      <label htmlFor={id}>{SHORTLIST_TEXT.status}</label>
      <select
        id={id}
        aria-label={statusLabel(course)}
        aria-describedby={`${id}-since`}
        aria-busy={saving || undefined}
        value={shown}
        onChange={(event) => actor.send({ type: "status.change", status: event.target.value })}
      >
        {options.map((status) => (
          <option key={status} value={status}>
            {statusOption(status, isShortlistStatus(status) ? STATUS_MEANING[status] : undefined)}
          </option>
        ))}
      </select>
      <Muted id={`${id}-since`}>Since {formatDay(course.status_updated_at)}</Muted>
      {offer ? (
        <ShareResultOffer
          course={course}
          decision={offer}
          semester={user?.applying_semester ?? null}
          onDismiss={() => actor.send({ type: "offer.dismiss" })}
        />
      ) : null}
    </StatusField>
  );
}
