/**
 * The shortlist's public face: the add button of the search cards and the details page, and the
 * balance notice the dashboard shows. Nothing else of this folder is imported from outside it
 * (src/house.test.ts).
 */
export { AddToShortlistButton } from "./AddToShortlistButton";
export { BalanceNotice } from "./balance/BalanceNotice";
