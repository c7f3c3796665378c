/** /register: a new student account (DESIGN.md section 3); on success the user is logged in. */

import {
  AUTH_MESSAGES,
  confirmPasswordError,
  emailError,
  nameError,
  passwordError,
  ROUTES,
  SEMESTERS,
  STUDENT_CATEGORIES,
  type StudentCategory,
} from "@gradplan/schema";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { useSession } from "../../shared/session/useSession";
import { Button } from "../../shared/ui/Button";
import { AuthFrame, SubmitRow, SwitchText } from "../../shared/ui/form/AuthFrame";
import { EmailField } from "../../shared/ui/form/EmailField";
import { Optional } from "../../shared/ui/form/fieldStyles";
import { PasswordField } from "../../shared/ui/form/PasswordField";
import { SelectField } from "../../shared/ui/form/SelectField";
import { TextField } from "../../shared/ui/form/TextField";
import { type FieldRules, type FormValues, useForm } from "../../shared/ui/form/useForm";
import { useToast } from "../../shared/ui/toastContext";
import { authApi } from "./authApi";
import { redirectTarget } from "./redirectTarget";

/** The server's field names, so its `errors` map straight onto these fields. */
const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "password",
  "confirmPassword",
  "category",
  "applyingSemester",
] as const;
type RegisterField = (typeof FIELDS)[number];

function isCategory(value: string): value is StudentCategory {
  return STUDENT_CATEGORIES.some((category) => category === value);
}

const RULES: FieldRules<RegisterField> = {
  firstName: ({ firstName }) => nameError(firstName),
  lastName: ({ lastName }) => nameError(lastName),
  email: ({ email }) => emailError(email),
  password: ({ password }) => passwordError(password),
  confirmPassword: ({ password, confirmPassword }) =>
    confirmPasswordError(password, confirmPassword),
  category: ({ category }) => (isCategory(category) ? null : AUTH_MESSAGES.required),
  applyingSemester: () => null,
};

const EMPTY: FormValues<RegisterField> = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
  category: "",
  applyingSemester: "",
};

function toRequest(values: FormValues<RegisterField>) {
  // The category rule already passed; the fallback only satisfies the type.
  const category = isCategory(values.category) ? values.category : STUDENT_CATEGORIES[0];
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    category,
    ...(values.applyingSemester ? { applyingSemester: values.applyingSemester } : {}),
  };
}

export function RegisterPage() {
  const { user, signIn } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const target = redirectTarget(useLocation().state);
  const form = useForm({
    formId: "register",
    fields: FIELDS,
    initialValues: EMPTY,
    rules: RULES,
    onSubmit: async (values) => {
      const signedIn = await authApi.register(toRequest(values));
      signIn(signedIn);
      toast.success(`Your account is ready, ${signedIn.firstname}!`);
      navigate(target, { replace: true });
    },
  });

  if (user && !form.pending) return <Navigate to={target} replace />;

  return (
    <AuthFrame title="Register" lead="Create your free account to plan your Masters applications.">
      <form noValidate onSubmit={form.submit} aria-label="Register">
        <TextField
          {...form.fieldProps("firstName")}
          label="First name"
          name="firstName"
          autoComplete="given-name"
          aria-required="true"
        />
        <TextField
          {...form.fieldProps("lastName")}
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          aria-required="true"
        />
        <EmailField {...form.fieldProps("email")} />
        <PasswordField
          {...form.fieldProps("password")}
          label="Password"
          autoComplete="new-password"
        />
        <PasswordField
          {...form.fieldProps("confirmPassword")}
          label="Confirm password"
          autoComplete="new-password"
        />
        <SelectField
          {...form.fieldProps("category")}
          label="Student category"
          options={STUDENT_CATEGORIES}
          required
        />
        <SelectField
          {...form.fieldProps("applyingSemester")}
          label={
            <>
              Applying semester <Optional>(optional)</Optional>
            </>
          }
          options={SEMESTERS}
        />
        <SubmitRow>
          <Button type="submit" disabled={form.pending}>
            {form.pending ? "Creating account..." : "Create account"}
          </Button>
        </SubmitRow>
      </form>
      <SwitchText>
        Already have an account? <Link to={ROUTES.login}>Log in</Link>
      </SwitchText>
    </AuthFrame>
  );
}
