/**
 * The other names a university is searched by (docs/catalogue.md, "Aliases"): the aliases IPEDS
 * lists for it, less those that are only a city or an ordinary word of institution names, and
 * the short forms students make from its name (NYU, UT Austin). Pure: the build passes in the
 * directory the rules compare against.
 */
import { SEARCH_QUERY_MAX_LENGTH, searchKeyOf } from "@gradplan/schema";
import type { DirectoryEntry } from "./ipeds";
import { withoutCampusSuffix } from "./names";

/** A one-word alias found in this many directory names is an ordinary word, not a name. */
export const ORDINARY_WORD_MIN_NAMES = 10;
/** Initials of fewer words are too ambiguous to add on our own (IPEDS's own "BU" is kept). */
export const MIN_INITIALS = 3;
/** Words a short form skips: "Massachusetts Institute of Technology" is MIT. */
const MINOR_WORDS = new Set(["the", "of", "at", "in", "and", "for", "on", "de"]);

/**
 * Short forms in wide use that IPEDS does not list and no rule derives, by IPEDS unitid. Kept
 * short: a name belongs here only when students plainly say it and it finds nothing otherwise.
 */
export const KNOWN_SHORT_FORMS: Readonly<Record<number, readonly string[]>> = {
  129020: ["UConn"],
  134130: ["UF"],
  139959: ["UGA"],
  144050: ["UChicago"],
  163286: ["UMD"],
  170976: ["UMich"],
  174066: ["UMN"],
  178396: ["Mizzou"],
  214777: ["Penn State"],
  215293: ["Pitt"],
};

/**
 * Initials the rules derive that students use for another university: kept, "UND" would put
 * Notre Dame before North Dakota, and "UWM" Madison before Milwaukee, since the larger comes
 * first. By IPEDS unitid.
 */
export const NOT_ITS_SHORT_FORMS: Readonly<Record<number, readonly string[]>> = {
  126562: ["UCD"], // UC Davis
  152080: ["UND"], // University of North Dakota
  240444: ["UWM"], // University of Wisconsin-Milwaukee
};

/** What the rules know about every institution of the directory, not only this one. */
export interface AliasContext {
  /** How many directory names contain each (folded) word. */
  nameWordCounts: ReadonlyMap<string, number>;
  /** The (folded) cities each state's institutions are in. */
  citiesByState: ReadonlyMap<string, ReadonlySet<string>>;
}

export function aliasContext(directory: Iterable<DirectoryEntry>): AliasContext {
  const nameWordCounts = new Map<string, number>();
  const citiesByState = new Map<string, Set<string>>();
  for (const entry of directory) {
    for (const word of new Set(searchKeyOf(entry.name).split(" "))) {
      nameWordCounts.set(word, (nameWordCounts.get(word) ?? 0) + 1);
    }
    const cities = citiesByState.get(entry.state) ?? new Set<string>();
    cities.add(searchKeyOf(entry.city));
    citiesByState.set(entry.state, cities);
  }
  return { nameWordCounts, citiesByState };
}

/**
 * IALIAS holds several aliases separated by "|", ";" or "," (one of them, per institution), and
 * sometimes by "/" or a run of spaces. A field using "|" or ";" keeps its commas:
 * "Rutgers, The State University of New Jersey; Rutgers U" is two aliases.
 */
export function splitIpedsAliases(field: string): string[] {
  const separator = field.includes("|") ? "|" : field.includes(";") ? ";" : ",";
  return field
    .split(separator)
    .flatMap((part) => part.split(/\/|\s{2,}/))
    .map((alias) => alias.trim().replace(/\s+/g, " "))
    .filter((alias) => searchKeyOf(alias) !== "");
}

/** Why an IPEDS alias is left out, or null when it is kept. */
export function aliasDropReason(
  alias: string,
  entry: Pick<DirectoryEntry, "state">,
  context: AliasContext,
): string | null {
  const key = searchKeyOf(alias);
  if (key.length < 2) return "shorter than two characters";
  if (key.length > SEARCH_QUERY_MAX_LENGTH) return "longer than a search query may be";
  if (context.citiesByState.get(entry.state)?.has(key)) return "only a city";
  const count = context.nameWordCounts.get(key) ?? 0;
  if (!key.includes(" ") && count >= ORDINARY_WORD_MIN_NAMES) {
    return `an ordinary word of ${count} institutions' names`;
  }
  return null;
}

const significantWords = (name: string) =>
  searchKeyOf(name)
    .split(" ")
    .filter((word) => word !== "" && !MINOR_WORDS.has(word));

/** "New York University" -> "NYU"; null below MIN_INITIALS words. */
export function initialsOf(name: string): string | null {
  const words = significantWords(name);
  if (words.length < MIN_INITIALS) return null;
  return words
    .map((word) => word[0])
    .join("")
    .toUpperCase();
}

/**
 * A system's campus as students say it: "The University of Texas at Austin" -> "UT Austin",
 * "University of North Carolina at Charlotte" -> "UNC Charlotte".
 */
export function campusShortForm(name: string): string | null {
  const match = /^(?:The )?University of (.+?)(?:,| at| in) (.+)$/.exec(name);
  if (!match) return null;
  const system = significantWords(match[1] ?? "").map((word) => word[0]?.toUpperCase());
  return `U${system.join("")} ${match[2]}`;
}

/**
 * Every alias of a university named `name` (its display name, IPEDS `unitid`), in a stable
 * order: IPEDS's own (those kept), the known short forms, its IPEDS name without the main-campus suffix, the name without a leading "The",
 * the campus short form and the initials. One per search key, none equal to the name's.
 */
export function universityAliases(
  name: string,
  unitid: number,
  entry: DirectoryEntry | undefined,
  context: AliasContext,
): string[] {
  const withoutThe = name.replace(/^The /, "");
  const candidates = [
    ...(entry
      ? splitIpedsAliases(entry.aliases).filter((a) => aliasDropReason(a, entry, context) === null)
      : []),
    ...(KNOWN_SHORT_FORMS[unitid] ?? []),
    entry ? withoutCampusSuffix(entry.name) : null,
    withoutThe,
    campusShortForm(withoutThe),
    initialsOf(name),
  ];
  const seen = new Set([name, ...(NOT_ITS_SHORT_FORMS[unitid] ?? [])].map(searchKeyOf));
  const aliases: string[] = [];
  for (const alias of candidates) {
    if (alias === null) continue;
    const key = searchKeyOf(alias);
    if (seen.has(key)) continue;
    seen.add(key);
    aliases.push(alias);
  }
  return aliases;
}
