/**
 * /submit-results (spec 2, "Submit-results page"): a public form, prefilled from a signed-in
 * student's profile and from a link's application, driven by submitResultsMachine. Toasts and
 * focus follow the machine's events; a submission ends on a thank-you note.
 */
import { SUBMIT_RESULTS_MESSAGES as M } from "@gradplan/schema";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { useSession } from "../../../shared/session/useSession";
import { focusableElements } from "../../../shared/ui/focusable";
import { Page } from "../../../shared/ui/Page";
import { useToast } from "../../../shared/ui/toastContext";
import { fieldIdOf } from "./resultsKit";
import { SubmitResultsForm } from "./SubmitResultsForm";
import { applicationFromSearch } from "./shareLink";
import { submitResultsMachine } from "./submitResults.machine";
import { SUBMIT_TEXT as T } from "./submitResultsText";
import { type BackTarget, ThankYou } from "./ThankYou";

const PREFIX = "submit-results";

/** Focuses the first field on screen that has a problem, or the first control inside it. */
function focusFirst(paths: readonly string[]) {
  const fields = paths
    .map((path) => document.getElementById(fieldIdOf(PREFIX, path)))
    .filter((field): field is HTMLElement => field !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const [field] = fields;
  if (!field) return;
  const target = field.matches("input, select, textarea") ? field : focusableElements(field)[0];
  target?.focus();
}

export function SubmitResultsPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const toast = useToast();
  const application = applicationFromSearch(params);
  const actor = useActorRef(submitResultsMachine, {
    input: { studentId: user?.student_id ?? null, application },
  });
  const loading = useSelector(actor, (s) => s.matches("starting") || s.matches("prefilling"));
  const submitted = useSelector(actor, (s) => s.matches("submitted"));
  const submitting = useSelector(actor, (s) => s.matches("submitting"));
  const draft = useSelector(actor, (s) => s.context.draft);
  const original = useSelector(actor, (s) => s.context.original);
  const issues = useSelector(actor, (s) => s.context.issues);

  useEffect(() => {
    // After the render that shows the messages, so they are there to be read out with the field.
    const focusLater = (paths: readonly string[]) => setTimeout(() => focusFirst(paths), 0);
    const subscriptions = [
      actor.on("results.invalid", ({ paths }) => {
        toast.error(M.correctErrors);
        focusLater(paths);
      }),
      actor.on("results.submitted", () => toast.success(M.submitted)),
      actor.on("results.failed", ({ message, paths }) => {
        toast.error(M.submissionFailed(message));
        focusLater(paths);
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, toast]);

  const back: BackTarget = !user ? "home" : application.university ? "shortlist" : "dashboard";

  return (
    <Page title={T.title} lead={submitted ? undefined : T.lead}>
      {loading ? (
        <p role="status">{T.loadingProfile}</p>
      ) : submitted ? (
        <ThankYou back={back} onAgain={() => actor.send({ type: "form.again" })} />
      ) : (
        <SubmitResultsForm
          prefix={PREFIX}
          draft={draft}
          original={original}
          issues={issues}
          submitting={submitting}
          onChange={(next) => actor.send({ type: "form.change", draft: next })}
          onAdd={() => actor.send({ type: "application.add" })}
          onRemove={(index) => actor.send({ type: "application.remove", index })}
          onSubmit={() => actor.send({ type: "form.submit" })}
        />
      )}
    </Page>
  );
}
