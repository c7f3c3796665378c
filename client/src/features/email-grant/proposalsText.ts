/**
 * The words of the decisions found in an email (the shortlist's proposals) and of the box where
 * a student pastes one. The server's refusals come from @gradplan/schema (PROPOSAL_MESSAGES).
 */

export const PROPOSALS_TEXT = {
  heading: "Decisions found in your email",
  lead: "We change nothing until you say so.",
  accept: "Accept",
  dismiss: "Dismiss",
  working: "Saving…",
  whichCourse: "Which course is it about?",
  chooseCourse: "Choose a course",
  notShortlisted: "No course of this university is on your shortlist now: dismiss it once read.",
  fromPasted: "From an email you pasted",
  acceptFailed: "We could not update the status. Please try again.",
  dismissFailed: "We could not dismiss this proposal. Please try again.",
  dismissed: "Dismissed: the status stays as it was.",
  pasteLead: "Got a decision by email? Paste its text and we'll read it for you.",
  pasteOpen: "Paste a decision email",
  pasteLabel: "The email's text",
  pasteHint:
    "Copy the whole email, with the sender and subject if you can. We keep only the decision and the sentence that says it.",
  pasteSubmit: "Find the decision",
  pasteReading: "Reading…",
  pasteCancel: "Cancel",
  pasteFailed: "We could not read this email. Please try again.",
  pastedBefore: "You pasted this email before: its proposal is above, or was already answered.",
} as const;

/** "12 March", with the year when it is not this one ("3 December 2025"). */
export function decisionDay(isoDateTime: string, now = new Date()): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    ...(sameYear ? {} : { year: "numeric" }),
  }).format(date);
}

/** What the email said, as the proposal's sentence reads it: "an interview invitation". */
function saidAs(decision: string): string {
  if (decision === "Interview") return "an interview invitation";
  if (decision === "Information request") return "a request for more information";
  return decision;
}

/**
 * "Carnegie Mellon University, MS Computer Science: looks like Accepted on 12 March. Update
 * status?" (issue 17); without the course when the email did not say, and without the question
 * when there is no status to set.
 */
export function proposalLine(proposal: {
  universityName: string | null;
  courseName: string | null;
  decision: string;
  receivedAt: string;
  proposedStatus: string | null;
}): string {
  const who = [proposal.universityName ?? "A university", proposal.courseName]
    .filter(Boolean)
    .join(", ");
  const line = `${who}: looks like ${saidAs(proposal.decision)} on ${decisionDay(proposal.receivedAt)}.`;
  return proposal.proposedStatus ? `${line} Update status?` : line;
}

/** The toast after a pasted email was read. */
export function pastedFoundText(decision: string, proposed: boolean): string {
  return proposed
    ? `This email looks like ${saidAs(decision)}: answer it in the list above.`
    : PROPOSALS_TEXT.pastedBefore;
}

/** The toast after accepting: the card it changed may be far down the list. */
export function acceptedText(
  course: { course_name: string; university_name: string } | null,
  status: string,
): string {
  return course
    ? `${course.course_name} at ${course.university_name}: status changed to ${status}.`
    : `Status changed to ${status}.`;
}
