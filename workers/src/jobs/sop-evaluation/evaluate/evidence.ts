/** What a sentence names: the facts a reader can check, found once per sentence. */
import { skillsIn } from "../../../language/lexicon/skills";
import { isQuantified } from "../../../language/numbers";
import {
  COURSE_CODE,
  GENERIC_CAPITALS,
  MORE_TOOLS,
  NAMED_COURSE,
  NAMED_LAB,
  NAMED_PERSON,
} from "./cues";
import type { SopSentence } from "./document";

export interface Evidence {
  /** A measured result or count (not a year): "40%", "1,200 users", "3.8/4". */
  number: boolean;
  /** Tools and technologies named, lower case. */
  tools: string[];
  /** A course named or numbered. */
  course: boolean;
  /** "Professor Rao", "Dr. Iyer". */
  person: boolean;
  /** A named lab, group or centre. */
  lab: boolean;
  /** Other names mid-sentence (companies, places, products), lower case. */
  names: string[];
  /** A paper published, accepted or under review, or a venue named: "published at CVPR 2023". */
  publication: boolean;
  /** An award, medal, scholarship, fellowship or a place won: "a silver medal at the IOI". */
  award: boolean;
  /** A technical term, a field's included ("sparse matrix kernels", "computer vision"). */
  technical: boolean;
  /**
   * Work of one's own told by what was done: "I proposed a planner that...", "we showed that
   * the bound is tight". What a research statement is made of, with or without a number.
   */
  method: boolean;
}

/** The student (or their team) doing research or engineering work, in the past. */
const OWN_METHOD =
  /\b(I|we)\b[^.;]{0,40}?\b(proposed|designed|implemented|developed|derived|proved|showed|found|discovered|formulated|modell?ed|trained|evaluated|benchmarked|measured|analy[sz]ed|investigated|optimi[sz]ed|built|extended|adapted|refined|generali[sz]ed|characteri[sz]ed|simulated|fabricated|tested|collected|recorded|deployed)\b/i;

/**
 * Publications: a paper the student wrote, or a venue named. Venues alone are a reader's
 * strongest evidence, so the common ones of CS and engineering are listed by their acronyms.
 */
const PUBLICATION_WORDS =
  /\b((co-?)?authored|first[- ]author|(paper|article|manuscript)s?\b[^.;]{0,60}\b(published|accepted|appeared|presented|under review|submitted|in submission)|(published|presented|submitted) (a |two |three |our |my |the |this )?(papers?|results|poster|article|work|findings) (to|at|in)\b|(published|presented) (a |two |three |our |my |the )?(papers?|results|poster|article)|publications?|proceedings|arxiv|journal of|transactions on|(conference|symposium|workshop) on|ieee|acm)\b/i;
const VENUES =
  /(?<![\p{L}\p{N}])(NeurIPS|NIPS|ICML|ICLR|CVPR|ICCV|ECCV|ACL|EMNLP|NAACL|AAAI|IJCAI|KDD|SIGIR|SIGMOD|VLDB|OSDI|SOSP|NSDI|SIGCOMM|MobiCom|ISCA|MICRO|HPCA|ASPLOS|PLDI|POPL|CHI|UIST|ICRA|IROS|CoRL|DAC|ICCAD|ISSCC|USENIX|NDSS|ICSE|ICDE|EDBT|CIDR|PODS|CIKM|WSDM|RecSys|CSCW|UbiComp|SenSys|MobiSys|EuroSys|INFOCOM|GLOBECOM|ICC|ICASSP|INTERSPEECH|Interspeech|MICCAI|WACV|BMVC|COLING|EACL|TACL|JMLR|TPAMI|IJRR|SIGGRAPH|FPGA|DATE|ISPD|CDC)(?![\p{L}\p{N}])/u;

export function mentionsPublication(text: string): boolean {
  return PUBLICATION_WORDS.test(text) || VENUES.test(text);
}

/** Awards and places: recognition someone else gave, which a reader counts as evidence. */
export const AWARD =
  /\b(awards?|awarded|medals?|medalist|medallist|prizes?|scholarships?|fellowships?|honou?rs?|winners?|won|finalists?|(first|second|third|1st|2nd|3rd|top) (place|prize|position|rank)|ranked (first|second|third|\d)|olympiad|dean'?s list|valedictorian|gold|silver|bronze)\b/i;

/** Runs of capitalised words after the first word, with one word that is not generic. */
function namesIn(sentence: string): string[] {
  const words = sentence.split(/\s+/);
  const found: string[] = [];
  let run: string[] = [];
  const flush = (): void => {
    if (run.some((w) => !GENERIC_CAPITALS.has(w.toLowerCase()))) found.push(run.join(" "));
    run = [];
  };
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!.replace(/^[("'“‘[]+/, "");
    const bare = word.replace(/[),.;:!?"'”’\]]+$/, "");
    if (/^\p{Lu}[\p{L}\p{N}&.'’-]*$/u.test(bare) && bare.length > 1) {
      run.push(bare);
      if (bare !== word) flush();
    } else {
      flush();
    }
  }
  flush();
  return found.map((name) => name.toLowerCase());
}

/**
 * Terms of the skills lexicon that name a field, not a tool: "I am interested in machine
 * learning" is the topic of most SOPs, not evidence.
 */
const FIELDS = new Set([
  "machine learning",
  "deep learning",
  "reinforcement learning",
  "computer vision",
  "nlp",
  "llm",
  "llms",
  "data analysis",
  "data visualization",
  "statistics",
  "cloud computing",
  "distributed systems",
  "networking",
  "cybersecurity",
  "cryptography",
  "blockchain",
  "iot",
  "microservices",
  "android",
  "ios",
]);

export function evidenceOf(sentence: SopSentence): Evidence {
  const text = sentence.text;
  const terms = [...skillsIn(text)];
  const tools = new Set(terms.filter((term) => !FIELDS.has(term)));
  for (const match of text.matchAll(MORE_TOOLS)) tools.add(match[1]!.toLowerCase());
  return {
    number: isQuantified(text),
    tools: [...tools],
    course: COURSE_CODE.test(text) || NAMED_COURSE.test(text),
    person: NAMED_PERSON.test(text),
    lab: NAMED_LAB.test(text),
    names: namesIn(text),
    publication: mentionsPublication(text),
    award: AWARD.test(text),
    technical: terms.length > 0 || tools.size > 0,
    method: OWN_METHOD.test(text),
  };
}

/** A result someone could check: a measured figure, a publication or an award. */
export function isOutcome(e: Evidence): boolean {
  return e.number || e.publication || e.award;
}

export function isConcrete(e: Evidence): boolean {
  return (
    isOutcome(e) ||
    e.method ||
    e.tools.length > 0 ||
    e.course ||
    e.person ||
    e.lab ||
    e.names.length > 0
  );
}
