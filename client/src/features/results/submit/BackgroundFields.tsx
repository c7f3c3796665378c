/**
 * The applicant's own details: name and email (optional, never shown), then category (Domestic
 * Student reads "American Student" here), undergrad university and course, and education level.
 */
import {
  EDUCATION_LEVELS,
  RESULTS_CATEGORY_LABELS,
  STUDENT_CATEGORIES,
  type SubmitResultsIssues,
} from "@gradplan/schema";
import { FieldError, noop, orNull } from "../../../shared/ui/form/formKit";
import { SelectField } from "../../../shared/ui/form/SelectField";
import { TextField } from "../../../shared/ui/form/TextField";
import { SearchSelect } from "../../../shared/ui/SearchSelect";
import { ToggleGroup } from "../../../shared/ui/ToggleGroup";
import { FormSection } from "./FormSection";
import { resultsKit } from "./resultsKit";
import { type SubmitResultsDraft, withCategory } from "./submitDraft";
import { submitResultsApi } from "./submitResultsApi";
import { SUBMIT_TEXT as T } from "./submitResultsText";

const CATEGORY_OPTIONS = STUDENT_CATEGORIES.map((value) => ({
  value,
  label: RESULTS_CATEGORY_LABELS[value],
}));

const identity = (name: string) => name;
const courseName = (course: { course_name: string }) => course.course_name;

function logSearchFailure(error: unknown) {
  // Spec 2 section 8: suggestion search failures are only logged.
  console.error("Suggestion search failed:", error);
}

export interface DraftFieldsProps {
  prefix: string;
  draft: SubmitResultsDraft;
  issues: SubmitResultsIssues;
  onChange: (draft: SubmitResultsDraft) => void;
}

export function AboutYouFields({ prefix, draft, issues, onChange }: DraftFieldsProps) {
  const kit = resultsKit(prefix, issues);
  return (
    <FormSection id={`${prefix}-about`} title={T.aboutYou} note={T.privacy}>
      <TextField
        id={kit.id("name")}
        label={T.name}
        value={draft.name}
        error={kit.error("name")}
        autoComplete="name"
        onValueChange={(name) => onChange({ ...draft, name })}
        onBlur={noop}
      />
      <TextField
        id={kit.id("email")}
        label={T.email}
        type="email"
        value={draft.email}
        error={kit.error("email")}
        autoComplete="email"
        onValueChange={(email) => onChange({ ...draft, email })}
        onBlur={noop}
      />
    </FormSection>
  );
}

export function BackgroundFields({ prefix, draft, issues, onChange }: DraftFieldsProps) {
  const kit = resultsKit(prefix, issues);
  const set = (patch: Partial<SubmitResultsDraft>) => onChange({ ...draft, ...patch });
  return (
    <FormSection id={`${prefix}-background`} title={T.background}>
      <ToggleGroup
        id={kit.id("category")}
        legend={T.category}
        options={CATEGORY_OPTIONS}
        value={STUDENT_CATEGORIES.find((c) => c === draft.category) ?? null}
        errorId={kit.errorId("category")}
        onValueChange={(category) => onChange(withCategory(draft, category))}
      />
      <FieldError kit={kit} path="category" />
      <SearchSelect
        id={kit.id("undergradUniversity")}
        label={T.undergradUniversity}
        value={draft.undergradUniversity}
        onValueChange={(undergradUniversity) => set({ undergradUniversity })}
        onChoose={(undergradUniversity) => set({ undergradUniversity })}
        search={submitResultsApi.searchUndergradUniversities}
        optionLabel={identity}
        onSearchError={logSearchFailure}
        errorId={kit.errorId("undergradUniversity")}
        required
      />
      <FieldError kit={kit} path="undergradUniversity" />
      <SearchSelect
        id={kit.id("undergradCourse")}
        label={T.undergradCourse}
        value={draft.undergradCourse}
        // A course not in the list is kept as typed.
        onValueChange={(undergradCourse) => set({ undergradCourse })}
        onChoose={(course) => set({ undergradCourse: course.course_name })}
        search={submitResultsApi.searchCourses}
        optionLabel={courseName}
        onSearchError={logSearchFailure}
        errorId={kit.errorId("undergradCourse")}
        required
      />
      <FieldError kit={kit} path="undergradCourse" />
      <SelectField
        id={kit.id("currentEducationLevel")}
        label={T.educationLevel}
        options={EDUCATION_LEVELS}
        value={draft.currentEducationLevel ?? ""}
        error={kit.error("currentEducationLevel")}
        required
        onValueChange={(level) => set({ currentEducationLevel: orNull(level) })}
        onBlur={noop}
      />
    </FormSection>
  );
}
