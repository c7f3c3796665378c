/**
 * Issue 17: what an admissions email says about an application, by documented rules
 * (docs/email-decisions.md). Deterministic, no network, no model.
 *
 * 1. The body is the text part, or the HTML part as text when the text part is missing or a stub.
 * 2. A forwarded copy is unwrapped (forwarded.ts): the original sender, subject and body count,
 *    the forwarder's note does not.
 * 3. The university is the one whose domain (or a subdomain) sent the original. Only a forwarded
 *    copy or a pasted text, whose sender proves nothing, may be matched by a name, alias or
 *    domain written in it, and not when its recovered original sender is at another .edu domain
 *    (a school off the shortlist that names one on it in passing). No university: "Not a
 *    decision" (the student's own mail, or a school not on the shortlist).
 * 4. Every sentence of the body, and the subject, is scored against weighted cue phrases
 *    (cues.ts); conditions ("if you are admitted"), hedges ("this is not a decision", "you will
 *    be notified") and refusals ("unable to offer you admission") cancel what they qualify.
 *    verdict.ts turns the scores into one kind and quotes the sentence that decided it.
 * 5. The course is a shortlisted course there that the sentence, the subject or the body names.
 *
 * Only the finding leaves this module: never the body, and a quoted sentence of at most
 * SENTENCE_MAX_LENGTH characters.
 */
import { courseNamed } from "./course";
import { type UnwrappedMessage, unwrapForwarded } from "./forwarded";
import { htmlToText } from "./html";
import { normalizeText, splitSentences } from "./text";
import {
  type DecisionFinding,
  isDecision,
  type KnownUniversity,
  type MailMessage,
  SENTENCE_MAX_LENGTH,
} from "./types";
import { senderAddress, universityNamedIn, universityOfAddress } from "./universities";
import { decide } from "./verdict";

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * How much of a part is read. A decision is said in the first few kilobytes; a megabyte of
 * newsletter markup is not worth the time.
 */
const MAX_PART_LENGTH = 200_000;

/** The message's readable text: its text part, unless that is a stub beside a fuller HTML part. */
export function bodyText(message: Pick<MailMessage, "text" | "html">): string {
  const text = normalizeText((message.text ?? "").slice(0, MAX_PART_LENGTH));
  if (!message.html?.trim()) return text;
  const html = htmlToText(message.html.slice(0, MAX_PART_LENGTH));
  return wordCount(text) * 2 >= wordCount(html) ? text : html;
}

/** A sentence as a finding quotes it: whole, or cut at a word and marked "…". */
function quoted(sentence: string | null): string | null {
  if (sentence === null || sentence.length <= SENTENCE_MAX_LENGTH) return sentence;
  const cut = sentence.slice(0, SENTENCE_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > 0 ? cut.slice(0, space) : cut}\u2026`;
}

/** Whether the text may name the university: a copy whose sender proves nothing. */
function mayNameUniversity(original: UnwrappedMessage, outerFrom: string, pasted: boolean) {
  if (!original.forwarded && !pasted) return false;
  const recovered = original.from !== outerFrom;
  return !(recovered && /\.edu$/.test(senderAddress(original.from)));
}

function classifyOriginal(
  original: UnwrappedMessage,
  universities: readonly KnownUniversity[],
  outerFrom: string,
  pasted: boolean,
): DecisionFinding {
  const address = senderAddress(original.from);
  const university =
    universityOfAddress(address, universities) ??
    (mayNameUniversity(original, outerFrom, pasted)
      ? universityNamedIn(`${original.subject}\n${original.body}`, universities)
      : null);
  const verdict = university
    ? decide([...splitSentences(original.body), ...splitSentences(original.subject)])
    : { kind: "Not a decision" as const, sentence: null, portalUpdate: false };
  const named = university && (isDecision(verdict.kind) || verdict.portalUpdate);
  return {
    kind: verdict.kind,
    universityId: university?.id ?? null,
    universityName: university?.name ?? null,
    courseName: named
      ? courseNamed(university.courses ?? [], [verdict.sentence, original.subject, original.body])
      : null,
    sentence: quoted(verdict.sentence),
    sender: address || original.from.trim(),
    subject: original.subject.trim(),
    forwarded: original.forwarded,
    date: original.date,
    portalUpdate: verdict.portalUpdate,
  };
}

/** What a message from the student's mailbox (or forwarded to the product) says. */
export function classifyDecisionEmail(
  message: MailMessage,
  universities: readonly KnownUniversity[],
): DecisionFinding {
  const original = unwrapForwarded(message.from, message.subject, bodyText(message));
  return classifyOriginal(original, universities, message.from, false);
}

const LOOKS_LIKE_HTML = /<\/?(?:html|body|p|div|br|table|span)\b[^>]*>/i;

/**
 * What a pasted decision email says. It has no sender: a header block pasted with it gives the
 * original's; else the university is the one the text names (name, alias or domain).
 */
export function classifyPastedText(
  text: string,
  universities: readonly KnownUniversity[],
): DecisionFinding {
  const part = text.slice(0, MAX_PART_LENGTH);
  const body = LOOKS_LIKE_HTML.test(part) ? htmlToText(part) : normalizeText(part);
  return classifyOriginal(unwrapForwarded("", "", body, true), universities, "", true);
}
