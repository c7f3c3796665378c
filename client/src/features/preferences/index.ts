/**
 * The shortlisting preferences' section, which the shortlist page mounts. Nothing else of this
 * folder is imported from outside it (src/house.test.ts).
 */
export { PreferencesSection } from "./PreferencesSection";
