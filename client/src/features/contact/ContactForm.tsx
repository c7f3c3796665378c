/** The contact form: name, email and a message, checked with the schema's own rules. */

import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGES, contactInputSchema } from "@gradplan/schema";
import styled from "styled-components";
import { Button } from "../../shared/ui/Button";
import { EmailField } from "../../shared/ui/form/EmailField";
import { TextAreaField } from "../../shared/ui/form/TextAreaField";
import { TextField } from "../../shared/ui/form/TextField";
import { type FieldRules, useForm } from "../../shared/ui/form/useForm";
import { useToast } from "../../shared/ui/toastContext";
import { contactApi } from "./contactApi";

const FIELDS = ["name", "email", "message"] as const;
type ContactField = (typeof FIELDS)[number];

/** What the form needs of a schema field; zod itself is the schema package's dependency. */
interface FieldSchema {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { message: string }[] };
  };
}

/** The first message the server's own schema would give for this value, so both always agree. */
function firstIssue(schema: FieldSchema, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

const { shape } = contactInputSchema;
const RULES: FieldRules<ContactField> = {
  name: ({ name }) => firstIssue(shape.name, name),
  email: ({ email }) => firstIssue(shape.email, email),
  message: ({ message }) => firstIssue(shape.message, message),
};

export function ContactForm() {
  const toast = useToast();
  const form = useForm({
    formId: "contact",
    fields: FIELDS,
    initialValues: { name: "", email: "", message: "" },
    rules: RULES,
    onSubmit: async (values) => {
      await contactApi.sendContactMessage(contactInputSchema.parse(values));
      toast.success(CONTACT_MESSAGES.sent);
      form.reset();
    },
  });

  return (
    <Form noValidate onSubmit={form.submit} aria-labelledby="contact-form-title">
      <TextField
        {...form.fieldProps("name")}
        label="Name"
        name="name"
        autoComplete="name"
        maxLength={100}
        aria-required="true"
      />
      <EmailField {...form.fieldProps("email")} />
      <TextAreaField
        {...form.fieldProps("message")}
        label="Message"
        name="message"
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        aria-required="true"
      />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? "Sending..." : "Send message"}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  max-width: 36rem;
`;
