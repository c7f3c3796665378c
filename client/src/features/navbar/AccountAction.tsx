/**
 * The navbar's account button. Logged-in users will see 'Back to Dashboard' (to /dashboard)
 * here instead: swap this one element once the session exists.
 */
import { ROUTES } from "@gradplan/schema";
import { ButtonLink } from "../../shared/ui/Button";

export function AccountAction({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ButtonLink to={ROUTES.login} onClick={onNavigate}>
      Login
    </ButtonLink>
  );
}
