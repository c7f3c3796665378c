/**
 * The submit-results form, section by section in the order the rules report problems: the
 * profile's own test, list and activity forms where the fields are the same, then the
 * applications as cards. Every change goes back as a whole new draft.
 */
import { MAX_APPLICATIONS, workMonthsError } from "@gradplan/schema";
import type { FormEvent } from "react";
import styled from "styled-components";
import { Button } from "../../../shared/ui/Button";
import { FieldError, FieldRow, NumberField } from "../../../shared/ui/form/formKit";
import { useToast } from "../../../shared/ui/toastContext";
import { CONFERENCE_TEXT, RESEARCH_TEXT } from "../../profile";
import { ApplicationFields } from "./ApplicationFields";
import { AboutYouFields, BackgroundFields, type DraftFieldsProps } from "./BackgroundFields";
import { FormSection } from "./FormSection";
import { ResultsActivitiesForm, ResultsListForm, ResultsTestsForm } from "./profileForms";
import { activitiesPath, listPath, resultsKit, testsPath } from "./resultsKit";
import type { SubmitResultsDraft, WorkMonths } from "./submitDraft";
import { submitResultsApi } from "./submitResultsApi";
import { SUBMIT_TEXT as T } from "./submitResultsText";

export interface SubmitResultsFormProps extends DraftFieldsProps {
  original: SubmitResultsDraft;
  submitting: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onSubmit: () => void;
}

function logSearchFailure(error: unknown) {
  // Spec 2 section 8: suggestion search failures are only logged.
  console.error("Suggestion search failed:", error);
}

export function SubmitResultsForm(props: SubmitResultsFormProps) {
  const { prefix, draft, original, issues, onChange } = props;
  const toast = useToast();
  const kit = resultsKit(prefix, issues);
  const set = (patch: Partial<SubmitResultsDraft>) => onChange({ ...draft, ...patch });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!props.submitting) props.onSubmit();
  };
  const months = (field: keyof WorkMonths, label: string) => (
    <NumberField
      kit={kit}
      path={`workEx.${field}`}
      label={label}
      value={draft.work[field]}
      step={1}
      onValueChange={(value) => set({ work: { ...draft.work, [field]: value } })}
      onRefuse={(value) =>
        toast.warning(workMonthsError(field === "fulltime" ? "full" : "internship", value) ?? "")
      }
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-label={T.title}>
      <AboutYouFields {...props} />
      <BackgroundFields {...props} />
      <FormSection id={`${prefix}-tests`} title={T.tests}>
        <ResultsTestsForm
          values={draft.tests}
          original={original.tests}
          kit={resultsKit(prefix, issues, testsPath)}
          onChange={(tests) => set({ tests })}
        />
      </FormSection>
      <FormSection id={`${prefix}-research`} title={T.research}>
        <ResultsListForm
          text={RESEARCH_TEXT}
          search={submitResultsApi.searchJournals}
          onSearchError={logSearchFailure}
          values={draft.research}
          original={original.research}
          kit={resultsKit(prefix, issues, listPath("researchPaperDetails"))}
          onChange={(research) => set({ research })}
        />
        <ResultsListForm
          text={CONFERENCE_TEXT}
          search={submitResultsApi.searchConferences}
          onSearchError={logSearchFailure}
          values={draft.conferences}
          original={original.conferences}
          kit={resultsKit(prefix, issues, listPath("conferences"))}
          onChange={(conferences) => set({ conferences })}
        />
        <ResultsActivitiesForm
          values={draft.extracurricular}
          original={original.extracurricular}
          kit={resultsKit(prefix, issues, activitiesPath)}
          onChange={(extracurricular) => set({ extracurricular })}
        />
      </FormSection>
      <FormSection id={`${prefix}-work`} title={T.work}>
        <FieldRow>
          {months("fulltime", T.fulltime)}
          {months("internship", T.internship)}
        </FieldRow>
      </FormSection>
      <FormSection id={`${prefix}-applications`} title={T.applications} note={T.applicationsHint}>
        <div id={kit.id("appliedToUniversities")}>
          {draft.applications.map((application, index) => (
            <ApplicationFields
              key={application.key}
              prefix={prefix}
              index={index}
              application={application}
              issues={issues}
              onChange={(next) =>
                set({ applications: draft.applications.map((a, i) => (i === index ? next : a)) })
              }
              onRemove={() => props.onRemove(index)}
            />
          ))}
          <Button
            $variant="secondary"
            disabled={draft.applications.length >= MAX_APPLICATIONS}
            onClick={props.onAdd}
          >
            {T.addApplication}
          </Button>
        </div>
        <FieldError kit={kit} path="appliedToUniversities" />
      </FormSection>
      <Actions>
        <Button type="submit" disabled={props.submitting} aria-busy={props.submitting || undefined}>
          {props.submitting ? T.submitting : T.submit}
        </Button>
      </Actions>
    </form>
  );
}

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;

  @media (max-width: 600px) {
    button { width: 100%; }
  }
`;
