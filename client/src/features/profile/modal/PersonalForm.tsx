/** The personal information form (spec 1 sections 2 and 5): names, birth date, gender, category, university. */
import { GENDERS, isoDay, STUDENT_CATEGORIES, type StudentProfile } from "@gradplan/schema";
import { FieldError, noop, orNull, type SectionFormProps } from "../../../shared/ui/form/formKit";
import { SelectField } from "../../../shared/ui/form/SelectField";
import { TextField } from "../../../shared/ui/form/TextField";
import { SearchSelect } from "../../../shared/ui/SearchSelect";
import { useToast } from "../../../shared/ui/toastContext";
import { asksEnglishTest, type ChosenEnglishTest, type PersonalFormDraft } from "../editDraft";
import { profileApi } from "../profileApi";
import { PROFILE_PAGE_MESSAGES } from "../profileMessages";

const CHOSEN_TESTS: readonly ChosenEnglishTest[] = ["TOEFL", "IELTS"];

const identity = (name: string) => name;

export function PersonalForm({
  values,
  snapshot,
  onChange,
  kit,
}: SectionFormProps<PersonalFormDraft> & {
  /** The profile the modal opened on: whether to ask for the English test depends on it. */
  snapshot: StudentProfile;
}) {
  const toast = useToast();
  const set = (patch: Partial<PersonalFormDraft>) => onChange({ ...values, ...patch });
  const askTest = asksEnglishTest(values.category, snapshot);
  const text = (path: "firstName" | "lastName", label: string, autoComplete: string) => (
    <TextField
      id={kit.id(path)}
      label={label}
      value={values[path]}
      error={kit.error(path)}
      autoComplete={autoComplete}
      aria-required="true"
      onValueChange={(value) => set({ [path]: value })}
      onBlur={noop}
    />
  );

  return (
    <>
      {text("firstName", "First name", "given-name")}
      {text("lastName", "Last name", "family-name")}
      <TextField
        id={kit.id("dateOfBirth")}
        label="Date of birth"
        type="date"
        // Spec 1 section 5: not after today.
        max={isoDay(new Date())}
        value={values.dateOfBirth ?? ""}
        error={kit.error("dateOfBirth")}
        aria-required="true"
        onValueChange={(value) => set({ dateOfBirth: orNull(value) })}
        onBlur={noop}
      />
      <SelectField
        id={kit.id("gender")}
        label="Gender"
        options={GENDERS}
        value={values.gender ?? ""}
        error={kit.error("gender")}
        required
        onValueChange={(value) => set({ gender: orNull(value) })}
        onBlur={noop}
      />
      <SelectField
        id={kit.id("category")}
        label="Category"
        options={STUDENT_CATEGORIES}
        value={values.category ?? ""}
        error={kit.error("category")}
        required
        // A test chosen for an international student means nothing once the category changes.
        onValueChange={(value) => set({ category: orNull(value), englishTest: null })}
        onBlur={noop}
      />
      {askTest ? (
        <SelectField
          id={kit.id("englishTest")}
          label="English test"
          options={CHOSEN_TESTS}
          value={values.englishTest ?? ""}
          error={kit.error("englishTest")}
          required
          onValueChange={(value) =>
            set({ englishTest: CHOSEN_TESTS.find((test) => test === value) ?? null })
          }
          onBlur={noop}
        />
      ) : null}
      <SearchSelect
        id={kit.id("undergradUniversity")}
        label="Undergrad university"
        value={values.undergradUniversity ?? ""}
        onValueChange={(value) => set({ undergradUniversity: value })}
        onChoose={(name) => set({ undergradUniversity: name })}
        search={profileApi.searchUndergradUniversities}
        optionLabel={identity}
        // Spec 1 section 7: the one suggestion search whose failure is shown.
        onSearchError={() => toast.error(PROFILE_PAGE_MESSAGES.searchFailed)}
        errorId={kit.errorId("undergradUniversity")}
        required
      />
      <FieldError kit={kit} path="undergradUniversity" />
    </>
  );
}
