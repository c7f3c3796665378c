import { SOP_MESSAGES, SOP_QUESTIONS } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred } from "../../test/deferred";
import { graphqlError } from "../../test/graphql";
import { outsideToasts, region, toasts } from "../../test/page";
import { aSop } from "./sopFixtures";
import { renderSopPage } from "./sopTestKit";

async function openGenerate(user: ReturnType<typeof renderSopPage>["user"]) {
  const list = await region("Your SOPs");
  await user.click(within(list).getByRole("button", { name: "Write a draft with us" }));
  return screen.findByRole("dialog", { name: "Write a draft with us" });
}

describe("'Write a draft with us'", () => {
  it("asks the four questions with their hints, and checks the name and answers first", async () => {
    const { server, user } = renderSopPage([]);
    const dialog = await openGenerate(user);
    for (const { label, hint } of Object.values(SOP_QUESTIONS)) {
      const answer = within(dialog).getByLabelText(label);
      expect(answer.getAttribute("aria-describedby")).toContain(`${answer.id}-hint`);
      expect(within(dialog).getByText(hint)).not.toBeNull();
    }
    expect(within(dialog).getAllByText("0 / 2000 characters")).toHaveLength(4);

    await user.click(within(dialog).getByRole("button", { name: "Write my draft" }));
    expect(within(dialog).getByText(SOP_MESSAGES.nameRequired)).not.toBeNull();
    expect(within(dialog).getByText(SOP_MESSAGES.answersRequired)).not.toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByLabelText("SOP name"));
    expect(server.graphql.callsOf("generateSop")).toEqual([]);
  });

  it("answers -> overlay -> the draft in the editor -> 'Evaluate this draft'", async () => {
    const { server, user } = renderSopPage([]);
    const answer = deferred<void>();
    const write = server.generate;
    server.generate = async (input) => {
      await answer.promise;
      return write(input);
    };
    const dialog = await openGenerate(user);
    await user.type(within(dialog).getByLabelText("SOP name"), "Georgia Tech draft");
    await user.type(
      within(dialog).getByLabelText("Target university (optional)"),
      "Georgia Institute of Technology",
    );
    await user.type(
      within(dialog).getByLabelText(SOP_QUESTIONS.whyField.label),
      "A flaky build taught me to love systems.",
    );
    expect(within(dialog).getByText("40 / 2000 characters")).not.toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Write my draft" }));

    expect(await screen.findByRole("progressbar", { name: "Writing your draft" })).not.toBeNull();
    expect(server.graphql.callsOf("generateSop")).toEqual([
      {
        input: {
          sop_name: "Georgia Tech draft",
          universityName: "Georgia Institute of Technology",
          courseName: null,
          answers: {
            whyField: "A flaky build taught me to love systems.",
            formativeExperience: "",
            careerGoals: "",
            whyProgram: "",
          },
        },
      },
    ]);
    await user.keyboard("{Escape}"); // ignored while writing: the draft must land
    expect(screen.getByRole("dialog", { name: "Write a draft with us" })).toBe(dialog);

    answer.resolve();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const editor = await region("Editor");
    expect(within(editor).getByLabelText("SOP name")).toHaveProperty("value", "Georgia Tech draft");
    expect((within(editor).getByLabelText("Your SOP") as HTMLTextAreaElement).value).toContain(
      "A flaky build taught me to love systems.",
    );
    const list = await region("Your SOPs");
    const row = await within(list).findByRole("button", { name: "Georgia Tech draft" });
    expect(row.getAttribute("aria-current")).toBe("true");

    // The draft's message, and the keyboard on what comes next.
    expect(editor.textContent).toContain(SOP_MESSAGES.generated);
    const evaluate = within(editor).getByRole("button", { name: "Evaluate this draft" });
    await waitFor(() => expect(document.activeElement).toBe(evaluate));
    await user.click(evaluate);
    expect(await within(toasts()).findByText(SOP_MESSAGES.evaluated)).not.toBeNull();
    const draftId = server.sops[0]?.sop_id;
    expect(server.graphql.callsOf("evaluateSop")[0]).toMatchObject({
      input: { sop_id: draftId, sop_name: "Georgia Tech draft" },
    });
    expect(within(editor).queryByRole("button", { name: "Evaluate this draft" })).toBeNull();
    expect(
      within(await region("Evaluation")).getByRole("meter", { name: "SOP Score" }),
    ).not.toBeNull();
  });

  it("goes back to the answers with the server's reason when it refuses", async () => {
    const { server, user } = renderSopPage([aSop()]);
    server.generate = () => {
      throw graphqlError(SOP_MESSAGES.limitReached, "CONFLICT");
    };
    const dialog = await openGenerate(user);
    await user.type(within(dialog).getByLabelText("SOP name"), "One more");
    await user.type(within(dialog).getByLabelText(SOP_QUESTIONS.careerGoals.label), "Compilers.");
    await user.click(within(dialog).getByRole("button", { name: "Write my draft" }));
    expect(await within(toasts()).findByText(SOP_MESSAGES.limitReached)).not.toBeNull();
    expect(within(dialog).getByRole("alert").textContent).toBe(SOP_MESSAGES.limitReached);
    // What the student wrote is kept for another try.
    expect(within(dialog).getByLabelText(SOP_QUESTIONS.careerGoals.label)).toHaveProperty(
      "value",
      "Compilers.",
    );
  });

  it("says when the draft is still being written, and shows it when it lands", async () => {
    const { server, user } = renderSopPage([]);
    server.generate = () => ({
      success: false,
      message: SOP_MESSAGES.stillGenerating,
      newSOP: null,
    });
    const dialog = await openGenerate(user);
    await user.type(within(dialog).getByLabelText("SOP name"), "Slow draft");
    await user.type(within(dialog).getByLabelText(SOP_QUESTIONS.whyProgram.label), "Its labs.");
    await user.click(within(dialog).getByRole("button", { name: "Write my draft" }));
    // The dialog's own status line, not its toasts' region.
    await waitFor(() =>
      expect(
        outsideToasts(within(dialog).getAllByRole("status")).map((status) => status.textContent),
      ).toEqual([SOP_MESSAGES.stillGenerating]),
    );
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    server.sops.push(aSop({ sop_id: "sop_slow", sop_name: "Slow draft", evaluation: null }));
    expect(await within(toasts()).findByText(SOP_MESSAGES.generated)).not.toBeNull();
    const list = await region("Your SOPs");
    expect(await within(list).findByRole("button", { name: "Slow draft" })).not.toBeNull();
    expect(server.graphql.callsOf("generateSop")).toHaveLength(1);
  });

  it("closes on Escape and gives the keyboard back", async () => {
    const { user } = renderSopPage([aSop()]);
    await openGenerate(user);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Write a draft with us" }),
    );
  });
});
