import { FEEDBACK_MESSAGES } from "@gradplan/schema";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";
import { renderWithProviders } from "../../test/render";
import { logIn } from "../../test/session";
import { FOUNDER_MODAL_TITLE } from "./FeedbackModal";
import { feedbackMachine } from "./feedback.machine";
import type { FeedbackSubmission } from "./feedbackApi";
import { founderAskedKey } from "./founderFeedbackAsked";
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
  it("asks a student once, resolves on cancel, and not again (even after a remount)", async () => {
    const student = logIn();
    const user = userEvent.setup();
    const view = renderWithProviders(<GatedPage />);
    await user.click(screen.getByRole("button", { name: "Enter" }));
    const dialog = await screen.findByRole("dialog", { name: FOUNDER_MODAL_TITLE });
    expect(within(dialog).getByRole("radiogroup")).not.toBeNull();
    expect(screen.getByText("passed 0")).not.toBeNull();
    expect(localStorage.getItem(founderAskedKey(student.student_id))).not.toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("passed 1")).not.toBeNull();

    view.unmount();
    renderWithProviders(<GatedPage />);
    await user.click(screen.getByRole("button", { name: "Enter" }));
    expect(await screen.findByText("passed 1")).not.toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("resolves after the feedback is sent", async () => {
    logIn({ student_id: "st_2002" });
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
    localStorage.setItem(founderAskedKey("st_1001"), "earlier");
    renderWithProviders(<GatedPage />);
    await user.click(screen.getByRole("button", { name: "Enter" })); // logged out
    expect(await screen.findByText("passed 1")).not.toBeNull();

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
