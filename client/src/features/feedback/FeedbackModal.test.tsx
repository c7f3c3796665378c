import { FEEDBACK_MESSAGES, FEEDBACK_STAR_LABELS } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { fakeGraphql, graphqlError } from "../../test/graphql";
import { renderRoutes } from "../../test/render";
import { logIn } from "../../test/session";

/** Opens the modal from the footer of the landing page, as a visitor would. */
async function openFromFooter() {
  const user = userEvent.setup();
  renderRoutes(routes, "/");
  const footer = screen.getByRole("contentinfo");
  await user.click(within(footer).getByRole("button", { name: "Feedback" }));
  const dialog = await screen.findByRole("dialog", { name: "Share your feedback" });
  return { user, dialog };
}

const radios = () => screen.getAllByRole("radio");
const checkedName = () =>
  radios()
    .find((radio) => radio.getAttribute("aria-checked") === "true")
    ?.getAttribute("aria-label");

describe("Feedback modal", () => {
  it("offers five labelled stars as a radio group that arrow keys move through", async () => {
    fakeGraphql({ submitFeedback: () => true });
    const { user } = await openFromFooter();
    const group = screen.getByRole("radiogroup", { name: "How was your experience?" });
    expect(within(group).getAllByRole("radio")).toHaveLength(FEEDBACK_STAR_LABELS.length);
    expect(radios().map((radio) => radio.getAttribute("aria-label"))).toEqual([
      ...FEEDBACK_STAR_LABELS,
    ]);
    expect(screen.getByText("Not rated yet")).not.toBeNull();

    // Only the first star is tabbable before a choice.
    expect(radios().filter((radio) => radio.tabIndex === 0)).toHaveLength(1);
    radios()[0]?.focus();
    await user.keyboard("{ArrowRight}");
    expect(checkedName()).toBe("Terrible");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(checkedName()).toBe("Okay");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Okay");
    expect(screen.getByText("Okay")).not.toBeNull();
    await user.keyboard("{ArrowLeft}");
    expect(checkedName()).toBe("Bad");
    await user.keyboard("{End}");
    expect(checkedName()).toBe("Amazing");
    await user.keyboard("{ArrowRight}"); // wraps like native radios
    expect(checkedName()).toBe("Terrible");
    await user.click(screen.getByRole("radio", { name: "Good" }));
    expect(checkedName()).toBe("Good");
    expect(radios().filter((radio) => radio.tabIndex === 0)).toHaveLength(1);
  });

  it("without a star shows the schema's message and sends nothing", async () => {
    const graphql = fakeGraphql({ submitFeedback: () => true });
    const { user, dialog } = await openFromFooter();
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(FEEDBACK_MESSAGES.starRequired);
    expect(graphql.calls).toEqual([]);
  });

  it("sends the feedback, toasts and closes", async () => {
    const graphql = fakeGraphql({ submitFeedback: () => true });
    const { user, dialog } = await openFromFooter();
    await user.click(screen.getByRole("radio", { name: "Amazing" }));
    await user.type(within(dialog).getByLabelText("Tell us more (optional)"), "Great lists");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(graphql.callsOf("submitFeedback")).toEqual([
      { feedbackStar: 5, feedbackDescription: "Great lists", studentId: null },
    ]);
    expect(await screen.findByText(FEEDBACK_MESSAGES.submitted)).not.toBeNull();
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Feedback"));
  });

  it("signed in, sends it as the student's", async () => {
    const student = logIn();
    const graphql = fakeGraphql({ submitFeedback: () => true });
    const { user, dialog } = await openFromFooter();
    await user.click(screen.getByRole("radio", { name: "Good" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(graphql.callsOf("submitFeedback")).toEqual([
      { feedbackStar: 4, feedbackDescription: null, studentId: student.student_id },
    ]);
  });

  it.each([
    ["a refusal", () => graphqlError("Bad")],
    ["a server failure", () => graphqlError("Unexpected error.", "INTERNAL_SERVER_ERROR")],
  ])("on %s toasts the failure and stays open with the input", async (_, failure) => {
    fakeGraphql({
      submitFeedback: () => {
        throw failure();
      },
    });
    const { user, dialog } = await openFromFooter();
    await user.click(screen.getByRole("radio", { name: "Bad" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    const toasts = screen.getByRole("status", { name: "Notifications" });
    await waitFor(() => expect(toasts.textContent).toContain(FEEDBACK_MESSAGES.failed));
    expect(screen.getByRole("dialog", { name: "Share your feedback" })).not.toBeNull();
    expect(checkedName()).toBe("Bad");
  });

  it("Cancel closes without sending, and the next opening is blank", async () => {
    const graphql = fakeGraphql({ submitFeedback: () => true });
    const { user, dialog } = await openFromFooter();
    await user.click(screen.getByRole("radio", { name: "Okay" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(graphql.calls).toEqual([]);

    const footer = screen.getByRole("contentinfo");
    await user.click(within(footer).getByRole("button", { name: "Feedback" }));
    await screen.findByRole("dialog", { name: "Share your feedback" });
    expect(checkedName()).toBeUndefined();
  });
});
