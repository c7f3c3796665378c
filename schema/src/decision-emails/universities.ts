/** Which shortlisted university a message is from: by sender domain, or by a name in the text. */
import { wordsOf } from "./text";
import type { KnownUniversity } from "./types";

/** The address in "Name <a@b.edu>", "Name [mailto:a@b.edu]" or "a@b.edu", lowercased; "" if none. */
export function senderAddress(from: string): string {
  // A From header is short; a longer one is not worth a regex's backtracking.
  const header = from.slice(0, 500);
  const match =
    /<\s*([^<>\s]+@[^<>\s]+)\s*>/.exec(header) ??
    /mailto:([^\]\s>]+@[^\]\s>]+)/i.exec(header) ??
    /([\w.+'-]+@[\w-]+(?:\.[\w-]+)+)/.exec(header);
  return (match?.[1] ?? "").toLowerCase();
}

/** "cmu.edu" from "https://www.cmu.edu/", "CMU.EDU" or "cmu.edu.". */
function cleanDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, "")
    .replace(/[/:].*$/, "")
    .replace(/^www\./, "")
    .replace(/\.$/, "");
}

/** The university whose domain (or a subdomain of it) the address is at; the longest domain wins. */
export function universityOfAddress(
  address: string,
  universities: readonly KnownUniversity[],
): KnownUniversity | null {
  const at = address.lastIndexOf("@");
  if (at < 0) return null;
  const host = cleanDomain(address.slice(at + 1));
  let best: { university: KnownUniversity; length: number } | null = null;
  for (const university of universities) {
    for (const raw of university.domains) {
      const domain = cleanDomain(raw);
      if (!domain || (host !== domain && !host.endsWith(`.${domain}`))) continue;
      if (!best || domain.length > best.length) best = { university, length: domain.length };
    }
  }
  return best?.university ?? null;
}

/** The phrases that name a university in a text: its name, its aliases, its domains. */
function namesOf(university: KnownUniversity): string[] {
  const names = [
    university.name,
    university.name.replace(/^the /i, ""),
    ...(university.aliases ?? []),
  ];
  const phrases = [...names, ...university.domains.map(cleanDomain)].map(wordsOf);
  return [...new Set(phrases)].filter((phrase) => phrase.trim().length >= 2);
}

interface Mention {
  university: KnownUniversity;
  start: number;
  end: number;
}

/** Mentions counted per phrase: enough to tell which is named most, and the pairing stays cheap. */
const MAX_MENTIONS = 20;

function mentionsIn(words: string, universities: readonly KnownUniversity[]): Mention[] {
  const mentions: Mention[] = [];
  for (const university of universities) {
    for (const phrase of namesOf(university)) {
      let at = words.indexOf(phrase);
      for (let n = 0; at >= 0 && n < MAX_MENTIONS; n++, at = words.indexOf(phrase, at + 1)) {
        mentions.push({ university, start: at, end: at + phrase.length });
      }
    }
  }
  // "Texas A&M University Commerce" is not also a mention of "Texas A&M University", and
  // "USC Viterbi" is one mention of USC, not two.
  return mentions.filter(
    (m) =>
      !mentions.some(
        (other) =>
          other !== m &&
          other.start <= m.start &&
          other.end >= m.end &&
          other.end - other.start > m.end - m.start,
      ),
  );
}

/**
 * The university a text names most often (by name, alias or domain), the first named on a tie;
 * null when it names none. For pasted text and forwarded copies, whose sender says nothing.
 */
export function universityNamedIn(
  text: string,
  universities: readonly KnownUniversity[],
): KnownUniversity | null {
  const tally = new Map<KnownUniversity, { count: number; first: number }>();
  for (const mention of mentionsIn(wordsOf(text), universities)) {
    const seen = tally.get(mention.university);
    if (seen) {
      seen.count++;
      seen.first = Math.min(seen.first, mention.start);
    } else tally.set(mention.university, { count: 1, first: mention.start });
  }
  let best: [KnownUniversity, { count: number; first: number }] | null = null;
  for (const entry of tally) {
    const [, score] = entry;
    if (
      !best ||
      score.count > best[1].count ||
      (score.count === best[1].count && score.first < best[1].first)
    ) {
      best = entry;
    }
  }
  return best?.[0] ?? null;
}
