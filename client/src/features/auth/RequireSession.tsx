/**
 * Layout route for pages that need a logged-in student (spec 1 section 6); others go to /login.
 * A student who just logged out here goes home instead: the redirect happens in the same render
 * as the session ends, so no navigation race can bounce them to /login.
 */
import { ROUTES } from "@gradplan/schema";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { lastSessionEnd } from "../../shared/session/session";
import { useSession } from "../../shared/session/useSession";

export function RequireSession() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    if (lastSessionEnd() === "logout") return <Navigate to={ROUTES.landing} replace />;
    return <Navigate to={ROUTES.login} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
