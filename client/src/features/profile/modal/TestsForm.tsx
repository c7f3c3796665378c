/** The test scores form: GPA on its scale, the English test and the GRE (spec 1 sections 2 and 5). */
import {
  APTITUDE_TESTS,
  type AptitudeTest,
  ENGLISH_TESTS,
  type EnglishTest,
  type GpaScale,
  gpaError,
  gpaTenToFour,
  type TestsDraft,
} from "@gradplan/schema";
import {
  ComputedField,
  FieldError,
  NumberField,
  type SectionFormProps,
} from "../../../shared/ui/form/formKit";
import { ToggleGroup, type ToggleOption } from "../../../shared/ui/ToggleGroup";
import { useToast } from "../../../shared/ui/toastContext";
import { withAptitudeTest, withEnglishTest, withGpaScale } from "../draftChanges";
import { PercentageHelper } from "./PercentageHelper";
import { EnglishScoreFields, GreScoreFields } from "./ScoreFields";

const SCALES: readonly ToggleOption<"4" | "10">[] = [
  { value: "4", label: "Out of 4" },
  { value: "10", label: "Out of 10" },
];

const options = <V extends string>(values: readonly V[]) =>
  values.map((value) => ({ value, label: value }));

export function TestsForm({ values, original, onChange, kit }: SectionFormProps<TestsDraft>) {
  const toast = useToast();
  const scale = values.gpaScale;
  // International students choose TOEFL or IELTS only (spec 1 section 5).
  const international = values.category === "International Student";
  const englishOptions = options<EnglishTest>(
    international ? ENGLISH_TESTS.filter((test) => test !== "None") : ENGLISH_TESTS,
  );
  const converted =
    values.gpa !== null && gpaError(values.gpa, 10) === null
      ? String(gpaTenToFour(values.gpa))
      : "";
  const english = values.englishTest;

  return (
    <>
      <ToggleGroup
        id={kit.id("gpaScale")}
        legend="GPA scale"
        options={SCALES}
        value={scale === 10 ? "10" : "4"}
        onValueChange={(value) =>
          onChange(withGpaScale(values, Number(value) as GpaScale, original))
        }
      />
      <NumberField
        kit={kit}
        path="gpa"
        label="GPA"
        value={values.gpa}
        max={scale}
        step={0.01}
        aria-required="true"
        onValueChange={(gpa) => onChange({ ...values, gpa })}
        onRefuse={(value) => toast.warning(gpaError(value, scale) ?? "")}
      />
      <PercentageHelper scale={scale} onUse={(gpa) => onChange({ ...values, gpa })} />
      {scale === 10 ? (
        <ComputedField
          id={kit.id("gpaFourPoint")}
          label="Four-point equivalent"
          value={converted}
        />
      ) : null}
      <ToggleGroup
        id={kit.id("englishTest")}
        legend="English test"
        options={englishOptions}
        value={english}
        errorId={kit.errorId("englishTest")}
        onValueChange={(test) => onChange(withEnglishTest(values, test, original))}
      />
      <FieldError kit={kit} path="englishTest" />
      {english === "TOEFL" || english === "IELTS" ? (
        <EnglishScoreFields
          test={english}
          kit={kit}
          scores={values.englishScores}
          onChange={(englishScores) => onChange({ ...values, englishScores })}
        />
      ) : null}
      <ToggleGroup
        id={kit.id("aptitudeTest")}
        legend="Aptitude test"
        options={options<AptitudeTest>(APTITUDE_TESTS)}
        value={values.aptitudeTest}
        errorId={kit.errorId("aptitudeTest")}
        onValueChange={(test) => onChange(withAptitudeTest(values, test, original))}
      />
      <FieldError kit={kit} path="aptitudeTest" />
      {values.aptitudeTest === "GRE" ? (
        <GreScoreFields
          kit={kit}
          scores={values.greScores}
          onChange={(greScores) => onChange({ ...values, greScores })}
        />
      ) : null}
    </>
  );
}
