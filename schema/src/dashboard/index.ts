export * from "./achievements";
export * from "./stats";
