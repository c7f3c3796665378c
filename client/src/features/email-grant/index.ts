/**
 * The email grant's public face: the connect card (account settings), the connect line and the
 * decisions found in the inbox (the shortlist page). Nothing else of this folder is imported
 * from outside it (src/house.test.ts).
 */
export { ConnectEmailCard } from "./ConnectEmailCard";
export { EmailDecisions } from "./EmailDecisions";
export { EmailGrantLine } from "./EmailGrantLine";
