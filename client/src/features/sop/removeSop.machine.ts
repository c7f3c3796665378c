/**
 * Deleting an SOP, confirmed in a dialog (confirmRemoval.machine). The removal evicts the list
 * (cache.ts), so it reads again without the SOP.
 */
import type { SopSummary } from "@gradplan/schema";
import { confirmRemovalMachine } from "../../shared/machines/confirmRemoval.machine";
import { failureMessage, sopApi } from "./sopApi";
import { SOP_TEXT } from "./sopText";

export type RemovableSop = Pick<SopSummary, "sop_id" | "sop_name">;

export const removeSopMachine = confirmRemovalMachine<RemovableSop>({
  id: "removeSop",
  remove: ({ item }) => sopApi.deleteSop(item.sop_id),
  failureMessage: (error) => failureMessage(error, SOP_TEXT.remove.failed),
});

export type RemoveSopMachine = typeof removeSopMachine;
