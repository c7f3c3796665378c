/**
 * An SOP draft: from the LLM endpoint when one is configured, else (and on any failure of the
 * endpoint, a timeout included) from the template. The reason for a fallback is returned for the
 * worker's log; the student gets a draft either way.
 */
import type { SopAnswers } from "@gradplan/schema";
import type { GeneratorFacts } from "./facts";
import { type LlmConfig, writeWithLlm } from "./llm";
import { writeTemplateSop } from "./template";

export interface GeneratedSop {
  text: string;
  writer: "template" | "llm";
  /** Why the configured LLM was not used (set only when it was configured and failed). */
  fallbackReason?: string;
}

export async function generateSop(
  facts: GeneratorFacts,
  answers: SopAnswers,
  llm: LlmConfig | null,
  fetchImpl: typeof fetch = fetch,
): Promise<GeneratedSop> {
  if (llm) {
    try {
      return { text: await writeWithLlm(facts, answers, llm, fetchImpl), writer: "llm" };
    } catch (error) {
      const fallbackReason = error instanceof Error ? error.message : String(error);
      return { text: writeTemplateSop(facts, answers), writer: "template", fallbackReason };
    }
  }
  return { text: writeTemplateSop(facts, answers), writer: "template" };
}
