/** Layout route for pages that need a logged-in student (spec 1 section 6); others go to /login. */
import { ROUTES } from "@gradplan/schema";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { useSession } from "./useSession";

export function RequireSession() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={ROUTES.login} replace state={{ from: location }} />;
  return <Outlet />;
}
