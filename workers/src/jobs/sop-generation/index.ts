/** The SOP generator: the worker's processor and the tests import from here. */
export { type GeneratedSop, generateSop } from "./generate";
export { type LlmConfig, LlmError, writeWithLlm } from "./llm";
export { writeTemplateSop } from "./template";
export { TEMPLATE_SENTENCES } from "./template-sentences";
