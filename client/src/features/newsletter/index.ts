/**
 * The newsletter's public face: the subscribe box the landing page shows. Nothing else of this
 * folder is imported from outside it (src/house.test.ts).
 */
export { SubscribeForm } from "./SubscribeForm";
