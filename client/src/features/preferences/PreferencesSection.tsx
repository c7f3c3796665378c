/**
 * The shortlist screen's preferences (issue 18): until the student saves some, what they are
 * for and 'Set your preferences'; then a summary and 'Edit preferences'. Either opens the
 * editor, as does arriving with ?preferences=edit (the search cards' link); the parameter is
 * dropped once used, so a reload does not open it again.
 */
import { skipToken, useQuery } from "@apollo/client/react";
import { DEFAULT_PREFERENCES } from "@gradplan/schema";
import { useActorRef } from "@xstate/react";
import { memo, useEffect, useId } from "react";
import { useSearchParams } from "react-router-dom";
import { ShortlistingPreferencesDocument } from "../../graphql/generated";
import { PREFERENCES_PARAM } from "../../shared/links/preferencesLink";
import { FailedWithRetry } from "../../shared/ui/Alert";
import { Button } from "../../shared/ui/Button";
import { SkeletonShape } from "../../shared/ui/Skeleton";
import { useToast } from "../../shared/ui/toastContext";
import { Facts, Section } from "./Preferences.styles";
import { PreferencesEditor } from "./PreferencesEditor";
import { preferencesEditorMachine } from "./preferencesEditor.machine";
import { summaryOf, PREFERENCES_TEXT as T } from "./preferencesText";

interface PreferencesSectionProps {
  studentId: string;
  /** False holds the read (the skeleton shows) until the page's main answer is drawn. */
  read?: boolean;
}

// Memoized: the page's own answer redraws the page, not this section.
export const PreferencesSection = memo(function PreferencesSection({
  studentId,
  read = true,
}: PreferencesSectionProps) {
  const headingId = useId();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const { data, error, refetch } = useQuery(ShortlistingPreferencesDocument, read ? {} : skipToken);
  const preferences = data?.shortlistingPreferences;
  const editor = useActorRef(preferencesEditorMachine, {
    input: { studentId, initial: DEFAULT_PREFERENCES },
  });

  useEffect(() => {
    const subscription = editor.on("prefs.saved", () => toast.success(T.saved));
    return () => subscription.unsubscribe();
  }, [editor, toast]);

  const open = () => {
    if (preferences) editor.send({ type: "prefs.open", current: preferences });
  };

  // The search cards' 'Set your preferences' lands here with the editor asked for.
  const asked = params.get(PREFERENCES_PARAM.name) === PREFERENCES_PARAM.edit;
  useEffect(() => {
    if (!asked || !preferences) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PREFERENCES_PARAM.name);
        return next;
      },
      { replace: true },
    );
    editor.send({ type: "prefs.open", current: preferences });
  }, [asked, preferences, editor, setParams]);

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{T.heading}</h2>
      {error && !preferences ? (
        <FailedWithRetry
          message={T.readFailed}
          retryLabel={T.retry}
          onRetry={() => void refetch().catch(() => {})}
        />
      ) : null}
      {!preferences && !error ? (
        // While they load, the unsaved state's text and button hold their place (the usual
        // first sight), so the course list below does not move when they arrive.
        <SkeletonShape>
          <p>{T.notSet}</p>
          <Button>{T.set}</Button>
        </SkeletonShape>
      ) : null}
      {preferences && !preferences.saved ? <p>{T.notSet}</p> : null}
      {preferences?.saved ? (
        <Facts>
          {summaryOf(preferences).map(({ term, value }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
      ) : null}
      {preferences ? (
        <Button $variant={preferences.saved ? "secondary" : "primary"} onClick={open}>
          {preferences.saved ? T.edit : T.set}
        </Button>
      ) : null}
      <PreferencesEditor actor={editor} />
    </Section>
  );
});
