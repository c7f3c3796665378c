/** The extra-curricular form: yes or no, then a list of activities to add, fill in and remove. */
import { type ExtracurricularDraft, MAX_LIST_ITEMS } from "@gradplan/schema";
import { Button } from "../../../shared/ui/Button";
import {
  FieldError,
  type SectionFormProps,
  YES_NO,
  yesNoOf,
} from "../../../shared/ui/form/formKit";
import { ToggleGroup } from "../../../shared/ui/ToggleGroup";
import { BLANK_ACTIVITY, withActivitiesEnabled } from "../draftChanges";
import { ActivityFields } from "./ActivityFields";

export function ExtracurricularForm({
  values,
  original,
  onChange,
  kit,
}: SectionFormProps<ExtracurricularDraft>) {
  const { activities } = values;
  const setActivities = (next: ExtracurricularDraft["activities"]) =>
    onChange({ ...values, activities: next });

  return (
    <>
      <ToggleGroup
        id={kit.id("enabled")}
        legend="Do you have extra-curricular activities?"
        options={YES_NO}
        value={yesNoOf(values.enabled)}
        errorId={kit.errorId("enabled")}
        onValueChange={(answer) =>
          onChange(withActivitiesEnabled(values, answer === "yes", original))
        }
      />
      <FieldError kit={kit} path="enabled" />
      {values.enabled ? (
        <>
          <div id={kit.id("activities")}>
            {activities.map((activity, index) => (
              <ActivityFields
                // Activities have no id of their own; their place in the list is what the messages name.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                key={index}
                index={index}
                activity={activity}
                kit={kit}
                onChange={(next) =>
                  setActivities(activities.map((a, i) => (i === index ? next : a)))
                }
                onRemove={() => setActivities(activities.filter((_, i) => i !== index))}
              />
            ))}
          </div>
          <FieldError kit={kit} path="activities" />
          <Button
            $variant="secondary"
            disabled={activities.length >= MAX_LIST_ITEMS}
            onClick={() => setActivities([...activities, BLANK_ACTIVITY])}
          >
            Add activity
          </Button>
        </>
      ) : null}
    </>
  );
}
