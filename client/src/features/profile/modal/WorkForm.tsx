/** The work experience form: yes or no, then full-time and internship months. */
import { type WorkDraft, workMonthsError } from "@gradplan/schema";
import {
  FieldError,
  NumberField,
  type SectionFormProps,
  YES_NO,
  yesNoOf,
} from "../../../shared/ui/form/formKit";
import { ToggleGroup } from "../../../shared/ui/ToggleGroup";
import { useToast } from "../../../shared/ui/toastContext";
import { withWorkExperience } from "../draftChanges";

export function WorkForm({ values, original, onChange, kit }: SectionFormProps<WorkDraft>) {
  const toast = useToast();
  const months = (path: "fulltimeMonths" | "internshipMonths", label: string) => (
    <NumberField
      kit={kit}
      path={path}
      label={label}
      value={values[path]}
      step={1}
      onValueChange={(value) => onChange({ ...values, [path]: value })}
      onRefuse={(value) =>
        toast.warning(
          workMonthsError(path === "fulltimeMonths" ? "full" : "internship", value) ?? "",
        )
      }
    />
  );
  return (
    <>
      <ToggleGroup
        id={kit.id("workExperience")}
        legend="Do you have work experience?"
        options={YES_NO}
        value={yesNoOf(values.workExperience)}
        errorId={kit.errorId("workExperience")}
        onValueChange={(answer) => onChange(withWorkExperience(values, answer === "yes", original))}
      />
      <FieldError kit={kit} path="workExperience" />
      {values.workExperience ? (
        <>
          {months("fulltimeMonths", "Full-time experience (months)")}
          {months("internshipMonths", "Internship experience (months)")}
        </>
      ) : null}
    </>
  );
}
