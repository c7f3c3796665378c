/**
 * /reset-password?token=...: a new password from the emailed link (DESIGN.md section 3). A reset
 * ends every session of the account on the server, so the local one is cleared too.
 */
import { AUTH_MESSAGES, confirmPasswordError, passwordError, ROUTES } from "@gradplan/schema";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { clearSession } from "../../shared/session/session";
import { Button } from "../../shared/ui/Button";
import { AuthFrame, FormAlert, SubmitRow, SwitchText } from "../../shared/ui/form/AuthFrame";
import { FormFailure } from "../../shared/ui/form/formFailure";
import { PasswordField } from "../../shared/ui/form/PasswordField";
import { type FieldRules, useForm } from "../../shared/ui/form/useForm";
import { useToast } from "../../shared/ui/toastContext";
import { authApi } from "./authApi";

export const RESET_SUCCESS_MESSAGE = "Your password has been reset. Please log in.";

const FIELDS = ["password", "confirmPassword"] as const;
const RULES: FieldRules<(typeof FIELDS)[number]> = {
  password: ({ password }) => passwordError(password),
  confirmPassword: ({ password, confirmPassword }) =>
    confirmPasswordError(password, confirmPassword),
};

const TITLE = "Reset Password";
const LEAD = "Choose a new password for your GradPlan account.";

export function ResetPasswordPage() {
  const token = useSearchParams()[0].get("token")?.trim() ?? "";
  if (!token) {
    return (
      <AuthFrame title={TITLE} lead={LEAD}>
        <LinkProblem message={AUTH_MESSAGES.resetLinkInvalid} />
      </AuthFrame>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const form = useForm({
    formId: "reset-password",
    fields: FIELDS,
    initialValues: { password: "", confirmPassword: "" },
    rules: RULES,
    onSubmit: async (values) => {
      setServerMessage(null);
      try {
        await authApi.resetPassword({ token, ...values });
      } catch (error) {
        // Shown in the page as well as toasted, so the way forward (a new link) stays visible.
        if (error instanceof FormFailure) setServerMessage(error.message);
        throw error;
      }
      clearSession();
      toast.success(RESET_SUCCESS_MESSAGE);
      navigate(ROUTES.login, { replace: true });
    },
  });

  return (
    <AuthFrame title={TITLE} lead={LEAD}>
      <div role="alert">{serverMessage ? <LinkProblem message={serverMessage} /> : null}</div>
      <form noValidate onSubmit={form.submit} aria-label="Reset password">
        <PasswordField
          {...form.fieldProps("password")}
          label="New password"
          autoComplete="new-password"
        />
        <PasswordField
          {...form.fieldProps("confirmPassword")}
          label="Confirm password"
          autoComplete="new-password"
        />
        <SubmitRow>
          <Button type="submit" disabled={form.pending}>
            {form.pending ? "Resetting..." : "Reset password"}
          </Button>
        </SubmitRow>
      </form>
      <SwitchText>
        <Link to={ROUTES.login}>Back to login</Link>
      </SwitchText>
    </AuthFrame>
  );
}

/** The server's message; a dead link also offers a fresh one. */
function LinkProblem({ message }: { message: string }) {
  const linkIsDead = message === AUTH_MESSAGES.resetLinkInvalid;
  return (
    <FormAlert>
      <p>{message}</p>
      {linkIsDead ? (
        <p>
          <Link to={ROUTES.forgotPassword}>Request a new reset link</Link>
        </p>
      ) : null}
    </FormAlert>
  );
}
