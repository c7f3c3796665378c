/**
 * The profile's public face, for the results form, which asks for the same background the
 * profile holds: the profile's reads and writes, a section's draft, and the section forms it
 * embeds. Nothing else of this folder is imported from outside it (src/house.test.ts).
 */
export { draftFor, type EditDraft, type SectionValues } from "./editDraft";
export { ExtracurricularForm } from "./modal/ExtracurricularForm";
export { CONFERENCE_TEXT, ListForm, RESEARCH_TEXT } from "./modal/ListForm";
export { TestsForm } from "./modal/TestsForm";
export { profileApi } from "./profileApi";
