/** The SOP generator's face: what another job's tests may import (its wording is sop-template/). */
export { type GeneratedSop, generateSop } from "./generate";
export { type LlmConfig, LlmError, writeWithLlm } from "./llm";
export { writeTemplateSop } from "./template";
