/**
 * The cue phrases of the decision classifier (docs/email-decisions.md, "Cues"). Weights: 4 a
 * phrase that says the decision to "you" on its own, 3 one that almost does, 2 and 1 supporting
 * words that never decide alone ("unfortunately", "congratulations", a waitlist named in passing).
 * Patterns run on one normalized sentence, case-insensitively.
 */
import type { DecisionKind } from "./types";

export type OutcomeKind = Exclude<DecisionKind, "Not a decision">;

export interface Cue {
  kind: OutcomeKind;
  weight: number;
  pattern: RegExp;
  /** Kinds whose cues in the same sentence this one overrules ("unable to offer you admission"). */
  overrules?: readonly OutcomeKind[];
}

const WAITLIST = `(?:wait[- ]?list|waiting list|alternate list|reserve list)`;
const PLACE = `(?:admission|a place|a spot|a seat|acceptance)`;
const YOU_ARE = `(?:you|you've|you have|you are|you were|you're|you'll be)`;
/** "unable to offer", "cannot offer": a refusal, written with or without "to". */
const CANNOT = `(?:(?:unable|not able|not in a position) to|cannot|can ?not|can't|could not|couldn't|will not|won't)`;
const MATERIALS = `(?:documents?|documentation|materials?|items?|information|transcripts?|test scores?|scores|letters?|recommendations?|forms?)`;

const cue = (
  kind: OutcomeKind,
  weight: number,
  source: string,
  overrules?: readonly OutcomeKind[],
): Cue => ({ kind, weight, pattern: new RegExp(source, "i"), overrules });

