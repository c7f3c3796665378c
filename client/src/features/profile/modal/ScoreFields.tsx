/** Per-section score inputs with their computed, read-only totals (spec 1 section 5). */
import {
  type EnglishSection,
  GRE_SECTIONS,
  type GreSection,
  greSectionError,
  greSectionMax,
  greTotal,
  ieltsOverallBand,
  ieltsSectionError,
  type ScoreDraft,
  TEST_LIMITS,
  TOEFL_SECTIONS,
  toeflSectionError,
  toeflTotal,
} from "@gradplan/schema";
import {
  ComputedField,
  FieldError,
  FieldRow,
  type FormKit,
  NumberField,
} from "../../../shared/ui/form/formKit";
import { useToast } from "../../../shared/ui/toastContext";

const LABELS: Record<EnglishSection | GreSection, string> = {
  writing: "writing",
  reading: "reading",
  speaking: "speaking",
  listening: "listening",
  verbal: "verbal",
  quantitative: "quantitative",
  analytical_writing: "analytical writing",
};

/** All the given sections filled in, or null while one is missing (no total to show yet). */
function complete<K extends string>(scores: ScoreDraft<K>, keys: readonly K[]) {
  const out = {} as Record<K, number>;
  for (const key of keys) {
    const value = scores[key];
    if (value === null || value === undefined) return null;
    out[key] = value;
  }
  return out;
}

interface ScoreFieldsProps<K extends string> {
  kit: FormKit;
  scores: ScoreDraft<K>;
  onChange: (scores: ScoreDraft<K>) => void;
}

export function EnglishScoreFields({
  test,
  kit,
  scores,
  onChange,
}: ScoreFieldsProps<EnglishSection> & { test: "TOEFL" | "IELTS" }) {
  const toast = useToast();
  const toefl = test === "TOEFL";
  const all = complete(scores, TOEFL_SECTIONS);
  const total = all ? String(toefl ? toeflTotal(all) : ieltsOverallBand(all)) : "";
  return (
    <>
      <FieldRow
        id={kit.id("englishScores")}
        role="group"
        aria-label={`${test} scores`}
        aria-describedby={kit.errorId("englishScores")}
      >
        {TOEFL_SECTIONS.map((section) => (
          <NumberField
            key={section}
            kit={kit}
            path={`englishScores.${section}`}
            label={`${test} ${LABELS[section]}`}
            value={scores[section] ?? null}
            max={toefl ? TEST_LIMITS.toeflSection : TEST_LIMITS.ieltsBand}
            step={toefl ? 1 : TEST_LIMITS.ieltsStep}
            aria-required="true"
            onValueChange={(value) => onChange({ ...scores, [section]: value })}
            onRefuse={(value) => {
              const check = toefl ? toeflSectionError : ieltsSectionError;
              toast.warning(check(section, value) ?? "");
            }}
          />
        ))}
      </FieldRow>
      <FieldError kit={kit} path="englishScores" />
      <ComputedField
        id={kit.id("englishTotal")}
        label={toefl ? "TOEFL total score" : "IELTS overall band"}
        value={total}
      />
    </>
  );
}

export function GreScoreFields({ kit, scores, onChange }: ScoreFieldsProps<GreSection>) {
  const toast = useToast();
  const { verbal, quantitative } = scores;
  const total =
    verbal !== null && verbal !== undefined && quantitative !== null && quantitative !== undefined
      ? String(greTotal({ verbal, quantitative }))
      : "";
  return (
    <>
      <FieldRow
        id={kit.id("greScores")}
        role="group"
        aria-label="GRE scores"
        aria-describedby={kit.errorId("greScores")}
      >
        {GRE_SECTIONS.map((section) => (
          <NumberField
            key={section}
            kit={kit}
            path={`greScores.${section}`}
            label={`GRE ${LABELS[section]}`}
            value={scores[section] ?? null}
            max={greSectionMax(section)}
            step={section === "analytical_writing" ? 0.5 : 1}
            aria-required="true"
            onValueChange={(value) => onChange({ ...scores, [section]: value })}
            onRefuse={(value) => toast.warning(greSectionError(section, value) ?? "")}
          />
        ))}
      </FieldRow>
      <FieldError kit={kit} path="greScores" />
      <ComputedField id={kit.id("greTotal")} label="GRE total score" value={total} />
    </>
  );
}
