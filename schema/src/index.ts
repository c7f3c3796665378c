/** @gradplan/schema: the one source of truth shared by client, gateway and workers. */

export * from "./account";
export * from "./admissions";
export * from "./api";
export * from "./auth";
export * from "./auth.schemas";
export * from "./calibration";
export * from "./catalogue";
export * from "./catalogue.schemas";
export * from "./dashboard";
export * from "./engagement";
export * from "./engagement.schemas";
export * from "./jobs";
export * from "./messages";
export * from "./newsletter";
export * from "./profile";
export * from "./reminders";
export * from "./results";
export * from "./resume";
export * from "./routes";
export * from "./search";
export * from "./shortlist";
export * from "./sop";
export * from "./ui";
export * from "./university-search";
export * from "./university-search.schemas";
export * from "./words";