export const CUES: readonly Cue[] = [
  // Accepted
  cue(
    "Accepted",
    4,
    String.raw`\boffer(?:ing)? you (?:an? )?(?:offer of )?(?:conditional |provisional )?${PLACE}\b`,
  ),
  cue(
    "Accepted",
    4,
    String.raw`\b${YOU_ARE} (?:been |now |officially )*(?:admitted|accepted|offered admission|recommended for admission|selected for admission|granted (?:conditional )?admission)\b`,
  ),
  cue(
    "Accepted",
    4,
    String.raw`\b(?:admit|admitted|admitting|accept|accepted|accepting) you (?:to|into|as|for)\b`,
  ),
  cue("Accepted", 4, String.raw`\brecommend(?:ed|ing)? you for admission\b`),
  cue(
    "Accepted",
    4,
    String.raw`\byour application\b[^.!?]{0,80}\b(?:has been|was|is) (?:approved|accepted|successful)\b(?! for (?:review|processing|consideration))`,
  ),
  cue(
    "Accepted",
    4,
    String.raw`\b(?:has|have) (?:approved|accepted) your application\b(?! fee| for (?:review|processing|consideration))|\bapproved (?:you )?for admission\b`,
  ),
  cue(
    "Accepted",
    4,
    String.raw`\b(?:pleased|delighted|happy|thrilled|glad|pleasure)\b[^.!?]{0,60}\byour (?:admission|acceptance)\b`,
  ),
  cue(
    "Accepted",
    4,
    String.raw`\bcongratulations on (?:your (?:admission|acceptance|offer)|being (?:admitted|accepted))\b`,
  ),
  cue("Accepted", 4, String.raw`\bdecision(?: is)?: ?(?:admit|admitted|accept|accepted)\b`),
  cue("Accepted", 4, String.raw`\bgrant(?:ed|ing)? you (?:conditional )?admission\b`),
  cue("Accepted", 2, String.raw`\b(?:an|your|this) offer of admission\b`),
  cue("Accepted", 2, String.raw`\byour admission (?:to|into)\b`),
  cue(
    "Accepted",
    2,
    String.raw`\bwelcome (?:you )?to the (?:incoming |entering )?(?:class|cohort)\b`,
  ),
  cue("Accepted", 1, String.raw`\bcongratulations\b|\bcongrats\b`),
  cue("Accepted", 1, String.raw`\b(?:admitted|accepted) (?:to|into) (?:the|our)\b`),

  // Rejected: a refusal overrules the offer words inside it ("unable to offer you admission").
  cue(
    "Rejected",
    4,
    String.raw`\b${CANNOT} (?:offer you (?:an? )?(?:offer of )?${PLACE}|extend (?:to )?you an offer|admit you|accept you|offer admission|recommend you for admission|grant you admission)`,
    ["Accepted"],
  ),
  cue(
    "Rejected",
    4,
    String.raw`\b(?:you|your application|your candidacy) (?:have|has|were|was|are|is) not (?:been )?(?:admitted|accepted|selected|successful|approved|recommended|offered (?:admission|a place))\b`,
    ["Accepted", "Interview"],
  ),
  cue(
    "Rejected",
    4,
    String.raw`\b(?:decided|decision) not to (?:offer|admit|accept|recommend|proceed)\b`,
    ["Accepted"],
  ),
  cue(
    "Rejected",
    4,
    String.raw`\bnot (?:be )?(?:moving|move|proceed(?:ing)?) forward with your (?:application|candidacy)\b`,
  ),
  cue(
    "Rejected",
    4,
    String.raw`\bregret\b[^.!?]{0,120}\b(?:admission|admit|offer you|your application|a place)\b`,
    ["Accepted"],
  ),
  cue(
    "Rejected",
    4,
    String.raw`\bdecision(?: is)?: ?(?:deny|denied|decline|declined|reject|rejected|not admitted)\b`,
  ),
  cue(
    "Rejected",
    3,
    String.raw`\b(?:denied|declined|rejected) (?:your )?(?:application|admission)\b`,
  ),
  cue("Rejected", 4, String.raw`\byour application (?:was|has been) unsuccessful\b`),
  cue("Rejected", 2, String.raw`\bunsuccessful\b`),
  cue("Rejected", 2, String.raw`\bwe regret\b|\bregret to inform\b`),
  cue("Rejected", 1, String.raw`\bunfortunately\b`),
  cue("Rejected", 1, String.raw`\b(?:wish you|every) success\b|\bwish you the (?:very )?best\b`),
  cue(
    "Rejected",
    1,
    String.raw`\b(?:highly|extremely) competitive\b|\b(?:record|large) number of (?:applications|applicants)\b`,
  ),
  cue(
    "Rejected",
    1,
    String.raw`\b(?:do not|does not|don't|will not|won't|no longer) (?:maintain|have|use|offer|keep)\b[^.!?]{0,20}${WAITLIST}`,
    ["Wait Listed"],
  ),

  // Wait Listed: the refusal beside it ("cannot offer you admission at this time") is its usual frame.
  cue(
    "Wait Listed",
    4,
    String.raw`\b(?:placed|place|put|added|include|included|offer(?:ing)? you a (?:place|position|spot|seat))\b[^.!?]{0,40}\b(?:on|in|to) (?:our|the|a|an|this) (?:\w+ )?${WAITLIST}`,
    ["Accepted"],
  ),
  cue(
    "Wait Listed",
    4,
    String.raw`\b(?:you|your application)\b[^.!?]{0,60}\b${WAITLIST}(?:ed)?\b`,
    ["Accepted"],
  ),
  cue("Wait Listed", 4, String.raw`\bdecision(?: is)?: ?wait[- ]?list(?:ed)?\b`),
  cue("Wait Listed", 1, String.raw`\b${WAITLIST}(?:ed)?\b`),

  // Interview
  cue(
    "Interview",
    4,
    String.raw`\binvit(?:e|es|ing|ed) you (?:to|for) (?:an? |your |the )?(?:[\w-]+ ){0,3}interview`,
  ),
  cue(
    "Interview",
    4,
    String.raw`\binterview invitation\b|\binvitation to (?:an? |the )?(?:\w+ )?interview`,
  ),
  cue(
    "Interview",
    4,
    String.raw`\b(?:selected|shortlisted|chosen) (?:you )?(?:for|to) (?:an? |the )?(?:\w+ )?interview`,
  ),
  cue(
    "Interview",
    3,
    String.raw`\b(?:schedule|book|select|choose|sign up for|reserve) (?:an?|your|the) (?:[\w-]+ ){0,2}interview\b`,
  ),
  cue(
    "Interview",
    2,
    String.raw`\binterview (?:slot|time|date|window|schedule|with (?:the|our|a) (?:faculty|committee|professor))`,
  ),
  cue("Interview", 2, String.raw`\b(?:video|virtual|zoom|phone|skype|online|faculty) interview\b`),

  // Information request
  cue(
    "Information request",
    4,
    String.raw`\byour application\b[^.!?]{0,80}\b(?:is|remains) (?:still |currently )?incomplete\b`,
    ["Rejected"],
  ),
  cue(
    "Information request",
    4,
    String.raw`\b(?:additional|further|supplemental|supplementary) ${MATERIALS} (?:(?:is|are) )?(?:required|needed)\b`,
  ),
  cue(
    "Information request",
    4,
    String.raw`\b${CANNOT} (?:review|process|evaluate|complete|consider) your application\b[^.!?]{0,60}\b(?:until|without|because)\b`,
  ),
  cue(
    "Information request",
    3,
    String.raw`\b(?:we|the (?:[\w-]+ ){0,2}(?:committee|department|program|office)) (?:need|needs|require|requires|request|requests|are requesting|would like) (?:the following|additional|further|some additional|an? (?:updated|official|copy)|you to (?:submit|upload|provide|send|clarify))`,
  ),
  cue(
    "Information request",
    3,
    String.raw`\b(?:is|are) (?:still )?missing\b|\bmissing the following\b`,
  ),
  cue(
    "Information request",
    3,
    String.raw`\b(?:not yet|have not|has not) (?:yet )?(?:been )?received (?:your|the|an?)\b`,
  ),
  cue(
    "Information request",
    2,
    String.raw`\bplease (?:upload|submit|provide|send|forward)\b[^.!?]{0,60}\b(?:by|before|within|no later than)\b`,
  ),
  cue(
    "Information request",
    3,
    String.raw`\b(?:so that|before|in order for) (?:we|the committee) (?:can|to) (?:continue|complete|resume|proceed with) (?:reviewing|its review of|our review of|the review of|processing|evaluating) your (?:application|file)\b`,
  ),
  cue(
    "Information request",
    2,
    String.raw`\b(?:before|so that|in order for) (?:we|the committee|your application) (?:can|to) (?:be )?(?:review|reviewed|continue|complete|completed|process|processed|move forward)\b`,
  ),
  cue("Information request", 1, String.raw`\baction (?:required|needed)\b`),
];

