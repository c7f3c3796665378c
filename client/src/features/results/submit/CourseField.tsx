/**
 * The course of one application: a choice among the picked university's courses (the list the
 * compare modal and the details page read). A course named by a link stays offered even when the
 * list lacks it; when the list cannot be read, the course is typed instead.
 */
import { useQuery } from "@apollo/client/react";
import { UniversityCoursesDocument } from "../../../graphql/generated";
import { noop } from "../../../shared/ui/form/formKit";
import { SelectField } from "../../../shared/ui/form/SelectField";
import { TextField } from "../../../shared/ui/form/TextField";
import { SUBMIT_TEXT as T } from "./submitResultsText";

export interface CourseFieldProps {
  id: string;
  /** The picked university's id; null until one is picked. */
  universityId: string | null;
  value: string | null;
  error: string | null;
  onValueChange: (course: string | null) => void;
}

export function CourseField({ id, universityId, value, error, onValueChange }: CourseFieldProps) {
  const picked = universityId !== null && /^\d+$/.test(universityId);
  const courses = useQuery(UniversityCoursesDocument, {
    variables: { universityId: Number(universityId) },
    skip: !picked,
  });

  if (picked && courses.error) {
    return (
      <TextField
        id={id}
        label={T.course}
        value={value ?? ""}
        error={error}
        aria-required="true"
        onValueChange={(text) => onValueChange(text === "" ? null : text)}
        onBlur={noop}
      />
    );
  }

  const listed = courses.data?.universityCourses.map((course) => course.course_name) ?? [];
  const names = [...new Set(value && !listed.includes(value) ? [value, ...listed] : listed)];
  const loading = picked && courses.loading;
  const placeholder = !picked ? T.pickUniversityFirst : loading ? T.loadingCourses : T.chooseCourse;

  return (
    <SelectField
      id={id}
      label={T.course}
      value={value ?? ""}
      options={names}
      placeholder={placeholder}
      busy={loading}
      error={error}
      required
      onValueChange={(name) => onValueChange(name === "" ? null : name)}
      onBlur={noop}
    />
  );
}
