/** Test helpers for the evaluators, which take the language checker's result as an input. */
import { type GrammarResult, grammarResult } from "./grammar";

/**
 * A checker's result with nothing found: for tests of the other parts of an evaluation, which
 * stay synchronous; the grammar tests and the ladders run the real checker (`checkLanguage`).
 */
export const NO_LANGUAGE_ISSUES: GrammarResult = grammarResult([], []);
