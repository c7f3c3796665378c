/** The student profile: options, types, rules, section checks, payloads, progress and bands. */
export * from "./chances-need";
export * from "./messages";
export * from "./options";
export * from "./payloads.schemas";
export * from "./percentage";
export * from "./progress";
export * from "./rules";
export * from "./sections";
export * from "./strength";
export * from "./types";
