/**
 * The link to the shortlist screen with the preferences editor open: the search cards offer it
 * to a student who has not set preferences yet (the screen reads the parameter back).
 */
import { ROUTES } from "@gradplan/schema";

export const PREFERENCES_PARAM = { name: "preferences", edit: "edit" } as const;

export const preferencesEditorLink = `${ROUTES.universityShortlisting}?${PREFERENCES_PARAM.name}=${PREFERENCES_PARAM.edit}`;
