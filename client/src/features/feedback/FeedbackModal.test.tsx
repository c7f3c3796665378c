import { FEEDBACK_MESSAGES, FEEDBACK_STAR_LABELS } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { renderRoutes } from "../../test/render";
import { logIn, stubFetch } from "../../test/session";

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
    stubFetch(() => Response.json({ success: true }));
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
    const fetchMock = stubFetch(() => Response.json({ success: true }));
    const { user, dialog } = await openFromFooter();
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(FEEDBACK_MESSAGES.starRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends anonymous feedback to /api/feedback, toasts and closes", async () => {
    const fetchMock = stubFetch(() => Response.json({ success: true }));
    const { user, dialog } = await openFromFooter();
    await user.click(screen.getByRole("radio", { name: "Amazing" }));
    await user.type(within(dialog).getByLabelText("Tell us more (optional)"), "Great lists");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(String(path), "http://localhost").pathname).toBe("/api/feedback");
    expect(JSON.parse(String(init?.body))).toEqual({
      feedback_star: 5,
      feedback_description: "Great lists",
    });
    expect(await screen.findByText(FEEDBACK_MESSAGES.submitted)).not.toBeNull();
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Feedback"));
  });

  it("signed in, sends to the student's path", async () => {
    const student = logIn();
    const fetchMock = stubFetch(() => Response.json({ success: true }));
    const { user, dialog } = await openFromFooter();
    await user.click(screen.getByRole("radio", { name: "Good" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [path] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(String(path), "http://localhost").pathname).toBe(
      `/api/feedback/student/${student.student_id}`,
    );
  });

  it.each([
    ["success false", () => Response.json({ success: false })],
    ["a failed request", () => Response.json({ success: false, message: "Bad" }, { status: 400 })],
  ])("on %s toasts the failure and stays open with the input", async (_, answer) => {
    stubFetch(answer);
    const { user, dialog } = await openFromFooter();
    await user.click(screen.getByRole("radio", { name: "Bad" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    const toasts = screen.getByRole("status", { name: "Notifications" });
    await waitFor(() => expect(toasts.textContent).toContain(FEEDBACK_MESSAGES.failed));
    expect(screen.getByRole("dialog", { name: "Share your feedback" })).not.toBeNull();
    expect(checkedName()).toBe("Bad");
  });

  it("Cancel closes without sending, and the next opening is blank", async () => {
    const fetchMock = stubFetch(() => Response.json({ success: true }));
    const { user, dialog } = await openFromFooter();
    await user.click(screen.getByRole("radio", { name: "Okay" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();

    const footer = screen.getByRole("contentinfo");
    await user.click(within(footer).getByRole("button", { name: "Feedback" }));
    await screen.findByRole("dialog", { name: "Share your feedback" });
    expect(checkedName()).toBeUndefined();
  });
});
