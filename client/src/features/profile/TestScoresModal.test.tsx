import { gpaTenToFour, percentToFour, percentToTen } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aFilledProfile } from "./profileFixtures";
import { inputsOf, renderProfilePage, toasts } from "./profileTestKit";

async function openTestScores() {
  const { fake, user } = renderProfilePage(aFilledProfile());
  await user.click(await screen.findByRole("button", { name: "Edit test scores" }));
  const dialog = await screen.findByRole("dialog", { name: "Update Test Scores" });
  const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label);
  return { fake, user, dialog, field };
}

describe("the Update Test Scores modal", () => {
  it("refuses an out-of-range TOEFL section with a warning and keeps the last value", async () => {
    const { user, field } = await openTestScores();
    await user.clear(field("TOEFL writing"));
    await user.type(field("TOEFL writing"), "31");
    expect(field("TOEFL writing").value).toBe("3");
    expect(toasts().querySelector('[data-kind="warning"]')?.textContent).toContain(
      "Writing score must be between 0 and 30 for TOEFL.",
    );
  });

  it("blocks the keys e, E, + and - in number inputs", async () => {
    const { user, field } = await openTestScores();
    await user.type(field("TOEFL reading"), "e+-E");
    expect(field("TOEFL reading").value).toBe("28");
  });

  it("computes the read-only totals", async () => {
    const { user, field } = await openTestScores();
    expect(field("TOEFL total score").value).toBe("104");
    expect(field("TOEFL total score").readOnly).toBe(true);
    await user.clear(field("TOEFL writing"));
    await user.type(field("TOEFL writing"), "30");
    expect(field("TOEFL total score").value).toBe("109");
    expect(field("GRE total score").value).toBe("320");
    await user.clear(field("GRE verbal"));
    await user.type(field("GRE verbal"), "160");
    expect(field("GRE total score").value).toBe("325");
  });

  it("a new English test clears the scores; the original test brings them back", async () => {
    const { user, dialog, field } = await openTestScores();
    await user.click(within(dialog).getByRole("radio", { name: "IELTS" }));
    expect(within(dialog).queryByLabelText("TOEFL writing")).toBeNull();
    expect(field("IELTS writing").value).toBe("");
    for (const [section, band] of [
      ["writing", "6.5"],
      ["reading", "7"],
      ["speaking", "7.5"],
      ["listening", "8"],
    ] as const) {
      await user.type(field(`IELTS ${section}`), band);
    }
    // (6.5 + 7 + 7.5 + 8) / 4 = 7.25, which rounds up to the half band.
    expect(field("IELTS overall band").value).toBe("7.5");

    await user.click(within(dialog).getByRole("radio", { name: "TOEFL" }));
    expect(field("TOEFL writing").value).toBe("25");
    expect(field("TOEFL listening").value).toBe("27");
    expect(field("TOEFL total score").value).toBe("104");
  });

  it("international students choose only TOEFL or IELTS; GRE can be None and back", async () => {
    const { user, dialog, field } = await openTestScores();
    const english = within(dialog).getByRole("radiogroup", { name: "English test" });
    expect(
      within(english)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["TOEFL", "IELTS"]);
    const gre = within(dialog).getByRole("radiogroup", { name: "Aptitude test" });
    await user.click(within(gre).getByRole("radio", { name: "None" }));
    expect(within(dialog).queryByLabelText("GRE verbal")).toBeNull();
    await user.click(within(gre).getByRole("radio", { name: "GRE" }));
    expect(field("GRE verbal").value).toBe("155");
  });

  it("converts a ten-point GPA and saves both values", async () => {
    const { fake, user, dialog, field } = await openTestScores();
    await user.click(within(dialog).getByRole("radio", { name: "Out of 10" }));
    expect(field("GPA").value).toBe("");
    await user.type(field("GPA"), "11");
    expect(field("GPA").value).toBe("1");
    expect(toasts().textContent).toContain("GPA must be between 0 and 10.");
    await user.clear(field("GPA"));
    await user.type(field("GPA"), "8.5");
    expect(field("Four-point equivalent").value).toBe("3.6");

    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The totals are the server's to compute: the input has no field for them.
    expect(inputsOf(fake, "updateStudentStats")[0]).toMatchObject({
      section: "tests",
      gpa: 3.6,
      gpa_ten_scale: 8.5,
      english_scores: { toefl: { writing: 25, reading: 28, speaking: 24, listening: 27 } },
      gre: { verbal: 155, quantitative: 165, analytical_writing: 4 },
    });
  });

  it("converts a percentage into the chosen scale and fills the GPA", async () => {
    const { fake, user, dialog, field } = await openTestScores();
    await user.click(within(dialog).getByRole("radio", { name: "Out of 10" }));
    const open = within(dialog).getByRole("button", { name: "I have a percentage" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
    await user.click(open);
    expect(open.getAttribute("aria-expanded")).toBe("true");
    const use = within(dialog).getByRole("button", { name: "Use this GPA" });
    expect(use.hasAttribute("disabled")).toBe(true);
    await user.type(field("Your percentage"), "30");
    expect(within(dialog).getByText("Percentage must be between 35 and 100.")).not.toBeNull();
    await user.clear(field("Your percentage"));
    await user.type(field("Your percentage"), "71");
    const ten = percentToTen(71);
    const four = percentToFour(71);
    expect(
      within(dialog).getByText(`71% is about ${ten} out of 10 (${four} out of 4).`),
    ).not.toBeNull();
    await user.click(use);
    expect(field("GPA").value).toBe(String(ten));
    expect(within(dialog).queryByLabelText("Your percentage")).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Only the GPA is stored, on the spec's scales.
    expect(inputsOf(fake, "updateStudentStats")[0]).toMatchObject({
      gpa: gpaTenToFour(ten),
      gpa_ten_scale: ten,
    });
  });

  it("the original GPA scale brings the original GPA back", async () => {
    const { user, dialog, field } = await openTestScores();
    await user.click(within(dialog).getByRole("radio", { name: "Out of 10" }));
    await user.click(within(dialog).getByRole("radio", { name: "Out of 4" }));
    expect(field("GPA").value).toBe("3.6");
  });
});
