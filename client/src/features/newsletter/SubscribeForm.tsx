/**
 * The newsletter box (footer and landing page): an email, a button, the answer inline. Kept
 * small and free of Apollo, zod and xstate: it is in the landing page's initial JS.
 */
import { NEWSLETTER_MESSAGES } from "@gradplan/schema";
import { type FormEvent, useId, useState } from "react";
import styled from "styled-components";
import { RestError } from "../../shared/rest/rest";
import { newsletterApi } from "./newsletterApi";

type Outcome = { ok: boolean; message: string } | null;

export function SubscribeForm({ tone = "light" }: { tone?: "light" | "dark" }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await newsletterApi.subscribe(email);
      setOutcome({ ok: true, message: answer.message });
      setEmail("");
    } catch (error) {
      // A refusal (a bad email, too many tries) says why; anything else is the spec's words.
      const refused = error instanceof RestError && error.status < 500 && error.body;
      setOutcome({
        ok: false,
        message: refused ? error.message : NEWSLETTER_MESSAGES.subscribeFailed,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} aria-label="Newsletter" $tone={tone}>
      <label htmlFor={id}>Get our newsletter</label>
      <Row>
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" disabled={busy}>
          {busy ? "Subscribing..." : "Subscribe"}
        </button>
      </Row>
      {outcome ? (
        <p role={outcome.ok ? "status" : "alert"} data-ok={outcome.ok}>
          {outcome.message}
        </p>
      ) : null}
    </Form>
  );
}

const Form = styled.form<{ $tone: "light" | "dark" }>`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  width: 100%;
  min-width: 0;
  max-width: 26rem;
  label { font-weight: 600; }
  p { margin: 0; font-size: 0.9375rem; }
  input {
    flex: 1;
    min-width: 0;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    font: inherit;
  }
  button {
    padding: 0.5rem 1rem;
    border: 1px solid ${({ theme, $tone }) => ($tone === "dark" ? theme.colors.onPrimary : theme.colors.primary)};
    border-radius: 6px;
    background: ${({ theme, $tone }) => ($tone === "dark" ? "transparent" : theme.colors.primary)};
    color: ${({ theme }) => theme.colors.onPrimary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button:disabled { opacity: 0.7; cursor: progress; }
`;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
`;
