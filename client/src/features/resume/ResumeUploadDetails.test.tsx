/**
 * Issue 18's upload details: a refused file's message told once, cleared by the next file, and
 * 'Add New Resume' disabled, with its reason, when the student has as many resumes as allowed.
 */
import { RESUME_LIMIT, RESUME_MESSAGES } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { region as card, outsideToasts, toasts } from "../../test/page";
import { renderResumePage } from "./pageTestKit";
import { aDocx, aResume } from "./resumeFixtures";

const { docxOnly, limit } = RESUME_MESSAGES;
const aTxt = () => new File(["plain text"], "notes.txt", { type: "text/plain" });

/** What a screen reader reads after the control's name: the texts its aria-describedby names. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  const textOf = (node: Element) => {
    const items = [...node.querySelectorAll("li")]; // list items read apart
    return items.length ? items.map((item) => item.textContent).join(" ") : node.textContent;
  };
  return ids
    .map((id) => {
      const node = document.getElementById(id);
      return node ? textOf(node) : "";
    })
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

async function openAdd(options: Parameters<typeof renderResumePage>[1] = {}) {
  const view = renderResumePage(null, options);
  const dialog = await screen.findByRole("dialog", { name: "Add Resume" });
  const picker = within(dialog).getByLabelText("Resume file (.docx)");
  return { ...view, dialog, picker };
}

describe("a refused file's message", () => {
  it("is told once, on the spec's note, which the picker is described by", async () => {
    const { dialog, picker, user } = await openAdd();
    await user.upload(picker, aTxt());
    expect(within(dialog).getByText("Selected file: notes.txt")).not.toBeNull();
    expect(within(dialog).getAllByText(docxOnly)).toHaveLength(1);
    expect(picker.getAttribute("aria-invalid")).toBe("true");
    expect(description(picker)).toBe(`Error: ${docxOnly} ${limit}`);
    // Not a toast as well: the form says it.
    expect(within(toasts()).queryByText(docxOnly)).toBeNull();
  });

  it("is told once in the form when the server refuses the content (a PDF named .docx)", async () => {
    const { dialog, picker, server, user } = await openAdd();
    server.evaluate = () => Response.json({ success: false, message: docxOnly }, { status: 415 });
    await user.type(within(dialog).getByLabelText("Resume name"), "Renamed PDF");
    await user.upload(picker, aDocx("renamed.docx"));
    await user.click(within(dialog).getByRole("button", { name: "Upload and Evaluate" }));
    expect(await within(toasts()).findByText(docxOnly)).not.toBeNull();
    expect(outsideToasts(within(dialog).getAllByText(docxOnly))).toHaveLength(1);
    expect(within(dialog).getByRole("alert").textContent).toBe("");
    expect(picker.getAttribute("aria-invalid")).toBe("true");
    expect(description(picker)).toBe(`Error: ${docxOnly} ${limit}`);
  });
});

describe("a valid file chosen after a refused one", () => {
  it("clears the error of a file refused in the form", async () => {
    const { dialog, picker, user } = await openAdd();
    await user.upload(picker, aTxt());
    expect(picker.getAttribute("aria-invalid")).toBe("true");
    await user.upload(picker, aDocx("resume.docx"));
    expect(within(dialog).getByText("Selected file: resume.docx")).not.toBeNull();
    expect(picker.getAttribute("aria-invalid")).toBeNull();
    expect(description(picker)).toBe(`${docxOnly} ${limit}`);
  });

  it("clears the server's reason for refusing the last one", async () => {
    const { dialog, picker, server, user } = await openAdd();
    server.evaluate = () =>
      Response.json({ success: false, message: RESUME_MESSAGES.unreadable }, { status: 422 });
    await user.type(within(dialog).getByLabelText("Resume name"), "Damaged");
    await user.upload(picker, aDocx("damaged.docx"));
    await user.click(within(dialog).getByRole("button", { name: "Upload and Evaluate" }));
    const alert = within(dialog).getByRole("alert");
    await waitFor(() => expect(alert.textContent).toBe(RESUME_MESSAGES.unreadable));

    await user.upload(picker, aDocx("saved-again.docx"));
    expect(alert.textContent).toBe("");
    expect(outsideToasts(within(dialog).queryAllByText(RESUME_MESSAGES.unreadable))).toEqual([]);
  });

  it("clears the note's error when the server had refused the content", async () => {
    const { dialog, picker, server, user } = await openAdd();
    server.evaluate = () => Response.json({ success: false, message: docxOnly }, { status: 415 });
    await user.type(within(dialog).getByLabelText("Resume name"), "Renamed PDF");
    await user.upload(picker, aDocx("renamed.docx"));
    await user.click(within(dialog).getByRole("button", { name: "Upload and Evaluate" }));
    await waitFor(() => expect(picker.getAttribute("aria-invalid")).toBe("true"));

    await user.upload(picker, aDocx("real.docx"));
    expect(picker.getAttribute("aria-invalid")).toBeNull();
    expect(description(picker)).toBe(`${docxOnly} ${limit}`);
  });
});

describe("'Add New Resume' at the limit", () => {
  const addButton = async () =>
    within(await card("Your Resume")).getByRole("button", { name: "Add New Resume" });

  it(`is disabled at ${RESUME_LIMIT} resumes, saying why, while Update Resume stays`, async () => {
    renderResumePage(aResume(), { count: RESUME_LIMIT });
    const add = await addButton();
    await waitFor(() => expect(add).toHaveProperty("disabled", true));
    expect(description(add)).toBe(
      `${limit} Use Update Resume to evaluate a new version of your latest one.`,
    );
    expect((await card("Your Resume")).textContent).toContain(limit);
    expect(screen.getByRole("button", { name: "Update Resume" })).toHaveProperty("disabled", false);
  });

  it("is enabled below it, with nothing to explain", async () => {
    const { server } = renderResumePage(aResume(), { count: RESUME_LIMIT - 1 });
    await waitFor(() => expect(server.graphql.callsOf("resumes")).toHaveLength(1));
    const add = await addButton();
    expect(add).toHaveProperty("disabled", false);
    expect(add.getAttribute("aria-describedby")).toBeNull();
    expect((await card("Your Resume")).textContent).not.toContain(limit);
  });

  it("turns disabled when the server refuses one over the limit (another tab added one)", async () => {
    const { server, user } = renderResumePage(aResume(), { count: RESUME_LIMIT - 1 });
    server.evaluate = () => {
      server.count = RESUME_LIMIT;
      return Response.json({ success: false, message: limit }, { status: 409 });
    };
    const add = await addButton();
    await waitFor(() => expect(server.graphql.callsOf("resumes")).toHaveLength(1));
    await user.click(add);
    const dialog = await screen.findByRole("dialog", { name: "Add Resume" });
    await user.type(within(dialog).getByLabelText("Resume name"), "Sixth");
    await user.upload(within(dialog).getByLabelText("Resume file (.docx)"), aDocx());
    await user.click(within(dialog).getByRole("button", { name: "Upload and Evaluate" }));
    expect(await within(toasts()).findByText(limit)).not.toBeNull();
    // Told once in the form too: on its note.
    expect(outsideToasts(within(dialog).getAllByText(limit))).toHaveLength(1);

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(add).toHaveProperty("disabled", true));
    expect(description(add)).toContain(limit);
  });

  it("turns disabled after the fifth is added here", async () => {
    const { server, user } = renderResumePage(aResume(), { count: RESUME_LIMIT - 1 });
    const add = await addButton();
    await waitFor(() => expect(server.graphql.callsOf("resumes")).toHaveLength(1));
    server.evaluate = () => {
      server.count = RESUME_LIMIT;
      return Response.json({ success: true, newResume: aResume({ resume_id: "res_5" }) });
    };
    await user.click(add);
    const dialog = await screen.findByRole("dialog", { name: "Add Resume" });
    await user.type(within(dialog).getByLabelText("Resume name"), "Fifth");
    await user.upload(within(dialog).getByLabelText("Resume file (.docx)"), aDocx());
    await user.click(within(dialog).getByRole("button", { name: "Upload and Evaluate" }));
    expect(await within(toasts()).findByText(RESUME_MESSAGES.added)).not.toBeNull();
    await waitFor(() => expect(add).toHaveProperty("disabled", true));
  });
});
