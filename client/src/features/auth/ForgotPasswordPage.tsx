/** /forgot-password: asks for a reset link by email (DESIGN.md section 3). */

import { emailError, ROUTES } from "@gradplan/schema";
import { useState } from "react";
import { Link } from "react-router-dom";
import { Button } from "../../shared/ui/Button";
import { AuthFrame, FormStatus, SubmitRow, SwitchText } from "../../shared/ui/form/AuthFrame";
import { EmailField } from "../../shared/ui/form/EmailField";
import { type FieldRules, useForm } from "../../shared/ui/form/useForm";
import { useToast } from "../../shared/ui/toastContext";
import { authApi } from "./authApi";

const FIELDS = ["email"] as const;
const RULES: FieldRules<(typeof FIELDS)[number]> = { email: ({ email }) => emailError(email) };

export function ForgotPasswordPage() {
  const toast = useToast();
  // The server's answer is the same for every address, so showing it reveals nothing.
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm({
    formId: "forgot-password",
    fields: FIELDS,
    initialValues: { email: "" },
    rules: RULES,
    onSubmit: async ({ email }) => {
      const message = await authApi.forgotPassword(email.trim());
      setAnswer(message);
      toast.success(message);
    },
  });

  return (
    <AuthFrame
      title="Forgot Password"
      lead="Enter the email you signed up with and we will send you a link to reset your password."
    >
      <form noValidate onSubmit={form.submit} aria-label="Forgot password">
        <EmailField {...form.fieldProps("email")} />
        <SubmitRow>
          <Button type="submit" disabled={form.pending}>
            {form.pending ? "Sending..." : "Send reset link"}
          </Button>
        </SubmitRow>
      </form>
      {/* Always rendered, so screen readers announce the answer when it arrives. */}
      <FormStatus role="status">{answer}</FormStatus>
      <SwitchText>
        Remembered it? <Link to={ROUTES.login}>Back to login</Link>
      </SwitchText>
    </AuthFrame>
  );
}
