/**
 * The Compare Universities modal (spec 2 "Compare modal"): the search page renders
 * `<CompareModal open onClose />`. Each opening starts a compareMachine from the session's
 * stored table, so closing and reopening keeps the comparison.
 */
import { COMPARE_LIMIT } from "@gradplan/schema";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { useSession } from "../../shared/session/useSession";
import { Modal } from "../../shared/ui/Modal";
import { useToast } from "../../shared/ui/toastContext";
import { ComparePicker } from "./ComparePicker";
import { CompareTable } from "./CompareTable";
import { type CompareMachine, compareMachine } from "./compare.machine";
import { loadComparedCourses } from "./compareStorage";
import type { compareUniversitySearchMachine } from "./UniversityCombobox";

export const COMPARE_MODAL_TITLE = "Compare Universities";

export interface CompareModalProps {
  open: boolean;
  onClose: () => void;
  /** Tests pass `compareMachine.provide(...)` with fake fetch actors. */
  machine?: CompareMachine;
  searchMachine?: typeof compareUniversitySearchMachine;
}

export function CompareModal({ open, onClose, ...machines }: CompareModalProps) {
  const { user } = useSession();
  if (!open) return null;
  // A new key on login or logout: the student's figures and chances belong to one session.
  return (
    <CompareDialog
      key={user?.student_id ?? "guest"}
      studentId={user?.student_id ?? null}
      onClose={onClose}
      {...machines}
    />
  );
}

interface CompareDialogProps extends Omit<CompareModalProps, "open"> {
  studentId: string | null;
}

function CompareDialog({
  studentId,
  onClose,
  machine = compareMachine,
  searchMachine,
}: CompareDialogProps) {
  const toast = useToast();
  const actor = useActorRef(machine, { input: { studentId, entries: loadComparedCourses() } });
  const entries = useSelector(actor, (s) => s.context.entries);
  const chances = useSelector(actor, (s) => s.context.chances);
  const student = useSelector(actor, (s) => s.context.student);
  const studentLoading = useSelector(actor, (s) => s.matches({ student: "loading" }));
  const pickerOpen = useSelector(actor, (s) => s.matches({ picker: "open" }));
  const university = useSelector(actor, (s) => s.context.university);
  const courses = useSelector(actor, (s) => s.context.courses);
  const courseId = useSelector(actor, (s) => s.context.courseId);
  const error = useSelector(actor, (s) => s.context.error);
  const loadingCourses = useSelector(actor, (s) =>
    s.matches({ picker: { open: "loadingCourses" } }),
  );
  const adding = useSelector(actor, (s) => s.matches({ picker: { open: "adding" } }));
  // Whether the student asked for the picker (plus column), so it takes focus; on opening the
  // modal the dialog keeps focus, so its title is read first.
  const [pickerRequested, setPickerRequested] = useState(false);
  const tableAreaRef = useRef<HTMLDivElement>(null);
  const [tableFocusRequest, setTableFocusRequest] = useState(0);

  useEffect(() => {
    const subscription = actor.on("compare.fetchFailed", (event) => toast.error(event.message));
    return () => subscription.unsubscribe();
  }, [actor, toast]);

  // The focused button vanishes when the picker closes or a column goes: focus moves to the
  // table rather than falling back to the page behind the dialog.
  const wasOpen = useRef(pickerOpen);
  useEffect(() => {
    if (wasOpen.current && !pickerOpen) setTableFocusRequest((n) => n + 1);
    wasOpen.current = pickerOpen;
  }, [pickerOpen]);
  useEffect(() => {
    if (tableFocusRequest === 0) return;
    tableAreaRef.current?.querySelector<HTMLElement>("[role=region]")?.focus();
  }, [tableFocusRequest]);

  const openPicker = () => {
    setPickerRequested(true);
    actor.send({ type: "compare.openPicker" });
  };

  return (
    <Modal open size="wide" title={COMPARE_MODAL_TITLE} onClose={onClose}>
      <Intro>Compare up to {COMPARE_LIMIT} university courses side by side.</Intro>
      {pickerOpen ? (
        <ComparePicker
          university={university}
          courses={courses}
          courseId={courseId}
          loadingCourses={loadingCourses}
          adding={adding}
          error={error}
          canCancel={entries.length > 0}
          autoFocus={pickerRequested}
          searchMachine={searchMachine}
          onPickUniversity={(picked) =>
            actor.send({ type: "compare.pickUniversity", university: picked })
          }
          onClearUniversity={() => actor.send({ type: "compare.clearUniversity" })}
          onCourseFieldUsed={() => actor.send({ type: "compare.courseFieldUsed" })}
          onChooseCourse={(id) => actor.send({ type: "compare.chooseCourse", courseId: id })}
          onAdd={() => actor.send({ type: "compare.add" })}
          onCancel={() => actor.send({ type: "compare.closePicker" })}
        />
      ) : null}
      <div ref={tableAreaRef}>
        {entries.length > 0 ? (
          <CompareTable
            courses={entries}
            student={student}
            loggedIn={studentId !== null}
            chances={chances}
            studentLoading={studentLoading}
            onRemove={(id) => {
              // Removing the last column reopens the picker: it then takes focus.
              setPickerRequested(true);
              setTableFocusRequest((n) => n + 1);
              actor.send({ type: "compare.remove", courseId: id });
            }}
            onAddAnother={openPicker}
          />
        ) : null}
      </div>
    </Modal>
  );
}

const Intro = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
