/**
 * One application, as a card: the university (picked from the catalogue's suggestions), then a
 * course of that university, the semester, the decision, and when and how it came.
 */
import {
  APPLICATION_DECISIONS,
  APPLIED_SEMESTERS,
  earliestNotificationDate,
  NOTIFICATION_METHODS,
  type SubmitResultsIssues,
  type UniversitySuggestion,
} from "@gradplan/schema";
import styled from "styled-components";
import { Button } from "../../../shared/ui/Button";
import { localToday } from "../../../shared/ui/dates";
import { FieldError, FieldRow, noop, orNull } from "../../../shared/ui/form/formKit";
import { SelectField } from "../../../shared/ui/form/SelectField";
import { TextField } from "../../../shared/ui/form/TextField";
import { SearchSelect } from "../../../shared/ui/SearchSelect";
import { CourseField } from "./CourseField";
import { resultsKit } from "./resultsKit";
import type { ApplicationDraft } from "./submitDraft";
import { submitResultsApi } from "./submitResultsApi";
import { applicationLegend, removeApplicationLabel, SUBMIT_TEXT as T } from "./submitResultsText";

const universityName = (university: UniversitySuggestion) => university.universityName;

function logSearchFailure(error: unknown) {
  // Spec 2 section 8: suggestion search failures are only logged.
  console.error("University search failed:", error);
}

export interface ApplicationFieldsProps {
  prefix: string;
  index: number;
  application: ApplicationDraft;
  issues: SubmitResultsIssues;
  onChange: (application: ApplicationDraft) => void;
  onRemove: () => void;
}

export function ApplicationFields(props: ApplicationFieldsProps) {
  const { prefix, index, application, onChange } = props;
  const kit = resultsKit(prefix, props.issues);
  const path = (field: string) => `appliedToUniversities.${index}.${field}`;
  const set = (patch: Partial<ApplicationDraft>) => onChange({ ...application, ...patch });
  const select = (
    field: "appliedSemester" | "applicationDecision" | "notificationMethod",
    key: "semester" | "decision" | "notificationMethod",
    label: string,
    options: readonly string[],
  ) => (
    <SelectField
      id={kit.id(path(field))}
      label={label}
      options={options}
      value={application[key] ?? ""}
      error={kit.error(path(field))}
      required={key !== "notificationMethod"}
      onValueChange={(value) => set({ [key]: orNull(value) })}
      onBlur={noop}
    />
  );

  return (
    <Card>
      <legend>{applicationLegend(index)}</legend>
      <SearchSelect
        id={kit.id(path("appliedUniversity"))}
        label={T.university}
        placeholder={T.universityPlaceholder}
        value={application.universityText}
        // Typing un-picks: the text no longer names the chosen university, nor its course.
        onValueChange={(text) => set({ universityText: text, university: null, course: null })}
        onChoose={(university) =>
          set({
            universityText: university.universityName,
            university: {
              universityId: String(university.universityId),
              universityName: university.universityName,
            },
            course: null,
          })
        }
        search={submitResultsApi.searchUniversities}
        optionLabel={universityName}
        onSearchError={logSearchFailure}
        errorId={kit.errorId(path("appliedUniversity"))}
        required
      />
      <FieldError kit={kit} path={path("appliedUniversity")} />
      <CourseField
        id={kit.id(path("appliedCourse"))}
        universityId={application.university?.universityId ?? null}
        value={application.course}
        error={kit.error(path("appliedCourse"))}
        onValueChange={(course) => set({ course })}
      />
      <FieldRow>
        {select("appliedSemester", "semester", T.semester, APPLIED_SEMESTERS)}
        {select("applicationDecision", "decision", T.decision, APPLICATION_DECISIONS)}
      </FieldRow>
      <FieldRow>
        <TextField
          id={kit.id(path("notificationDate"))}
          label={T.notificationDate}
          type="date"
          // Not after today (spec 2 section 5), nor older than the rule allows (schema/src/results).
          min={earliestNotificationDate(localToday())}
          max={localToday()}
          value={application.notificationDate ?? ""}
          error={kit.error(path("notificationDate"))}
          onValueChange={(day) => set({ notificationDate: orNull(day) })}
          onBlur={noop}
        />
        {select(
          "notificationMethod",
          "notificationMethod",
          T.notificationMethod,
          NOTIFICATION_METHODS,
        )}
      </FieldRow>
      <Remove $variant="ghost" onClick={props.onRemove}>
        {removeApplicationLabel(index)}
      </Remove>
    </Card>
  );
}

const Card = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0.75rem clamp(0.75rem, 3vw, 1.25rem) 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;

  legend { padding: 0 0.25rem; font-weight: 700; }
`;

const Remove = styled(Button)`
  padding-left: 0.5rem;
  padding-right: 0.5rem;
`;
