import { RESUME_MESSAGES, SOP_MESSAGES } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred } from "../../test/deferred";
import { region, toasts } from "../../test/page";
import { aDocx, aSop } from "./sopFixtures";
import { renderSopPage } from "./sopTestKit";

async function openUpload(user: ReturnType<typeof renderSopPage>["user"]) {
  const editor = await region("Editor");
  await user.click(within(editor).getByRole("button", { name: "Upload .docx" }));
  return screen.findByRole("dialog", { name: /Upload your SOP|Replace with a .docx/ });
}

describe("uploading a .docx", () => {
  it("checks the name and file before sending, refusing a file that is not a .docx", async () => {
    const { server, user } = renderSopPage([]);
    const dialog = await openUpload(user);
    const file = within(dialog).getByLabelText("SOP file (.docx)");
    expect(file.getAttribute("accept")).toBe(
      ".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    await user.click(within(dialog).getByRole("button", { name: "Upload and Evaluate" }));
    expect(within(dialog).getByText(SOP_MESSAGES.nameRequired)).not.toBeNull();
    expect(within(dialog).getByText(RESUME_MESSAGES.fileRequired)).not.toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByLabelText("SOP name"));

    await user.upload(file, new File(["%PDF"], "sop.pdf"));
    expect(within(dialog).getByText("Selected file: sop.pdf")).not.toBeNull();
    expect(within(dialog).getByText(RESUME_MESSAGES.docxOnly)).not.toBeNull();
    expect(server.uploads).toEqual([]);
  });

  it("sends the file with the editor's name and program, then shows the evaluation", async () => {
    const { server, user } = renderSopPage([]);
    const answer = deferred<Response>();
    const store = server.upload;
    server.upload = async (form) => {
      const response = await answer.promise;
      return response.status === 200 ? store(form) : response;
    };
    const editor = await region("Editor");
    await user.type(within(editor).getByLabelText("SOP name"), "UIUC SOP");
    await user.type(within(editor).getByLabelText("Target course (optional)"), "MCS");
    const dialog = await openUpload(user);
    expect(dialog.getAttribute("aria-labelledby")).not.toBeNull();
    expect(within(dialog).getByLabelText("SOP name")).toHaveProperty("value", "UIUC SOP");
    await user.upload(within(dialog).getByLabelText("SOP file (.docx)"), aDocx());
    await user.click(within(dialog).getByRole("button", { name: "Upload and Evaluate" }));

    expect(await screen.findByRole("progressbar", { name: "Evaluating your SOP" })).not.toBeNull();
    const form = server.uploads[0] ?? new FormData();
    expect((form.get("sopFile") as File).name).toBe("sop.docx");
    expect(form.get("sop_name")).toBe("UIUC SOP");
    expect(form.get("courseName")).toBe("MCS");
    expect(form.has("universityName")).toBe(false);
    expect(form.has("sop_id")).toBe(false);

    answer.resolve(new Response(null, { status: 200 }));
    expect(await within(toasts()).findByText(SOP_MESSAGES.evaluated)).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(editor).getByLabelText("Your SOP")).toHaveProperty("value", "Text of the .docx.");
    expect(
      within(await region("Evaluation")).getByRole("meter", { name: "SOP Score" }),
    ).not.toBeNull();
    expect(await within(await region("Your SOPs")).findByText("Uploaded")).not.toBeNull();
  });

  it("replaces the open SOP's text: its id goes along", async () => {
    const { server, user } = renderSopPage([aSop()]);
    await user.click(within(await region("Your SOPs")).getByRole("button", { name: "CMU MSCS" }));
    const editor = await region("Editor");
    await waitFor(() =>
      expect(within(editor).getByLabelText("SOP name")).toHaveProperty("value", "CMU MSCS"),
    );
    const dialog = await openUpload(user);
    expect(within(dialog).getByRole("heading", { name: "Replace with a .docx" })).not.toBeNull();
    await user.upload(within(dialog).getByLabelText("SOP file (.docx)"), aDocx("v2.docx"));
    await user.click(within(dialog).getByRole("button", { name: "Upload and Evaluate" }));
    await within(toasts()).findByText(SOP_MESSAGES.evaluated);
    expect(server.uploads[0]?.get("sop_id")).toBe("sop_1");
    expect(server.uploads[0]?.get("universityName")).toBe("Carnegie Mellon University");
  });

  it("keeps the modal open with the server's reason when it refuses the file", async () => {
    const { server, user } = renderSopPage([]);
    server.upload = () =>
      Response.json({ success: false, message: RESUME_MESSAGES.notADocx }, { status: 415 });
    const dialog = await openUpload(user);
    await user.type(within(dialog).getByLabelText("SOP name"), "Mine");
    await user.upload(within(dialog).getByLabelText("SOP file (.docx)"), aDocx("renamed.docx"));
    await user.click(within(dialog).getByRole("button", { name: "Upload and Evaluate" }));
    expect(await within(toasts()).findByText(RESUME_MESSAGES.notADocx)).not.toBeNull();
    expect(within(dialog).getByRole("alert").textContent).toBe(RESUME_MESSAGES.notADocx);
    expect(screen.getByRole("dialog", { name: "Upload your SOP (.docx)" })).toBe(dialog);

    // The reason was about that file: choosing another one clears it.
    await user.upload(within(dialog).getByLabelText("SOP file (.docx)"), aDocx("saved.docx"));
    expect(within(dialog).getByRole("alert").textContent).toBe("");
  });
});
