import { RESUME_MESSAGES } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred } from "../../test/deferred";
import { region as card, toasts } from "../../test/page";
import { FOUNDER_MODAL_TITLE } from "../feedback/founderFeedbackTestKit";
import { renderResumePage } from "./pageTestKit";
import { aDocx, aResume } from "./resumeFixtures";

describe("the resume page without a resume", () => {
  it("shows friendly empty cards and opens the add modal by itself", async () => {
    renderResumePage(null);
    const dialog = await screen.findByRole("dialog", { name: "Add Resume" });
    expect(within(dialog).getByText(RESUME_MESSAGES.docxOnly)).not.toBeNull();
    expect(within(dialog).getByText(RESUME_MESSAGES.limit)).not.toBeNull();
    const file = within(dialog).getByLabelText("Resume file (.docx)");
    expect(file.getAttribute("accept")).toBe(
      ".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    for (const name of [
      "Resume Score",
      "Readability",
      "Category",
      "Length",
      "Sentiment Analysis",
    ]) {
      expect((await card(name)).textContent).toContain("Upload your resume to see this.");
    }
    const upload = await card("Your Resume");
    expect(within(upload).getByRole("button", { name: "Update Resume" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("lets the founder's feedback modal ask first, then opens the add modal", async () => {
    const { user } = renderResumePage(null, { founderAsked: false });
    const founder = await screen.findByRole("dialog", { name: FOUNDER_MODAL_TITLE });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.queryByRole("dialog", { name: "Add Resume" })).toBeNull();
    await user.click(within(founder).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("dialog", { name: "Add Resume" })).not.toBeNull();
    expect(screen.queryByRole("dialog", { name: FOUNDER_MODAL_TITLE })).toBeNull();
  });

  it("toasts a failed load, and loads again on 'Try again'", async () => {
    const { server, user } = renderResumePage(null, { failLoad: true });
    expect(await within(toasts()).findByText(RESUME_MESSAGES.fetchFailed)).not.toBeNull();
    const upload = await card("Your Resume");
    expect(upload.textContent).toContain(RESUME_MESSAGES.fetchFailed); // kept after the toast
    expect(screen.queryByRole("dialog")).toBeNull(); // nothing is known, so nothing is asked

    server.failLoad = false;
    server.resume = aResume();
    await user.click(within(upload).getByRole("button", { name: "Try again" }));
    expect((await card("Your Resume")).textContent).toContain("Fall 2026 resume");
    expect(server.graphql.callsOf("latestResume")).toEqual([{}, {}]);
  });
});

describe("the Add/Update Resume modal", () => {
  it("explains what is missing and focuses the first field to fix", async () => {
    const { user } = renderResumePage(null);
    const dialog = await screen.findByRole("dialog", { name: "Add Resume" });
    await user.click(within(dialog).getByRole("button", { name: "Upload and Evaluate" }));
    expect(within(dialog).getByText(RESUME_MESSAGES.nameRequired)).not.toBeNull();
    expect(within(dialog).getByText(RESUME_MESSAGES.fileRequired)).not.toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Resume name"));

    await user.upload(
      within(dialog).getByLabelText("Resume file (.docx)"),
      new File(["x"], "cv.pdf"),
    );
    expect(within(dialog).getByText("Selected file: cv.pdf")).not.toBeNull();
    // Told once, on the note (ResumeUploadDetails.test.tsx says how).
    expect(within(dialog).getAllByText(RESUME_MESSAGES.docxOnly)).toHaveLength(1);
  });

  it("adds a resume: overlay while evaluating, then the toast, the cards, and a closed modal", async () => {
    const { server, user } = renderResumePage(null);
    const answer = deferred<Response>();
    server.evaluate = () => answer.promise;
    const dialog = await screen.findByRole("dialog", { name: "Add Resume" });
    await user.type(within(dialog).getByLabelText("Resume name"), "Research resume");
    await user.upload(within(dialog).getByLabelText("Resume file (.docx)"), aDocx());
    expect(within(dialog).getByText("Selected file: resume.docx")).not.toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Upload and Evaluate" }));

    expect(
      await screen.findByRole("progressbar", { name: "Evaluating your resume" }),
    ).not.toBeNull();
    const form = server.uploads[0] ?? new FormData();
    expect(form.get("resumeName")).toBe("Research resume");
    expect((form.get("resumeFile") as File).name).toBe("resume.docx");
    expect(form.has("resumeId")).toBe(false);

    answer.resolve(
      Response.json({ success: true, newResume: aResume({ resume_name: "Research resume" }) }),
    );
    expect(await within(toasts()).findByText(RESUME_MESSAGES.added)).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((await card("Your Resume")).textContent).toContain("Research resume");
    expect(within(await card("Resume Score")).getByRole("meter")).not.toBeNull();

    // Cleared: opening it again starts empty.
    await user.click(screen.getByRole("button", { name: "Add New Resume" }));
    const again = await screen.findByRole("dialog", { name: "Add Resume" });
    expect(within(again).getByLabelText("Resume name")).toHaveProperty("value", "");
    expect(within(again).getByText("No file selected.")).not.toBeNull();
  });

  it("closes when the evaluation outlasts the server's wait, and shows the result when it lands", async () => {
    const { server, user } = renderResumePage(null);
    server.evaluate = () =>
      Response.json({ success: false, message: RESUME_MESSAGES.stillEvaluating }, { status: 202 });
    const dialog = await screen.findByRole("dialog", { name: "Add Resume" });
    await user.type(within(dialog).getByLabelText("Resume name"), "Research resume");
    await user.upload(within(dialog).getByLabelText("Resume file (.docx)"), aDocx());
    await user.click(within(dialog).getByRole("button", { name: "Upload and Evaluate" }));

    // Not an error to retry: the file is stored, so the form closes and is not sent again.
    expect(await within(toasts()).findByText(RESUME_MESSAGES.stillEvaluating)).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.uploads).toHaveLength(1);

    server.resume = aResume({ resume_name: "Research resume" });
    expect(await within(toasts()).findByText(RESUME_MESSAGES.evaluatedLater)).not.toBeNull();
    expect((await card("Your Resume")).textContent).toContain("Research resume");
  });

  it("updates a resume under its name and id", async () => {
    const { server, user } = renderResumePage(aResume());
    await card("Resume Score");
    await user.click(screen.getByRole("button", { name: "Update Resume" }));
    const dialog = await screen.findByRole("dialog", { name: "Update Resume" });
    const name = within(dialog).getByLabelText("Resume name");
    expect(name).toHaveProperty("value", "Fall 2026 resume");
    expect(name).toHaveProperty("readOnly", true);
    await user.upload(within(dialog).getByLabelText("Resume file (.docx)"), aDocx("v2.docx"));
    await user.click(within(dialog).getByRole("button", { name: "Upload and Evaluate" }));
    expect(await within(toasts()).findByText(RESUME_MESSAGES.updated)).not.toBeNull();
    expect(server.uploads[0]?.get("resumeId")).toBe("res_42");
    expect(server.uploads[0]?.get("resumeName")).toBe("Fall 2026 resume");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the server's reason and stays open", async () => {
    const { server, user } = renderResumePage(aResume());
    server.evaluate = () =>
      Response.json({ success: false, message: RESUME_MESSAGES.unreadable }, { status: 422 });
    await card("Resume Score");
    await user.click(screen.getByRole("button", { name: "Add New Resume" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Resume" });
    await user.type(within(dialog).getByLabelText("Resume name"), "Sixth");
    await user.upload(within(dialog).getByLabelText("Resume file (.docx)"), aDocx());
    await user.click(within(dialog).getByRole("button", { name: "Upload and Evaluate" }));
    expect(await within(toasts()).findByText(RESUME_MESSAGES.unreadable)).not.toBeNull();
    expect(within(dialog).getByRole("alert").textContent).toBe(RESUME_MESSAGES.unreadable);
    expect(screen.getByRole("dialog", { name: "Add Resume" })).toBe(dialog);
  });

  it("closes on Escape, keeping the page as it was", async () => {
    const { user } = renderResumePage(aResume());
    await card("Resume Score");
    await user.click(screen.getByRole("button", { name: "Add New Resume" }));
    await screen.findByRole("dialog", { name: "Add Resume" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add New Resume" }));
  });
});
