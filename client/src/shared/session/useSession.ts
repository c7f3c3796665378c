/** The session for components: the current user (live across tabs), sign in and sign out. */
import { PATHS, pathOf, type SessionUser } from "@gradplan/schema";
import { useSyncExternalStore } from "react";
import { restRequest } from "../rest/rest";
import { clearSession, getSessionSnapshot, storeSession, subscribeSession } from "./session";

export interface Session {
  user: SessionUser | null;
  signIn: (user: SessionUser) => void;
  signOut: () => Promise<void>;
}

/**
 * Ends the session on the server, then locally even if the server could not be reached. The call
 * lives here, not in the auth feature: every feature reads the session, and shared/ imports none.
 */
export async function signOut(): Promise<void> {
  try {
    await restRequest(pathOf(PATHS.auth.logout), { method: "POST" });
  } catch {
    // The cookies then expire on their own; the local session must end regardless.
  } finally {
    clearSession("logout");
  }
}

export function useSession(): Session {
  const user = useSyncExternalStore(subscribeSession, getSessionSnapshot, () => null);
  return { user, signIn: storeSession, signOut };
}
