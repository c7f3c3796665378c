import { SOP_MESSAGES } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theme } from "../../app/theme";
import { deferred } from "../../test/deferred";
import { graphqlError } from "../../test/graphql";
import { cssColor, region, toasts } from "../../test/page";
import { aDraft, anEvaluation, aSop, someSops } from "./sopFixtures";
import { renderSopPage } from "./sopTestKit";

const { success: green, warning: yellow } = theme.colors;

const rows = (list: HTMLElement) => within(list).getAllByRole("listitem");

describe("the SOP page's list", () => {
  it("is titled SOP Evaluation and lists each SOP with its program, words, score and date", async () => {
    renderSopPage([aSop(), aDraft()]);
    expect(screen.getByRole("heading", { level: 1, name: "SOP Evaluation" })).not.toBeNull();
    await waitFor(() => expect(document.title).toBe("SOP Evaluation | GradPlan"));

    const list = await region("Your SOPs");
    expect(list.textContent).toContain("2 of 10 SOPs");
    const [first, second] = rows(list);
    expect(first?.textContent).toContain("MS in Computer Science at Carnegie Mellon University");
    expect(first?.textContent).toContain("640 words");
    expect(first?.textContent).toContain("Updated Nov 21, 2026");
    const badge = within(first as HTMLElement).getByText("82/100 Good");
    expect(badge.style.color).toBe(cssColor(green));
    expect(second?.textContent).toContain("Not evaluated");
    expect(second?.textContent).toContain("Draft we wrote");

    const download = within(list).getByRole("link", { name: "Download .docx: CMU MSCS" });
    expect(download.getAttribute("href")).toBe("/api/download-sop/sop_1");
    expect(download.hasAttribute("download")).toBe(true);

    const faqs = await region("FAQs");
    expect(within(faqs).getAllByRole("button", { expanded: false })).toHaveLength(7);
  });

  it("without SOPs, explains and offers to write a draft or to paste one", async () => {
    const { user } = renderSopPage([]);
    const list = await region("Your SOPs");
    expect(within(list).getByRole("heading", { name: "No SOPs yet" })).not.toBeNull();
    expect(list.textContent).toContain("0 of 10 SOPs");
    expect((await region("Evaluation")).textContent).toContain("Evaluate your SOP to see");

    await user.click(within(list).getByRole("button", { name: "Paste or upload your SOP" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Your SOP"));

    await user.click(within(list).getByRole("button", { name: "Write a draft with us" }));
    expect(await screen.findByRole("dialog", { name: "Write a draft with us" })).not.toBeNull();
  });

  it("says so when the list cannot be read, and reads it again on 'Try again'", async () => {
    const { server, user } = renderSopPage([aSop()], { failList: true });
    const list = await region("Your SOPs");
    expect((await within(list).findByRole("alert")).textContent).toBe(
      "We could not load your SOPs.",
    );
    server.failList = false;
    await user.click(within(list).getByRole("button", { name: "Try again" }));
    expect(await within(list).findByRole("button", { name: "CMU MSCS" })).not.toBeNull();
    expect(server.graphql.callsOf("sops")).toHaveLength(2);
  });

  it("at the limit, says so and disables adding, but an open SOP can still be evaluated", async () => {
    const { server, user } = renderSopPage(someSops(10));
    const list = await region("Your SOPs");
    expect(list.textContent).toContain("10 of 10 SOPs");
    expect(within(list).getByText(SOP_MESSAGES.limitReached)).not.toBeNull();
    expect(within(list).getByRole("button", { name: "Write a draft with us" })).toHaveProperty(
      "disabled",
      true,
    );
    const editor = await region("Editor");
    const evaluate = within(editor).getByRole("button", { name: "Evaluate" });
    expect(evaluate).toHaveProperty("disabled", true);
    expect(evaluate.getAttribute("aria-describedby")).toBe("sop-editor-limit");
    expect(within(editor).getByRole("button", { name: "Upload .docx" })).toHaveProperty(
      "disabled",
      true,
    );

    await user.click(within(list).getByRole("button", { name: "SOP 3" }));
    const again = await within(editor).findByRole("button", { name: "Evaluate again" });
    expect(again).toHaveProperty("disabled", false);
    await user.click(again);
    expect(await within(toasts()).findByText(SOP_MESSAGES.evaluated)).not.toBeNull();
    expect(server.graphql.callsOf("evaluateSop")[0]).toMatchObject({
      input: { sop_id: "sop_3", sop_name: "SOP 3" },
    });
  });
});

describe("evaluating in the editor", () => {
  it("evaluates pasted text: score with band and meter, every part, grammar pairs", async () => {
    const { server, user } = renderSopPage([]);
    const editor = await region("Editor");
    await user.click(within(editor).getByRole("button", { name: "Evaluate" }));
    expect(within(editor).getByText(SOP_MESSAGES.nameRequired)).not.toBeNull();
    expect(within(editor).getByText(SOP_MESSAGES.textRequired)).not.toBeNull();
    expect(document.activeElement).toBe(within(editor).getByLabelText("SOP name"));
    expect(server.graphql.callsOf("evaluateSop")).toEqual([]);

    await user.type(within(editor).getByLabelText("SOP name"), "Purdue ECE");
    await user.type(within(editor).getByLabelText("Target university (optional)"), "Purdue");
    await user.click(within(editor).getByLabelText("Your SOP"));
    await user.paste("I built a compiler. ".repeat(30));
    const count = within(editor).getByText(/^120 words: too short for now/);
    expect(count.style.color).toBe(cssColor(yellow));

    const answer = deferred<void>();
    const evaluate = server.evaluate;
    server.evaluate = async (input) => {
      await answer.promise;
      return evaluate(input);
    };
    await user.click(within(editor).getByRole("button", { name: "Evaluate" }));
    expect(await screen.findByRole("progressbar", { name: "Evaluating your SOP" })).not.toBeNull();
    expect(editor.closest("[inert]")).not.toBeNull(); // the page is out of reach meanwhile
    answer.resolve();
    expect(await within(toasts()).findByText(SOP_MESSAGES.evaluated)).not.toBeNull();
    expect(editor.closest("[inert]")).toBeNull();
    expect(server.graphql.callsOf("evaluateSop")).toEqual([
      {
        input: {
          sop_name: "Purdue ECE",
          text: "I built a compiler. ".repeat(30),
          universityName: "Purdue",
          courseName: null,
        },
      },
    ]);

    const results = await region("Evaluation");
    const meter = within(results).getByRole("meter", { name: "SOP Score" });
    expect(meter.getAttribute("aria-valuetext")).toBe("82 out of 100, Good");
    expect(within(results).getByText("Good").style.color).toBe(cssColor(green));
    expect(within(results).getByRole("status").textContent).toBe("SOP Score: 82 out of 100, Good");
    expect(
      within(results)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([
      "Length",
      "Structure",
      "Specific evidence",
      "Fit with the program",
      "Clichés and filler",
      "Readability",
      "Grammar and spelling",
    ]);
    expect(results.textContent).toContain("Name the tools you used.");
    const grammar = within(results).getByRole("list", { name: "Grammar and spelling" });
    expect(
      within(grammar)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Original: I has built a compiler→Corrected: I have built a compiler",
      "Original: recieved→Corrected: received",
    ]);

    // The new SOP is open, selected in the list, and the list read again.
    const list = await region("Your SOPs");
    const open = await within(list).findByRole("button", { name: "Purdue ECE" });
    expect(open.getAttribute("aria-current")).toBe("true");
    expect(within(editor).getByRole("button", { name: "Evaluate again" })).not.toBeNull();
  });

  it("re-evaluates an open SOP with its id and the edited text", async () => {
    const { server, user } = renderSopPage([aSop(), aDraft()]);
    const list = await region("Your SOPs");
    await user.click(within(list).getByRole("button", { name: "Georgia Tech draft" }));
    const editor = await region("Editor");
    await waitFor(() =>
      expect(within(editor).getByLabelText("SOP name")).toHaveProperty(
        "value",
        "Georgia Tech draft",
      ),
    );
    expect(within(editor).getByText(/^760 words: within the 500-1200 words/)).not.toBeNull();
    expect((await region("Evaluation")).textContent).toContain("has not been evaluated yet");

    const text = within(editor).getByLabelText("Your SOP");
    await user.clear(text);
    await user.click(text);
    await user.paste("My own words now.");
    // Not evaluated yet: evaluated for the first time, under its id.
    await user.click(within(editor).getByRole("button", { name: "Evaluate" }));
    await within(toasts()).findByText(SOP_MESSAGES.evaluated);
    expect(server.graphql.callsOf("evaluateSop")[0]).toMatchObject({
      input: { sop_id: "sop_draft", sop_name: "Georgia Tech draft", text: "My own words now." },
    });
    expect(
      within(await region("Evaluation")).getByRole("meter", { name: "SOP Score" }),
    ).not.toBeNull();
  });

  it("shows the warnings first, and says when there is nothing to correct", async () => {
    const warned = aSop({
      evaluation: anEvaluation({
        grammar: [],
        warnings: ['This SOP reads as a copy of "CMU MSCS", written for another program.'],
      }),
    });
    const { user } = renderSopPage([warned]);
    await user.click(within(await region("Your SOPs")).getByRole("button", { name: "CMU MSCS" }));
    const results = await region("Evaluation");
    await within(results).findByRole("heading", { name: "Read this first" });
    expect(results.textContent).toContain("reads as a copy");
    expect(results.textContent).toContain("No grammar or spelling issues found");
    const headings = within(results)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(["SOP Score", "Read this first"]);
  });

  it("keeps the server's refusal in the editor and toasts it", async () => {
    const { server, user } = renderSopPage([]);
    server.evaluate = () => {
      throw graphqlError("Cannot read properties of undefined", "INTERNAL_SERVER_ERROR");
    };
    const editor = await region("Editor");
    await user.type(within(editor).getByLabelText("SOP name"), "Mine");
    await user.click(within(editor).getByLabelText("Your SOP"));
    await user.paste("Some text.");
    await user.click(within(editor).getByRole("button", { name: "Evaluate" }));
    // A crash is not the student's to read: the generic message stands in.
    expect(await within(toasts()).findByText(SOP_MESSAGES.evaluationFailed)).not.toBeNull();
    expect(within(editor).getByRole("alert").textContent).toBe(SOP_MESSAGES.evaluationFailed);
    expect(within(editor).getByLabelText("Your SOP")).toHaveProperty("value", "Some text.");
  });

  it("clears a new SOP still being evaluated and shows it when it lands", async () => {
    const { server, user } = renderSopPage([]);
    server.evaluate = () => ({
      success: false,
      message: SOP_MESSAGES.stillEvaluating,
      newSOP: null,
    });
    const editor = await region("Editor");
    await user.type(within(editor).getByLabelText("SOP name"), "Late one");
    await user.click(within(editor).getByLabelText("Your SOP"));
    await user.paste("Some text.");
    await user.click(within(editor).getByRole("button", { name: "Evaluate" }));
    expect(await within(toasts()).findByText(SOP_MESSAGES.stillEvaluating)).not.toBeNull();
    // Stored, so never sent twice: the fields go, the note stays.
    expect(within(editor).getByLabelText("Your SOP")).toHaveProperty("value", "");
    expect(editor.textContent).toContain(SOP_MESSAGES.stillEvaluating);

    // The worker finishes it.
    server.sops.push(aSop({ sop_id: "sop_late", sop_name: "Late one" }));
    // The watch reads the list until it arrives, then opens it in the blank editor.
    const list = await region("Your SOPs");
    expect(await within(list).findByRole("button", { name: "Late one" })).not.toBeNull();
    expect(await within(toasts()).findByText(SOP_MESSAGES.evaluated)).not.toBeNull();
    await waitFor(() =>
      expect(within(editor).getByLabelText("SOP name")).toHaveProperty("value", "Late one"),
    );
    expect(server.graphql.callsOf("evaluateSop")).toHaveLength(1);
  });
});

describe("deleting an SOP", () => {
  it("asks first; Cancel keeps it, Delete removes it and clears the editor if it was open", async () => {
    const { server, user } = renderSopPage([aSop(), aDraft()]);
    const list = await region("Your SOPs");
    await user.click(within(list).getByRole("button", { name: "CMU MSCS" }));
    const editor = await region("Editor");
    await waitFor(() =>
      expect(within(editor).getByLabelText("SOP name")).toHaveProperty("value", "CMU MSCS"),
    );

    const remove = within(list).getByRole("button", { name: "Delete: CMU MSCS" });
    await user.click(remove);
    let dialog = screen.getByRole("dialog", { name: "Delete this SOP?" });
    expect(dialog.textContent).toContain('"CMU MSCS" and its evaluation will be deleted.');
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(server.graphql.callsOf("deleteSop")).toEqual([]);

    await user.click(remove);
    dialog = screen.getByRole("dialog", { name: "Delete this SOP?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(toasts()).findByText(SOP_MESSAGES.deleted)).not.toBeNull();
    expect(server.graphql.callsOf("deleteSop")).toEqual([{ sopId: "sop_1" }]);
    await waitFor(() =>
      expect(within(list).queryByRole("button", { name: "CMU MSCS" })).toBeNull(),
    );
    expect(list.textContent).toContain("1 of 10 SOPs");
    expect(within(editor).getByLabelText("SOP name")).toHaveProperty("value", "");
  });
});
