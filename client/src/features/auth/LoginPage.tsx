/** /login: email and password; on success the session is stored and the user sent on. */

import { AUTH_MESSAGES, emailError, ROUTES } from "@gradplan/schema";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { useSession } from "../../shared/session/useSession";
import { Button } from "../../shared/ui/Button";
import { AuthFrame, SubmitRow, SwitchText } from "../../shared/ui/form/AuthFrame";
import { EmailField } from "../../shared/ui/form/EmailField";
import { PasswordField } from "../../shared/ui/form/PasswordField";
import { type FieldRules, useForm } from "../../shared/ui/form/useForm";
import { useToast } from "../../shared/ui/toastContext";
import { authApi } from "./authApi";
import { GoogleSignIn } from "./GoogleSignIn";
import { redirectTarget } from "./redirectTarget";

const FIELDS = ["email", "password"] as const;
type LoginField = (typeof FIELDS)[number];

const RULES: FieldRules<LoginField> = {
  email: ({ email }) => emailError(email),
  // Only presence: the strength rule is for new passwords, older ones must still log in.
  password: ({ password }) => (password ? null : AUTH_MESSAGES.passwordRequired),
};

export function LoginPage() {
  const { user, signIn } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const target = redirectTarget(useLocation().state);
  const form = useForm({
    formId: "login",
    fields: FIELDS,
    initialValues: { email: "", password: "" },
    rules: RULES,
    onSubmit: async (values) => {
      const signedIn = await authApi.login({
        email: values.email.trim(),
        password: values.password,
      });
      signIn(signedIn);
      toast.success(`Welcome back, ${signedIn.firstname}!`);
      navigate(target, { replace: true });
    },
  });

  // Already logged in (or just now): the login form has nothing to offer.
  if (user && !form.pending) return <Navigate to={target} replace />;

  return (
    <AuthFrame title="Login" lead="Log in to continue planning your Masters applications.">
      <form noValidate onSubmit={form.submit} aria-label="Login">
        <EmailField {...form.fieldProps("email")} />
        <PasswordField
          {...form.fieldProps("password")}
          label="Password"
          autoComplete="current-password"
        />
        <ForgotLink>
          <Link to={ROUTES.forgotPassword}>Forgot password?</Link>
        </ForgotLink>
        <SubmitRow>
          <Button type="submit" disabled={form.pending}>
            {form.pending ? "Logging in..." : "Log in"}
          </Button>
        </SubmitRow>
      </form>
      <GoogleSignIn target={target} />
      <SwitchText>
        New to GradPlan? <Link to={ROUTES.register}>Create an account</Link>
      </SwitchText>
    </AuthFrame>
  );
}

const ForgotLink = styled.p`
  margin: -0.5rem 0 0;
  text-align: right;
`;