/** Words that make the outcome cues of their sentence not a decision ("this is not a decision"). */
export const HEDGES: readonly RegExp[] = [
  /\bnot (?:a|an|your) (?:final |formal |admission |admissions )?(?:decision|offer)\b/i,
  /\b(?:does|do|will|should) not (?:constitute|represent|indicate|reflect|mean|guarantee|imply)\b/i,
  /\bno (?:final |admission )?decision(?:s)? (?:has|have) (?:yet )?been\b/i,
  /\bdecisions? (?:will|are expected to|should|may|typically|usually) (?:be )?(?:released|made|sent|available|posted|announced|communicated)\b/i,
  /\byou will (?:be notified|receive (?:a|an|your|our) (?:\w+ )?(?:decision|notification))/i,
  /\bwill (?:notify|inform|contact) you\b/i,
  /\b(?:under|in) review\b|\bbeing reviewed\b/i,
];

/** Outcome kinds a hedge cancels: an interview or a request for documents is not hedged. */
export const HEDGED_KINDS: readonly OutcomeKind[] = ["Accepted", "Rejected", "Wait Listed"];

/** A condition cancels every cue after it in its sentence ("If you are admitted, ..."). */
export const CONDITION = /\b(?:if|unless|whether|in case|should you|once(?! again))\b/i;

/** "Your decision has been posted, log in to view it": not a decision, but worth a look. */
export const PORTAL_UPDATES: readonly RegExp[] = [
  /\b(?:decision|update|status|letter|document|notification|message)s?\b[^.!?]{0,60}\b(?:has been|have been|has|was|is now|are now) (?:posted|released|uploaded|updated|changed|made available|available)\b/i,
  /\b(?:view|see|read) (?:your|the) (?:admission |admissions |application )?(?:decision|decision letter|status update)\b/i,
  /\bthere (?:has been|is) (?:an?|a new) (?:update|change|decision|document)\b/i,
  /\b(?:log|sign) ?in\b[^.!?]{0,60}\b(?:view|see|read) (?:it|the update|your (?:updated )?(?:decision|letter))\b/i,
];

/** Bulk mail: only a cue that decides on its own (weight 4) counts in it. */
export const BULK_MAIL: readonly RegExp[] = [
  /\bunsubscribe\b/i,
  /\bview (?:this email |it |this message )?(?:in|on) (?:your|a|the) (?:web )?browser\b/i,
  /\bnewsletter\b/i,
  /\byou (?:are )?receiv(?:e|ed|ing) this (?:email|message) because\b/i,
  /\b(?:manage|update) (?:your )?(?:email |mailing )?(?:preferences|subscriptions?)\b/i,
];
