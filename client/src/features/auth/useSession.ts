/** The session for components: the current user (live across tabs), sign in and sign out. */
import type { SessionUser } from "@gradplan/schema";
import { useSyncExternalStore } from "react";
import {
  clearSession,
  getSessionSnapshot,
  storeSession,
  subscribeSession,
} from "../../shared/session/session";
import { authApi } from "./authApi";

export interface Session {
  user: SessionUser | null;
  signIn: (user: SessionUser) => void;
  signOut: () => Promise<void>;
}

/** Ends the session on the server, then locally even if the server could not be reached. */
export async function signOut(): Promise<void> {
  try {
    await authApi.logout();
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
