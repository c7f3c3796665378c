/** The compare picker: a university, then one of its courses, then Add (spec 2 "Compare modal"). */
import type { UniversitySuggestion } from "@gradplan/schema";
import { type FormEvent, useId } from "react";
import styled from "styled-components";
import { Button } from "../../shared/ui/Button";
import { Select } from "../../shared/ui/form/fieldStyles";
import type { CourseDetails } from "../university";
import {
  type compareUniversitySearchMachine,
  Field,
  UniversityCombobox,
} from "./UniversityCombobox";

export const COURSE_FIELD_LABEL = "Course";
export const ADD_BUTTON_TEXT = "Add";
export const COURSE_PLACEHOLDER = "Select a course";
export const LOADING_COURSES_TEXT = "Loading courses…";

export interface ComparePickerProps {
  university: UniversitySuggestion | null;
  courses: readonly CourseDetails[];
  courseId: number | null;
  loadingCourses: boolean;
  adding: boolean;
  error: string | null;
  /** Cancel is offered only when there is a table to go back to. */
  canCancel: boolean;
  /** Focus the university field on mount (opened from the plus column). */
  autoFocus: boolean;
  onPickUniversity: (university: UniversitySuggestion) => void;
  onClearUniversity: () => void;
  onCourseFieldUsed: () => void;
  onChooseCourse: (courseId: number | null) => void;
  onAdd: () => void;
  onCancel: () => void;
  searchMachine?: typeof compareUniversitySearchMachine;
}

export function ComparePicker(props: ComparePickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onAdd();
  };
  return (
    <Form noValidate onSubmit={submit} aria-label="Add a course to compare">
      <UniversityCombobox
        picked={props.university !== null}
        onPick={props.onPickUniversity}
        onClear={props.onClearUniversity}
        machine={props.searchMachine}
        autoFocus={props.autoFocus}
      />
      <Field>
        <label htmlFor={`${id}-course`}>{COURSE_FIELD_LABEL}</label>
        <Select
          id={`${id}-course`}
          value={props.courseId ?? ""}
          aria-busy={props.loadingCourses || undefined}
          aria-describedby={props.error ? errorId : undefined}
          onFocus={props.onCourseFieldUsed}
          onChange={(event) =>
            props.onChooseCourse(event.target.value === "" ? null : Number(event.target.value))
          }
        >
          <option value="">
            {props.loadingCourses ? LOADING_COURSES_TEXT : COURSE_PLACEHOLDER}
          </option>
          {props.courses.map((course) => (
            <option key={course.course_id} value={course.course_id}>
              {course.course_name}
            </option>
          ))}
        </Select>
      </Field>
      {/* Always in the tree, so a new message is announced when it appears. */}
      <ErrorLine id={errorId} role="alert">
        {props.error}
      </ErrorLine>
      <Actions>
        {props.canCancel ? (
          <Button $variant="secondary" onClick={props.onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={props.adding} aria-busy={props.adding || undefined}>
          {ADD_BUTTON_TEXT}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const ErrorLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;

  /* Never display:none: a live region hidden that way is not announced when it fills. */
  &:not(:empty) { margin-bottom: 0.75rem; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
`;
