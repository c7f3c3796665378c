/**
 * The shortlisting preferences in a Modal (spec 2 section 3), driven by the editor machine: the
 * tuition range, the course-ranking range, states (none: any) and weather ('No preference'
 * stands alone). The range sliders cannot cross, so nothing the form holds is refused; a failed
 * save keeps the draft and says why.
 */
import {
  PREFERENCE_WEATHER,
  RANKING_SLIDER,
  type ShortlistingPreferences,
  TUITION_SLIDER,
} from "@gradplan/schema";
import { useSelector } from "@xstate/react";
import { type FormEvent, useId } from "react";
import type { ActorRefFrom } from "xstate";
import { CheckboxGroup } from "../../shared/ui/choices/CheckboxGroup";
import { PickList } from "../../shared/ui/choices/PickList";
import { RangeSlider } from "../../shared/ui/choices/RangeSlider";
import { STATE_OPTIONS } from "../../shared/ui/choices/usStates";
import { FormModal } from "../../shared/ui/FormModal";
import { ErrorText } from "../../shared/ui/form/fieldStyles";
import type { PreferencesEditorMachine } from "./preferencesEditor.machine";
import {
  formatRank,
  formatUsd,
  PREFERENCES_TEXT as T,
  weatherChoice,
  weatherLabel,
} from "./preferencesText";

export function PreferencesEditor({ actor }: { actor: ActorRefFrom<PreferencesEditorMachine> }) {
  const formId = useId();
  const open = useSelector(actor, (state) => !state.matches("closed"));
  const saving = useSelector(actor, (state) => state.matches("saving"));
  const draft = useSelector(actor, (state) => state.context.draft);
  const error = useSelector(actor, (state) => state.context.error);
  const edit = (patch: Partial<ShortlistingPreferences>) =>
    actor.send({ type: "prefs.edit", patch });
  const cancel = () => actor.send({ type: "prefs.cancel" });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: "prefs.save" });
  };

  return (
    <FormModal
      open={open}
      title={T.editorTitle}
      onClose={cancel}
      formId={formId}
      busy={saving}
      labels={{ cancel: T.cancel, submit: T.save, busy: T.saving }}
    >
      <form
        id={formId}
        onSubmit={submit}
        noValidate
        aria-describedby={error ? `${formId}-error` : undefined}
      >
        <p>{T.editorLead}</p>
        <RangeSlider
          legend={T.tuition}
          minLabel={T.minTuition}
          maxLabel={T.maxTuition}
          slider={TUITION_SLIDER}
          value={[draft.tuition[0], draft.tuition[1]]}
          format={formatUsd}
          onChange={(tuition) => edit({ tuition })}
        />
        <RangeSlider
          legend={T.ranking}
          minLabel={T.minRanking}
          maxLabel={T.maxRanking}
          slider={RANKING_SLIDER}
          value={[draft.course_ranking[0], draft.course_ranking[1]]}
          format={formatRank}
          onChange={(course_ranking) => edit({ course_ranking })}
        />
        <PickList
          legend={T.locations}
          searchLabel={T.searchStates}
          noun="states"
          options={STATE_OPTIONS}
          selected={draft.location}
          onChange={(location) => edit({ location })}
        />
        <CheckboxGroup
          legend={T.weather}
          options={PREFERENCE_WEATHER}
          selected={draft.weather}
          labelOf={weatherLabel}
          onChange={(weather) => edit({ weather: weatherChoice(draft.weather, weather) })}
        />
        {error ? (
          <ErrorText id={`${formId}-error`} role="alert">
            {error}
          </ErrorText>
        ) : null}
      </form>
    </FormModal>
  );
}
