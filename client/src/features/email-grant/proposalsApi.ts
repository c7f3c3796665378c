/**
 * Answering the decisions found in an email, through GraphQL: accepting sets the shortlist
 * status (the server runs the shortlist's own change), dismissing hides one, and a pasted email
 * is read by the same classifier. Each names what it makes stale (cache.ts), so the list, the
 * shortlist and the dashboard read again by themselves.
 */
import {
  AcceptEmailProposalDocument,
  DismissEmailProposalDocument,
  ProposeFromPastedTextDocument,
} from "../../graphql/generated";
import { runMutation } from "../../shared/graphql/request";

export interface AcceptInput {
  id: string;
  /** The shortlisted course the decision is about, when the email did not name it. */
  courseId: number | null;
}

/** Answers the status set (Accepted, Rejected or Wait Listed). */
async function acceptProposal(input: AcceptInput): Promise<string> {
  const data = await runMutation(AcceptEmailProposalDocument, input, "acceptEmailProposal");
  return data.acceptEmailProposal;
}

async function dismissProposal(input: { id: string }): Promise<void> {
  await runMutation(DismissEmailProposalDocument, input, "dismissEmailProposal");
}

export interface PastedFinding {
  decision: string;
  /** False: the same text was pasted before, so no new proposal was made. */
  proposed: boolean;
}

async function proposeFromPastedText(input: { text: string }): Promise<PastedFinding> {
  const data = await runMutation(ProposeFromPastedTextDocument, input, "proposeFromPastedText");
  return data.proposeFromPastedText;
}

export const proposalsApi = { acceptProposal, dismissProposal, proposeFromPastedText };
