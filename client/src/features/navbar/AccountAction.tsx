/** The navbar's account button: Login, or 'Back to Dashboard' once logged in (spec 1 section 2). */
import { ROUTES } from "@gradplan/schema";
import { ButtonLink } from "../../shared/ui/Button";
import { useSession } from "../auth/useSession";

export function AccountAction({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  if (user) {
    return (
      <ButtonLink to={ROUTES.dashboard} onClick={onNavigate}>
        Back to Dashboard
      </ButtonLink>
    );
  }
  return (
    <ButtonLink to={ROUTES.login} onClick={onNavigate}>
      Login
    </ButtonLink>
  );
}
