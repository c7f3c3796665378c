/** One extra-curricular activity: its type, then organization and role, or level and achievement. */
import {
  ACHIEVEMENTS,
  ACTIVITY_LEVELS,
  ACTIVITY_TYPES,
  activityGroup,
  type ExtracurricularActivity,
  ORGANIZATIONS,
  ROLES,
  withActivityType,
} from "@gradplan/schema";
import styled from "styled-components";
import { Button } from "../../../shared/ui/Button";
import { ErrorText, errorIdOf } from "../../../shared/ui/form/fieldStyles";
import { FieldRow, type FormKit, noop, orNull } from "../../../shared/ui/form/formKit";
import { SelectField } from "../../../shared/ui/form/SelectField";

type Activity = Partial<ExtracurricularActivity>;
type GroupField = "organization" | "role" | "level" | "achievement";

const LABELS: Record<GroupField, string> = {
  organization: "Organization",
  role: "Role",
  level: "Level",
  achievement: "Achievement",
};

const OPTIONS: Record<GroupField, readonly string[]> = {
  organization: ORGANIZATIONS,
  role: ROLES,
  level: ACTIVITY_LEVELS,
  achievement: ACHIEVEMENTS,
};

function complete(a: Activity): ExtracurricularActivity {
  return {
    activityType: a.activityType ?? "",
    organization: a.organization ?? null,
    role: a.role ?? null,
    level: a.level ?? null,
    achievement: a.achievement ?? null,
  };
}

export interface ActivityFieldsProps {
  index: number;
  activity: Activity;
  kit: FormKit;
  onChange: (activity: Activity) => void;
  onRemove: () => void;
}

export function ActivityFields({ index, activity, kit, onChange, onRemove }: ActivityFieldsProps) {
  const path = `activities.${index}`;
  const name = `Activity ${index + 1}`;
  const message = kit.error(path);
  const errorId = message ? errorIdOf(kit.id(path)) : undefined;
  const group = activityGroup(activity.activityType);
  const fields: GroupField[] =
    group === "volunteering"
      ? ["organization", "role"]
      : group === "contest"
        ? ["level", "achievement"]
        : [];

  return (
    <Frame id={kit.id(path)} aria-describedby={errorId}>
      <legend>{name}</legend>
      <SelectField
        id={`${kit.id(path)}-activityType`}
        label="Activity type"
        options={ACTIVITY_TYPES}
        value={activity.activityType ?? ""}
        required
        // Spec 1 section 5: a new type clears the other group's fields.
        onValueChange={(type) => onChange(withActivityType(complete(activity), type))}
        onBlur={noop}
      />
      <FieldRow>
        {fields.map((field) => (
          <SelectField
            key={field}
            id={`${kit.id(path)}-${field}`}
            label={LABELS[field]}
            options={OPTIONS[field]}
            value={activity[field] ?? ""}
            required
            onValueChange={(value) => onChange({ ...activity, [field]: orNull(value) })}
            onBlur={noop}
          />
        ))}
      </FieldRow>
      {message ? <ErrorText id={errorId}>{message}</ErrorText> : null}
      <Remove $variant="ghost" onClick={onRemove}>
        Remove activity {index + 1}
      </Remove>
    </Frame>
  );
}

const Frame = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;

  legend { padding: 0 0.25rem; font-weight: 600; }
`;

const Remove = styled(Button)`
  margin-top: 0.5rem;
  padding-left: 0.5rem;
  padding-right: 0.5rem;
`;
