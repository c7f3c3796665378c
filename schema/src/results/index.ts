/** Community results: the submit-results form's options, messages, types and rules. */
export { earliestNotificationDate, notificationDateError } from "./application";
export * from "./browse";
export * from "./constants";
export type { SubmitResultsIssues } from "./issues";
export * from "./like-mine";
export * from "./messages";
export * from "./normalize";
export * from "./stored";
export * from "./types";
export * from "./validate";
