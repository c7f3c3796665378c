/**
 * The corrections' public face: a course's sourced figures and the "suggest a correction" link,
 * shown by the details page and the compare table. Nothing else of this folder is imported from
 * outside it (src/house.test.ts).
 */
export { SourcedFigures } from "./SourcedFigures";
export { SuggestCorrection } from "./SuggestCorrection";
