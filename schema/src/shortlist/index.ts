/** Shortlist rules shared by the client and the server. */
export * from "./deadlines";
