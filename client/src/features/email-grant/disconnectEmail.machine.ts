/**
 * Disconnecting the inbox, confirmed in a dialog (confirmRemoval.machine): the removal answers
 * the server's message for the toast, and evicts `emailGrant` (cache.ts), so the card reads the
 * grant again and shows the connect button.
 */
import { confirmRemovalMachine } from "../../shared/machines/confirmRemoval.machine";
import { disconnectFailureMessage, emailGrantApi } from "./emailGrantApi";

/** What the dialog asks about: the connected inbox, by when it was connected. */
export interface ConnectedInbox {
  connectedAt: string | null;
}

export const disconnectEmailMachine = confirmRemovalMachine<ConnectedInbox, string>({
  id: "disconnectEmail",
  remove: () => emailGrantApi.disconnectEmail(),
  failureMessage: disconnectFailureMessage,
});

export type DisconnectEmailMachine = typeof disconnectEmailMachine;
