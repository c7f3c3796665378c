/** The status popup's reads and writes through GraphQL (spec 2 section 7: popups, dismiss). */
import type { Popup } from "@gradplan/schema";
import { DismissPopupDocument, PopupsDocument } from "../../../graphql/generated";
import { readQuery, runMutation } from "../../../shared/graphql/request";

export type PopupAnswer = Pick<Popup, "id" | "show" | "show_after_seconds"> & { popup_for: string };

/** Always from the network: whether a popup shows is the server's call of the moment. */
export async function fetchPopups(signal?: AbortSignal): Promise<PopupAnswer[]> {
  const data = await readQuery(PopupsDocument, {}, { signal, fetchPolicy: "network-only" });
  return data.popups;
}

/** 'Never Show Again' (spec 2 section 4). */
export async function dismissPopup(input: { popupId: number }): Promise<void> {
  await runMutation(
    DismissPopupDocument,
    { popupId: input.popupId, isDismissed: true },
    "dismissPopup",
  );
}

export const popupApi = { fetchPopups, dismissPopup };
