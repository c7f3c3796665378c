/**
 * The shortlist screen's decisions from email (issue 17): each decision found in the inbox or a
 * pasted email, to accept (the status changes through the shortlist's own change) or dismiss,
 * then the offer to share an accepted decision; and the box to paste a decision email. Nothing
 * changes a status without the student's click.
 */
import { useQuery } from "@apollo/client/react";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useId, useRef } from "react";
import { EmailProposalsDocument, ShortlistDocument } from "../../graphql/generated";
import { useSession } from "../../shared/session/useSession";
import { useToast } from "../../shared/ui/toastContext";
import { ShareResultOffer } from "../results";
import { List, Section } from "./EmailProposals.styles";
import { emailProposalsMachine } from "./emailProposals.machine";
import { PasteDecision } from "./PasteDecision";
import { ProposalItem } from "./ProposalItem";
import { acceptedText, PROPOSALS_TEXT as T } from "./proposalsText";

export function EmailDecisions({ studentId }: { studentId: string }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toast = useToast();
  const { user } = useSession();
  const { data } = useQuery(EmailProposalsDocument);
  // The same read as the shortlist's own list: answered from the cache.
  const { data: shortlist } = useQuery(ShortlistDocument);
  const answers = useActorRef(emailProposalsMachine, { input: { studentId } });
  const busyId = useSelector(answers, (state) => state.context.busyId);
  const offer = useSelector(answers, (state) => state.context.offer);

  useEffect(() => {
    // The answered proposal's buttons are gone: continue from the heading (once re-rendered).
    const refocus = () => setTimeout(() => headingRef.current?.focus(), 0);
    const subscriptions = [
      answers.on("proposal.accepted", ({ status, course }) => {
        toast.success(acceptedText(course, status));
        refocus();
      }),
      answers.on("proposal.dismissed", () => {
        toast.info(T.dismissed);
        refocus();
      }),
      answers.on("proposal.failed", ({ message }) => toast.error(message)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [answers, toast]);

  const proposals = data?.emailProposals ?? [];
  const courses = shortlist ? shortlist.shortlist.flat() : [];
  // Kept while an answer is saved: its list is read again meanwhile, and must not blink away.
  const shown = proposals.length > 0 || offer !== null || busyId !== null;

  return (
    <>
      {shown ? (
        <Section aria-labelledby={headingId}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            {T.heading}
          </h2>
          <p>{T.lead}</p>
          {proposals.length > 0 ? (
            <List>
              {proposals.map((proposal) => (
                <ProposalItem
                  key={proposal.id}
                  proposal={proposal}
                  courses={courses.filter((c) => c.university_id === proposal.universityId)}
                  busy={busyId === proposal.id}
                  disabled={busyId !== null && busyId !== proposal.id}
                  onAccept={(course) =>
                    answers.send({
                      type: "proposal.accept",
                      id: proposal.id,
                      courseId: course.course_id,
                      course,
                    })
                  }
                  onDismiss={() => answers.send({ type: "proposal.dismiss", id: proposal.id })}
                />
              ))}
            </List>
          ) : null}
          {offer ? (
            <ShareResultOffer
              course={offer.course}
              decision={offer.decision}
              semester={user?.applying_semester ?? null}
              onDismiss={() => answers.send({ type: "offer.dismiss" })}
            />
          ) : null}
        </Section>
      ) : null}
      <PasteDecision studentId={studentId} />
    </>
  );
}
