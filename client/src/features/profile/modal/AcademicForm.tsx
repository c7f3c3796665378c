/** The academic information form: degree, area of study, specializations, semester, level, course. */
import {
  AREAS_OF_STUDY,
  type CourseSuggestion,
  DEGREES,
  EDUCATION_LEVELS,
  SEMESTERS,
  SPECIALIZATIONS,
} from "@gradplan/schema";
import styled from "styled-components";
import { FieldError, noop, orNull, type SectionFormProps } from "../../../shared/ui/form/formKit";
import { SelectField } from "../../../shared/ui/form/SelectField";
import { SearchSelect } from "../../../shared/ui/SearchSelect";
import { withAreaOfStudy } from "../draftChanges";
import type { AcademicFormDraft } from "../editDraft";
import { profileApi } from "../profileApi";

const courseLabel = (course: CourseSuggestion) => course.course_name;

function logSearchFailure(error: unknown) {
  // Spec 1 section 7: course search failures are only logged.
  console.error("Course search failed:", error);
}

export function AcademicForm({
  values,
  original,
  onChange,
  kit,
}: SectionFormProps<AcademicFormDraft>) {
  const set = (patch: Partial<AcademicFormDraft>) => onChange({ ...values, ...patch });
  const area = AREAS_OF_STUDY.find((a) => a === values.areaOfStudy);
  const toggle = (code: string, checked: boolean) =>
    set({
      specialization: checked
        ? [...values.specialization, code]
        : values.specialization.filter((c) => c !== code),
    });
  const select = (
    path: "degree" | "currentEducationLevel" | "applyingSemester",
    label: string,
    options: readonly string[],
  ) => (
    <SelectField
      id={kit.id(path)}
      label={label}
      options={options}
      value={values[path] ?? ""}
      error={kit.error(path)}
      required
      onValueChange={(value) => set({ [path]: orNull(value) })}
      onBlur={noop}
    />
  );

  return (
    <>
      {select("degree", "Degree", DEGREES)}
      <SelectField
        id={kit.id("areaOfStudy")}
        label="Area of study"
        options={AREAS_OF_STUDY}
        value={values.areaOfStudy ?? ""}
        error={kit.error("areaOfStudy")}
        required
        onValueChange={(value) => onChange(withAreaOfStudy(values, orNull(value), original))}
        onBlur={noop}
      />
      <Checkboxes id={kit.id("specialization")} aria-describedby={kit.errorId("specialization")}>
        <legend>Specializations</legend>
        {area ? (
          SPECIALIZATIONS[area].map((course) => (
            <label key={course.code}>
              <input
                type="checkbox"
                value={course.code}
                checked={values.specialization.includes(course.code)}
                onChange={(event) => toggle(course.code, event.target.checked)}
              />
              {course.name}
            </label>
          ))
        ) : (
          <Hint>Choose an area of study first.</Hint>
        )}
      </Checkboxes>
      <FieldError kit={kit} path="specialization" />
      {select("applyingSemester", "Applying semester", SEMESTERS)}
      {select("currentEducationLevel", "Current education level", EDUCATION_LEVELS)}
      <SearchSelect
        id={kit.id("undergradCourse")}
        label="Undergrad course"
        value={values.undergradCourseName ?? ""}
        // Typed text is kept as the course; only a chosen suggestion brings its code.
        onValueChange={(name) => set({ undergradCourseName: name, undergradCourseCode: "" })}
        onChoose={(course) =>
          set({ undergradCourseName: course.course_name, undergradCourseCode: course.course_code })
        }
        search={profileApi.searchCourses}
        optionLabel={courseLabel}
        onSearchError={logSearchFailure}
        errorId={kit.errorId("undergradCourse")}
        required
      />
      <FieldError kit={kit} path="undergradCourse" />
    </>
  );
}

const Checkboxes = styled.fieldset`
  margin: 0 0 1.125rem;
  padding: 0;
  border: 0;
  min-width: 0;

  legend { padding: 0; margin-bottom: 0.375rem; font-weight: 600; }

  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 36px;
  }

  input { width: 1.125rem; height: 1.125rem; }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
