/**
 * Mounted once in the app layout: validates the stored user on load (setting or clearing the
 * isLoggedIn cookie), ends the session when it expires, and lets a lost session use the router.
 */
import { ROUTES } from "@gradplan/schema";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { registerLoginRedirect } from "../../shared/session/loginRedirect";
import { clearSession, readSession } from "../../shared/session/session";
import { useSession } from "../../shared/session/useSession";

/** setTimeout fires at once for delays beyond 2^31-1 ms; longer sessions re-check on reload. */
const MAX_TIMER_MS = 2_147_483_647;

export function useSessionLifecycle(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  const { user } = useSession();

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    readSession();
  }, []);

  useEffect(
    () =>
      registerLoginRedirect(() => {
        // `from` brings the user back to this page after logging in again.
        navigate(ROUTES.login, { replace: true, state: { from: locationRef.current } });
      }),
    [navigate],
  );

  useEffect(() => {
    if (!user) return;
    const delay = user.expiry - Date.now();
    if (delay > MAX_TIMER_MS) return;
    const timer = window.setTimeout(clearSession, Math.max(delay, 0));
    return () => window.clearTimeout(timer);
  }, [user]);
}
