/** Shortlist rules shared by the client and the server. */
export * from "./balance";
export * from "./course";
export * from "./deadlines";
export * from "./own-deadline";
export * from "./popups";
export * from "./sort";
export * from "./status";
