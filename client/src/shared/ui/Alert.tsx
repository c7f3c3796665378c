/** A failure said in words on the page (not a toast), and the same with a way to try again. */
import styled from "styled-components";
import { Button } from "./Button";

export const Alert = styled.p`
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.errorBackground};
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

export function FailedWithRetry({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <>
      <Alert role="alert">{message}</Alert>
      <Button $variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </>
  );
}
