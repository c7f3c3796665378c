/**
 * Asks a student whose account came from Google sign-up to confirm their category: the account
 * started as International Student without asking, and admit chances, GRE policies and English
 * requirements depend on it. Saving the personal information confirms it (and the prompt goes).
 */
import styled from "styled-components";
import { Button } from "../../shared/ui/Button";

export const CATEGORY_PROMPT = {
  title: "Please confirm your student category",
  text: "You signed up with Google, so we set your category to International Student. Admit chances, GRE policies and English test requirements differ for domestic students.",
  action: "Confirm your category",
} as const;

export function CategoryPrompt({ onConfirm }: { onConfirm: () => void }) {
  return (
    <Callout aria-labelledby="category-prompt-title">
      <h2 id="category-prompt-title">{CATEGORY_PROMPT.title}</h2>
      <p>{CATEGORY_PROMPT.text}</p>
      <Button type="button" onClick={onConfirm}>
        {CATEGORY_PROMPT.action}
      </Button>
    </Callout>
  );
}

const Callout = styled.section`
  margin-bottom: 1.25rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningBackground};

  h2 {
    margin: 0 0 0.375rem;
    font-size: 1.0625rem;
  }

  p {
    margin: 0 0 0.75rem;
  }
`;
