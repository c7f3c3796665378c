import { PROPOSAL_MESSAGES, ROUTES } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type FakeGraphql, fakeGraphql, graphqlError, type RootField } from "../../test/graphql";
import { toasts } from "../../test/page";
import { renderGraphqlPage } from "../../test/render";
import { logIn } from "../../test/session";
import { aCourse, nested } from "../shortlist/shortlistFixtures";
import { EmailDecisions } from "./EmailDecisions";
import type { Proposal } from "./ProposalItem";
import { PROPOSALS_TEXT as T } from "./proposalsText";

const STUDENT = "st_1001";
const CMU = { university_id: 7, university_name: "Carnegie Mellon University" };
const CMU_CS = aCourse({ ...CMU, course_id: 701, course_name: "MS Computer Science" });
const CMU_ECE = aCourse({ ...CMU, course_id: 702, course_name: "MS Electrical Engineering" });
const STANFORD = aCourse({ course_id: 101 });

/** A decision found in the inbox, received at noon on 12 March of this year. */
function aProposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    id: "0b0e7c1a-0000-4000-8000-000000000001",
    source: "mailbox",
    sender: "admissions@cmu.edu",
    receivedAt: `${new Date().getFullYear()}-03-12T12:00:00.000Z`,
    subject: "Your application to Carnegie Mellon",
    decision: "Accepted",
    proposedStatus: "Accepted",
    universityId: 7,
    universityName: CMU.university_name,
    courseId: 701,
    courseName: "MS Computer Science",
    sentence: "We are delighted to offer you admission to the MS in Computer Science.",
    ...overrides,
  };
}

/** The section over a fake API whose proposals are those current at each read. */
function open(
  proposals: () => Proposal[],
  courses = [CMU_CS, CMU_ECE, STANFORD],
  other: Record<string, RootField> = {},
): FakeGraphql {
  logIn({ student_id: STUDENT, applying_semester: "Fall" });
  const fake = fakeGraphql({
    emailProposals: () => proposals(),
    shortlist: () => nested(courses),
    popups: () => [],
    shortlistingStats: () => null,
    ...other,
  });
  renderGraphqlPage(ROUTES.universityShortlisting, <EmailDecisions studentId={STUDENT} />);
  return fake;
}

const section = () => screen.findByRole("region", { name: T.heading });

