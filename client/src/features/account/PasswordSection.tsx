/** Changing the password: current, new and confirm (the registration's rules), errors inline. */
import { ACCOUNT_MESSAGES, confirmPasswordError, passwordError } from "@gradplan/schema";
import { useId } from "react";
import { Button } from "../../shared/ui/Button";
import { SubmitRow } from "../../shared/ui/form/AuthFrame";
import { PasswordField } from "../../shared/ui/form/PasswordField";
import { type FieldRules, useForm } from "../../shared/ui/form/useForm";
import { useToast } from "../../shared/ui/toastContext";
import { Section } from "./AccountSettings.styles";
import { accountApi } from "./accountApi";
import { ACCOUNT_TEXT } from "./accountText";

const T = ACCOUNT_TEXT.password;
const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
const RULES: FieldRules<(typeof FIELDS)[number]> = {
  currentPassword: ({ currentPassword }) =>
    currentPassword ? null : ACCOUNT_MESSAGES.currentPasswordRequired,
  newPassword: ({ currentPassword, newPassword }) =>
    passwordError(newPassword) ??
    (newPassword === currentPassword ? ACCOUNT_MESSAGES.samePassword : null),
  confirmPassword: ({ newPassword, confirmPassword }) =>
    confirmPasswordError(newPassword, confirmPassword),
};
const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordSection() {
  const headingId = useId();
  const toast = useToast();
  const form = useForm({
    formId: "change-password",
    fields: FIELDS,
    initialValues: EMPTY,
    rules: RULES,
    onSubmit: async (values) => {
      toast.success(await accountApi.changePassword(values));
      form.reset();
    },
  });

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{T.heading}</h2>
      <p>{T.hint}</p>
      <form noValidate onSubmit={form.submit} aria-label="Change password">
        <PasswordField
          {...form.fieldProps("currentPassword")}
          label={T.current}
          autoComplete="current-password"
        />
        <PasswordField
          {...form.fieldProps("newPassword")}
          label={T.next}
          autoComplete="new-password"
        />
        <PasswordField
          {...form.fieldProps("confirmPassword")}
          label={T.confirm}
          autoComplete="new-password"
        />
        <SubmitRow>
          <Button type="submit" disabled={form.pending}>
            {form.pending ? T.submitting : T.submit}
          </Button>
        </SubmitRow>
      </form>
    </Section>
  );
}
