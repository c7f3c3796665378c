/** Saving the shortlisting preferences through GraphQL; the save evicts what they rank (cache.ts). */
import type { ShortlistingPreferences } from "@gradplan/schema";
import { EditPreferencesDocument } from "../../graphql/generated";
import { runMutation } from "../../shared/graphql/request";

async function savePreferences(input: { preferences: ShortlistingPreferences }): Promise<void> {
  await runMutation(EditPreferencesDocument, input, "editPreferences");
}

export const preferencesApi = { savePreferences };
