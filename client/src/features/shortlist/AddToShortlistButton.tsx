/**
 * The '+' that adds one course to the signed-in student's shortlist, with the spec's toasts
 * (spec 2 sections 4 and 8): on the search cards and on the university details page.
 */
import { SEARCH_PAGE_MESSAGES } from "@gradplan/schema";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import styled from "styled-components";
import { IconButton } from "../../shared/ui/Button";
import { useToast } from "../../shared/ui/toastContext";
import { type ShortlistAddMachine, shortlistAddMachine } from "./shortlistAdd.machine";
import { addToShortlistLabel } from "./shortlistText";

export interface AddToShortlistButtonProps {
  courseId: number;
  courseName: string;
  /** Named in the label where courses of several universities sit together (search cards). */
  universityName?: string;
  /** Tests pass `shortlistAddMachine.provide(...)`. */
  machine?: ShortlistAddMachine;
}

export function AddToShortlistButton(props: AddToShortlistButtonProps) {
  const { courseId, courseName, universityName, machine = shortlistAddMachine } = props;
  const toast = useToast();
  const actor = useActorRef(machine);
  const adding = useSelector(actor, (state) => state.matches("adding"));

  useEffect(() => {
    const subscriptions = [
      actor.on("shortlist.added", () => toast.success(SEARCH_PAGE_MESSAGES.added)),
      actor.on("shortlist.alreadyPresent", () =>
        toast.warning(SEARCH_PAGE_MESSAGES.alreadyPresent),
      ),
      actor.on("shortlist.failed", () => toast.error(SEARCH_PAGE_MESSAGES.addFailed)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, toast]);

  return (
    <PlusButton
      aria-label={addToShortlistLabel(courseName, universityName)}
      // aria-disabled rather than disabled: the button keeps focus while the request runs.
      aria-disabled={adding || undefined}
      onClick={() => actor.send({ type: "shortlist.add", courseId })}
    >
      <span aria-hidden="true">+</span>
    </PlusButton>
  );
}

const PlusButton = styled(IconButton)`
  flex: none;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};

  &[aria-disabled="true"] { opacity: 0.6; cursor: progress; }
`;