describe("decisions found in email, on the shortlist", () => {
  it("proposes the decision in the issue's words and changes the status only on Accept", async () => {
    let pending = [aProposal()];
    const fake = open(() => pending, undefined, {
      acceptEmailProposal: () => {
        pending = [];
        return "Accepted";
      },
    });
    const list = await section();
    expect(
      within(list).getByText(
        "Carnegie Mellon University, MS Computer Science: looks like Accepted on 12 March. Update status?",
      ),
    ).not.toBeNull();
    expect(within(list).getByText(/delighted to offer you admission/)).not.toBeNull();
    expect(within(list).getByText(/From admissions@cmu\.edu/)).not.toBeNull();
    expect(fake.callsOf("acceptEmailProposal")).toEqual([]);

    await userEvent.click(
      within(list).getByRole("button", {
        name: "Accept: set MS Computer Science at Carnegie Mellon University to Accepted",
      }),
    );
    await waitFor(() =>
      expect(fake.callsOf("acceptEmailProposal")).toEqual([{ id: aProposal().id, courseId: 701 }]),
    );
    await within(toasts()).findByText(
      "MS Computer Science at Carnegie Mellon University: status changed to Accepted.",
    );
    // Answered: it leaves the list, and the result is offered for sharing, prefilled.
    await waitFor(() => expect(within(list).queryByRole("listitem")).toBeNull());
    // The button is gone: focus continues from the section's heading.
    expect(document.activeElement).toBe(within(list).getByRole("heading", { name: T.heading }));
    const share = within(list).getByRole("link", { name: "Share your result" });
    expect(share.getAttribute("href")).toContain("decision=Accepted");
    expect(share.getAttribute("href")).toContain("courseName=MS+Computer+Science");
    await userEvent.click(within(list).getByRole("button", { name: /^Not now/ }));
    await waitFor(() => expect(screen.queryByRole("region", { name: T.heading })).toBeNull());
  });

  it("asks which course when the email named none of several there, and sends the one picked", async () => {
    const fake = open(() => [aProposal({ courseId: null, courseName: null })], undefined, {
      acceptEmailProposal: () => "Accepted",
    });
    const list = await section();
    expect(
      within(list).getByText(
        "Carnegie Mellon University: looks like Accepted on 12 March. Update status?",
      ),
    ).not.toBeNull();
    const accept = within(list).getByRole("button", { name: `Accept: ${T.whichCourse}` });
    expect(accept).toHaveProperty("disabled", true);
    const pick = within(list).getByLabelText(T.whichCourse);
    // Only this university's shortlisted courses.
    expect(
      within(pick)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([T.chooseCourse, "MS Computer Science", "MS Electrical Engineering"]);
    await userEvent.selectOptions(pick, "MS Electrical Engineering");
    await userEvent.click(
      within(list).getByRole("button", {
        name: "Accept: set MS Electrical Engineering at Carnegie Mellon University to Accepted",
      }),
    );
    await waitFor(() =>
      expect(fake.callsOf("acceptEmailProposal")).toEqual([{ id: aProposal().id, courseId: 702 }]),
    );
  });

  it("takes the only shortlisted course there when the email named none", async () => {
    open(
      () => [
        aProposal({
          courseId: null,
          courseName: null,
          decision: "Rejected",
          proposedStatus: "Rejected",
        }),
      ],
      [CMU_CS],
    );
    const list = await section();
    expect(
      within(list).getByText(
        "Carnegie Mellon University, MS Computer Science: looks like Rejected on 12 March. Update status?",
      ),
    ).not.toBeNull();
    expect(within(list).queryByLabelText(T.whichCourse)).toBeNull();
  });

  it("offers only Dismiss for an interview invitation, and dismisses without a status change", async () => {
    let pending = [aProposal({ decision: "Interview", proposedStatus: null })];
    const fake = open(() => pending, undefined, {
      dismissEmailProposal: () => {
        pending = [];
        return true;
      },
    });
    const list = await section();
    expect(
      within(list).getByText(
        "Carnegie Mellon University, MS Computer Science: looks like an interview invitation on 12 March.",
      ),
    ).not.toBeNull();
    expect(within(list).queryByRole("button", { name: /^Accept/ })).toBeNull();
    await userEvent.click(within(list).getByRole("button", { name: T.dismiss }));
    await within(toasts()).findByText(T.dismissed);
    await waitFor(() => expect(screen.queryByRole("region", { name: T.heading })).toBeNull());
    expect(fake.callsOf("dismissEmailProposal")).toEqual([{ id: aProposal().id }]);
    expect(fake.callsOf("acceptEmailProposal")).toEqual([]);
  });

  it("keeps the proposal and says why when accepting is refused", async () => {
    open(() => [aProposal()], undefined, {
      acceptEmailProposal: () => {
        throw graphqlError(PROPOSAL_MESSAGES.notOnShortlist);
      },
    });
    const list = await section();
    await userEvent.click(within(list).getByRole("button", { name: /^Accept/ }));
    await within(toasts()).findByText(PROPOSAL_MESSAGES.notOnShortlist);
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(within(list).getByRole("button", { name: /^Accept/ })).toHaveProperty("disabled", false);
  });

  it("shows no section when nothing was found, only the paste box", async () => {
    const fake = open(() => []);
    await screen.findByRole("button", { name: T.pasteOpen });
    await waitFor(() => expect(fake.callsOf("emailProposals")).toHaveLength(1));
    expect(screen.queryByRole("region", { name: T.heading })).toBeNull();
  });
});

describe("pasting a decision email", () => {
  it("tells an empty text at once, then reads a pasted one and lists what it found", async () => {
    let pending: Proposal[] = [];
    const fake = open(() => pending, undefined, {
      proposeFromPastedText: () => {
        pending = [aProposal({ source: "pasted" })];
        return { decision: "Accepted", proposed: true };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: T.pasteOpen }));
    const text = screen.getByLabelText(T.pasteLabel);
    expect(document.activeElement).toBe(text);
    await user.click(screen.getByRole("button", { name: T.pasteSubmit }));
    expect(screen.getByText(PROPOSAL_MESSAGES.pastedEmpty)).not.toBeNull();
    expect(fake.callsOf("proposeFromPastedText")).toEqual([]);

    await user.type(text, "Dear Asha, we are delighted to offer you admission.");
    // A new text is a new try.
    expect(screen.queryByText(PROPOSAL_MESSAGES.pastedEmpty)).toBeNull();
    await user.click(screen.getByRole("button", { name: T.pasteSubmit }));
    await within(toasts()).findByText(
      "This email looks like Accepted: answer it in the list above.",
    );
    expect(fake.callsOf("proposeFromPastedText")).toEqual([
      { text: "Dear Asha, we are delighted to offer you admission." },
    ]);
    // Closed, focus back on its button, and the proposal listed.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: T.pasteOpen })),
    );
    const list = await section();
    expect(within(list).getByText(T.fromPasted)).not.toBeNull();
  });

  it("keeps the text and shows the server's refusal under it", async () => {
    open(() => [], undefined, {
      proposeFromPastedText: () => {
        throw graphqlError(PROPOSAL_MESSAGES.notADecision);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: T.pasteOpen }));
    await user.type(screen.getByLabelText(T.pasteLabel), "Our newsletter for March");
    await user.click(screen.getByRole("button", { name: T.pasteSubmit }));
    await screen.findByText(PROPOSAL_MESSAGES.notADecision);
    expect(screen.getByLabelText(T.pasteLabel)).toHaveProperty("value", "Our newsletter for March");
    expect(screen.getByLabelText(T.pasteLabel).getAttribute("aria-invalid")).toBe("true");
    await user.click(screen.getByRole("button", { name: T.pasteCancel }));
    expect(screen.queryByLabelText(T.pasteLabel)).toBeNull();
  });
});
