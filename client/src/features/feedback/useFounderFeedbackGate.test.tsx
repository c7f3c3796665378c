import { FEEDBACK_MESSAGES } from "@gradplan/schema";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";
import { fakeGraphql, graphqlError } from "../../test/graphql";
import { renderWithProviders } from "../../test/render";
import { logIn } from "../../test/session";
import { FOUNDER_MODAL_TITLE } from "./FeedbackModal";
import { feedbackMachine } from "./feedback.machine";
import type { FeedbackSubmission } from "./feedbackApi";
import { founderAskedKey } from "./founderFeedbackAsked";
import { founderFeedbackServer } from "./founderFeedbackTestKit";
import { useFounderFeedbackGate } from "./useFounderFeedbackGate";

const submitted = vi.fn(async (_: FeedbackSubmission) => {});
const machine = feedbackMachine.provide({
  actors: {
    submitFeedback: fromPromise<void, FeedbackSubmission>(({ input }) => submitted(input)),
  },
});

/** Stands in for the resume page: asks before showing its content. */
function GatedPage() {
  const gate = useFounderFeedbackGate({ machine });
  const [passed, setPassed] = useState(0);
  return (
    <>
      <button type="button" onClick={() => gate.ask().then(() => setPassed((n) => n + 1))}>
        Enter
      </button>
      <p>{`passed ${passed}`}</p>
      {gate.modal}
    </>
  );
}

describe("useFounderFeedbackGate", () => {
  it("asks a student once, marks it on the server, resolves on cancel, and not again (even after a remount)", async () => {
    const student = logIn();
    const server = founderFeedbackServer();
    const graphql = fakeGraphql(server.fields);
    const user = userEvent.setup();
    const view = renderWithProviders(<GatedPage />);
    await user.click(screen.getByRole("button", { name: "Enter" }));
    const dialog = await screen.findByRole("dialog", { name: FOUNDER_MODAL_TITLE });
    expect(within(dialog).getByRole("radiogroup")).not.toBeNull();
    expect(screen.getByText("passed 0")).not.toBeNull();
    await waitFor(() => expect(server.askedAt.has(student.student_id)).toBe(true));
    expect(graphql.callsOf("markFounderFeedbackAsked")).toEqual([{}]);
    // Nothing is kept in the browser any more.
    expect(localStorage.getItem(founderAskedKey(student.student_id))).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("passed 1")).not.toBeNull();

    view.unmount();
    renderWithProviders(<GatedPage />);
    await user.click(screen.getByRole("button", { name: "Enter" }));
    expect(await screen.findByText("passed 1")).not.toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(graphql.callsOf("markFounderFeedbackAsked")).toHaveLength(1);
  });

  it("does not ask in a new browser when the server says the student was asked", async () => {
    const student = logIn();
    const server = founderFeedbackServer({ [student.student_id]: "2026-11-20T09:00:00.000Z" });
    const graphql = fakeGraphql(server.fields);
    const user = userEvent.setup();
    renderWithProviders(<GatedPage />); // an empty localStorage: another browser
    await user.click(screen.getByRole("button", { name: "Enter" }));
    expect(await screen.findByText("passed 1")).not.toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(graphql.callsOf("founderFeedbackAskedAt")).toEqual([{}]);
    expect(graphql.callsOf("markFounderFeedbackAsked")).toEqual([]);
  });

  it("lets the student through without asking when the server cannot be read", async () => {
    logIn();
    const graphql = fakeGraphql({
      founderFeedbackAskedAt: () => {
        throw graphqlError("Internal Server Error", "INTERNAL_SERVER_ERROR");
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<GatedPage />);
    await user.click(screen.getByRole("button", { name: "Enter" }));
    expect(await screen.findByText("passed 1")).not.toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(graphql.callsOf("markFounderFeedbackAsked")).toEqual([]);
  });

  it("carries a flag this browser kept before to the server, once, without asking", async () => {
    const student = logIn();
    localStorage.setItem(founderAskedKey(student.student_id), "2026-11-01T10:00:00.000Z");
    const server = founderFeedbackServer();
    fakeGraphql(server.fields);
    const user = userEvent.setup();
    renderWithProviders(<GatedPage />);
    await user.click(screen.getByRole("button", { name: "Enter" }));
    expect(await screen.findByText("passed 1")).not.toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(server.askedAt.has(student.student_id)).toBe(true);
    expect(localStorage.getItem(founderAskedKey(student.student_id))).toBeNull();
  });

  it("resolves after the feedback is sent", async () => {
    logIn({ student_id: "st_2002" });
    fakeGraphql(founderFeedbackServer().fields);
    const user = userEvent.setup();
    renderWithProviders(<GatedPage />);
    await user.click(screen.getByRole("button", { name: "Enter" }));
    const dialog = await screen.findByRole("dialog", { name: FOUNDER_MODAL_TITLE });
    await user.click(within(dialog).getByRole("radio", { name: "Good" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("passed 1")).not.toBeNull();
    expect(submitted).toHaveBeenLastCalledWith(expect.objectContaining({ studentId: "st_2002" }));
    expect(screen.getByText(FEEDBACK_MESSAGES.submitted)).not.toBeNull();
  });

  it("asks each student separately, and nobody when logged out", async () => {
    const user = userEvent.setup();
    const graphql = fakeGraphql(
      founderFeedbackServer({ st_1001: "2026-11-20T09:00:00.000Z" }).fields,
    );
    renderWithProviders(<GatedPage />);
    await user.click(screen.getByRole("button", { name: "Enter" })); // logged out
    expect(await screen.findByText("passed 1")).not.toBeNull();
    expect(graphql.calls).toEqual([]);

    act(() => {
      logIn({ student_id: "st_1001" });
    });
    await user.click(screen.getByRole("button", { name: "Enter" }));
    expect(await screen.findByText("passed 2")).not.toBeNull();

    act(() => {
      logIn({ student_id: "st_3003" });
    });
    await user.click(screen.getByRole("button", { name: "Enter" }));
    await screen.findByRole("dialog", { name: FOUNDER_MODAL_TITLE });
    await waitFor(() => expect(screen.getByText("passed 2")).not.toBeNull());
  });
});
