/** Calibration of admit chances per course on community results: fit, evaluation, sample data. */

export { VISITOR_BOUND_ROUNDS, type VisitorInfluence } from "./bound";
export * from "./evaluate";
export * from "./fit";
export { CROWD_BOUND, CROWD_SOURCE, VISITOR_BOUND, VISITOR_BOUND_SPAN } from "./influence";
export * from "./observation";
export * from "./synthetic";
export * from "./types";
