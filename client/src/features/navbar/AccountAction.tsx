/**
 * The navbar's account buttons: Login, or 'Back to Dashboard' (spec 1 section 2) and a link to the
 * account settings once logged in.
 */
import { ROUTES } from "@gradplan/schema";
import { ButtonLink } from "../../shared/ui/Button";
import { useSession } from "../auth/useSession";

export function AccountAction({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  if (user) {
    return (
      <>
        <ButtonLink to={ROUTES.accountSettings} $variant="ghost" onClick={onNavigate}>
          Account Settings
        </ButtonLink>
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
