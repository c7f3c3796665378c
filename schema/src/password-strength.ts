/**
 * Guessable passwords (issue 31): past the spec's rule (auth.ts, `passwordError`), a new password
 * must not be one an attacker tries early: zxcvbn-ts, offline, with its common-password and
 * English dictionaries and the account's own email and names as words to avoid. Its own entry
 * (`@gradplan/schema/password-strength`), not in the barrel: the dictionaries weigh about a
 * megabyte gzipped, so the server checks and the forms show its message for the field.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { AUTH_MESSAGES, passwordError } from "./auth";

/** zxcvbn's 0-4 scale; 3 is "safely unguessable" (about 10^8 guesses and more). */
export const MIN_PASSWORD_SCORE = 3;

/** Who the password is for: words of these must not make it easy. */
export interface PasswordOwner {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: reading the dictionaries into matchers takes a few hundred ms. */
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return estimator;
}

/** The owner's words: the whole email, its local part and that part's pieces, the names. */
export function ownerWords({ email, firstName, lastName }: PasswordOwner): string[] {
  const local = email.split("@")[0] ?? "";
  const pieces = local.split(/[^\p{L}\p{N}]+/u).filter((piece) => piece.length >= 3);
  const letters = local.match(/\p{L}{3,}/gu) ?? [];
  const words = [email, local, ...pieces, ...letters, firstName ?? "", lastName ?? ""];
  return [...new Set(words.map((word) => word.trim().toLowerCase()).filter(Boolean))];
}

/** The guessability score (0-4) of a password for its owner. */
export function passwordScore(password: string, owner: PasswordOwner): number {
  return strengthEstimator().check(password, ownerWords(owner)).score;
}

/**
 * The spec's rule and message first, word for word; then ours for a password that meets the
 * rule but is easy to guess. Null when the password may be used.
 */
export function newPasswordError(password: string, owner: PasswordOwner): string | null {
  const rule = passwordError(password);
  if (rule) return rule;
  return passwordScore(password, owner) < MIN_PASSWORD_SCORE
    ? AUTH_MESSAGES.guessablePassword
    : null;
}
