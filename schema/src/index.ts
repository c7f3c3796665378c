/** @gradplan/schema: the one source of truth shared by client, gateway and workers. */
export * from "./admissions";
export * from "./api";
export * from "./auth";
export * from "./catalogue";
export * from "./catalogue-validation";
export * from "./engagement";
export * from "./jobs";
export * from "./messages";
export * from "./profile";
export * from "./resume";
export * from "./routes";
export * from "./search";
export * from "./ui";
export * from "./university-search";
