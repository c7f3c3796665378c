/** After a submission: thanks, the community's results, another submission, and the way back. */
import { ROUTES } from "@gradplan/schema";
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Button, ButtonLink } from "../../../shared/ui/Button";
import { BACK_TEXT, SUBMIT_TEXT as T } from "./submitResultsText";

export type BackTarget = keyof typeof BACK_TEXT;

const BACK_ROUTE: Record<BackTarget, string> = {
  shortlist: ROUTES.universityShortlisting,
  dashboard: ROUTES.dashboard,
  home: ROUTES.landing,
};

export function ThankYou({ back, onAgain }: { back: BackTarget; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to what replaced it, so it is read out.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Box aria-labelledby="submit-results-thanks">
      <h2 id="submit-results-thanks" ref={heading} tabIndex={-1}>
        {T.thanksTitle}
      </h2>
      <p>{T.thanks}</p>
      <Actions>
        <ButtonLink to={ROUTES.communityResults}>{T.communityResults}</ButtonLink>
        <Button $variant="secondary" onClick={onAgain}>
          {T.again}
        </Button>
        <Link to={BACK_ROUTE[back]}>{BACK_TEXT[back]}</Link>
      </Actions>
    </Box>
  );
}

const Box = styled.section`
  padding: clamp(1rem, 3vw, 1.5rem);
  border-left: 6px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 { margin: 0 0 0.5rem; }
  h2:focus { outline: none; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
`;
