/** Issue 17: the admission-decision email classifier (docs/email-decisions.md). */
export { bodyText, classifyDecisionEmail, classifyPastedText } from "./classify";
export { writtenDate } from "./dates";
export { type UnwrappedMessage, unwrapForwarded } from "./forwarded";
export { htmlToText } from "./html";
export { normalizeText, splitSentences } from "./text";
export * from "./types";
export { senderAddress, universityNamedIn, universityOfAddress } from "./universities";
