/**
 * The navbar's account buttons: Login, or 'Back to Dashboard' (spec 1 section 2) and a link to the
 * account settings once logged in. The settings link is in the folded menu of small screens; the
 * full bar has no room for it (the platform side menu has it there).
 */
import { ROUTES } from "@gradplan/schema";
import styled from "styled-components";
import { useSession } from "../../shared/session/useSession";
import { ButtonLink } from "../../shared/ui/Button";

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
        <AccountButton to={ROUTES.dashboard} onClick={onNavigate}>
          Back to Dashboard
        </AccountButton>
      </>
    );
  }
  return (
    <AccountButton to={ROUTES.login} onClick={onNavigate}>
      Login
    </AccountButton>
  );
}

/** Login or 'Back to Dashboard': never wrapped onto two lines, nor squeezed by the search box. */
const AccountButton = styled(ButtonLink)`
  flex: none;
  padding-inline: 1rem;
  white-space: nowrap;
`;

const InMenuOnly = styled.span`
  display: contents;
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    display: none;
  }
`;
