/**
 * The compare modal, which the search page opens. Nothing else of this folder is imported from
 * outside it (src/house.test.ts).
 */
export { CompareModal } from "./CompareModal";
