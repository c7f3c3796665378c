/** Calibration of admit chances per course on community results: fit, evaluation, sample data. */
export * from "./evaluate";
export * from "./fit";
export * from "./observation";
export * from "./synthetic";
export * from "./types";
