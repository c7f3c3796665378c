/** Picks the form of the draft's section and wires its changes back as a whole new draft. */
import type { StudentProfile } from "@gradplan/schema";
import type { FormKit } from "../../../shared/ui/form/formKit";
import type { EditDraft, ProfileSection, SectionValues } from "../editDraft";
import { profileApi } from "../profileApi";
import { AcademicForm } from "./AcademicForm";
import { ExtracurricularForm } from "./ExtracurricularForm";
import { CONFERENCE_TEXT, ListForm, RESEARCH_TEXT } from "./ListForm";
import { PersonalForm } from "./PersonalForm";
import { TestsForm } from "./TestsForm";
import { WorkForm } from "./WorkForm";

export interface SectionFormSwitchProps {
  draft: EditDraft;
  original: EditDraft;
  snapshot: StudentProfile;
  kit: FormKit;
  onChange: (draft: EditDraft) => void;
}

/** The opening values of the same section (the machine keeps both drafts on one section). */
function originalOf<S extends ProfileSection>(
  original: EditDraft,
  section: S,
  fallback: SectionValues[S],
) {
  return original.section === section ? (original.values as SectionValues[S]) : fallback;
}

function logSearchFailure(error: unknown) {
  // Spec 1 section 7: conference and journal search failures are only logged.
  console.error("Suggestion search failed:", error);
}

export function SectionForm({ draft, original, snapshot, kit, onChange }: SectionFormSwitchProps) {
  const common = { kit };
  switch (draft.section) {
    case "personal":
      return (
        <PersonalForm
          {...common}
          snapshot={snapshot}
          values={draft.values}
          original={originalOf(original, "personal", draft.values)}
          onChange={(values) => onChange({ section: "personal", values })}
        />
      );
    case "academic":
      return (
        <AcademicForm
          {...common}
          values={draft.values}
          original={originalOf(original, "academic", draft.values)}
          onChange={(values) => onChange({ section: "academic", values })}
        />
      );
    case "tests":
      return (
        <TestsForm
          {...common}
          values={draft.values}
          original={originalOf(original, "tests", draft.values)}
          onChange={(values) => onChange({ section: "tests", values })}
        />
      );
    case "work":
      return (
        <WorkForm
          {...common}
          values={draft.values}
          original={originalOf(original, "work", draft.values)}
          onChange={(values) => onChange({ section: "work", values })}
        />
      );
    case "conferences":
      return (
        <ListForm
          {...common}
          text={CONFERENCE_TEXT}
          search={profileApi.searchConferences}
          onSearchError={logSearchFailure}
          values={draft.values}
          original={originalOf(original, "conferences", draft.values)}
          onChange={(values) => onChange({ section: "conferences", values })}
        />
      );
    case "research":
      return (
        <ListForm
          {...common}
          text={RESEARCH_TEXT}
          search={profileApi.searchJournals}
          onSearchError={logSearchFailure}
          values={draft.values}
          original={originalOf(original, "research", draft.values)}
          onChange={(values) => onChange({ section: "research", values })}
        />
      );
    case "extracurricular":
      return (
        <ExtracurricularForm
          {...common}
          values={draft.values}
          original={originalOf(original, "extracurricular", draft.values)}
          onChange={(values) => onChange({ section: "extracurricular", values })}
        />
      );
  }
}
