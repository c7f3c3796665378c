/**
 * The navbar's account buttons: Login, or 'Back to Dashboard' (spec 1 section 2) and a link to the
 * account settings once logged in. The settings link is in the folded menu of small screens; the
 * full bar has no room for it (the platform side menu has it there).
 */
import { ROUTES } from "@gradplan/schema";
import styled from "styled-components";
import { ButtonLink } from "../../shared/ui/Button";
import { useSession } from "../auth/useSession";

export function AccountAction({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  if (user) {
    return (
      <>
        <InMenuOnly>
          <ButtonLink to={ROUTES.accountSettings} $variant="ghost" onClick={onNavigate}>
            Account Settings
          </ButtonLink>
        </InMenuOnly>
        <ButtonLink to={ROUTES.dashboard} onClick={onNavigate}>
          Back to Dashboard
        </ButtonLink>
      </>
    );
  }
  return (
    <ButtonLink to={ROUTES.login} onClick={onNavigate}>
      Login
    </ButtonLink>
  );
}

const InMenuOnly = styled.span`
  display: contents;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
`;
