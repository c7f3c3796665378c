/**
 * The feedback's public face: the founder's prompt after a first evaluation (the resume page
 * opens it). Nothing else of this folder is imported from outside it (src/house.test.ts).
 */
export type { FeedbackMachine } from "./feedback.machine";
export { useFounderFeedbackGate } from "./useFounderFeedbackGate";
