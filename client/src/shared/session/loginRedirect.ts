/**
 * Where a lost session sends the user. The app registers a router-aware handler (so the login page
 * can send them back afterwards); without one, a full page load of /login still gets them there.
 */
import { ROUTES } from "@gradplan/schema";

type LoginRedirect = () => void;
let registered: LoginRedirect | null = null;

/** Returns the unregister function, for an effect's cleanup. */
export function registerLoginRedirect(redirect: LoginRedirect): () => void {
  registered = redirect;
  return () => {
    if (registered === redirect) registered = null;
  };
}

export function redirectToLogin(): void {
  if (registered) registered();
  else window.location.assign(ROUTES.login);
}
