/**
 * The "Suggest a correction" button of a course and its modal: one machine per course card,
 * made when the card is, so closing the modal leaves nothing behind.
 */
import type { DeadlineAudience } from "@gradplan/schema";
import { useActorRef } from "@xstate/react";
import { Button } from "../../shared/ui/Button";
import { CORRECTION_TEXT as T } from "./correctionText";
import { SuggestCorrectionDialog } from "./SuggestCorrectionDialog";
import {
  type CorrectableCourse,
  type SuggestCorrectionMachine,
  suggestCorrectionMachine,
} from "./suggestCorrection.machine";

export interface SuggestCorrectionProps {
  course: CorrectableCourse;
  /** The student's own applicants, preselected for a deadline. */
  applicants?: DeadlineAudience;
  /** Tests pass `suggestCorrectionMachine.provide(...)` with a fake request. */
  machine?: SuggestCorrectionMachine;
}

export function SuggestCorrection({
  course,
  applicants,
  machine = suggestCorrectionMachine,
}: SuggestCorrectionProps) {
  const actor = useActorRef(machine);
  return (
    <>
      <Button
        type="button"
        $variant="ghost"
        aria-label={T.openFor(course.courseName)}
        aria-haspopup="dialog"
        onClick={() => actor.send({ type: "correction.open", course, applicants })}
      >
        {T.open}
      </Button>
      <SuggestCorrectionDialog actor={actor} />
    </>
  );
}
