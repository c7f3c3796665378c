import { CORRECTION_MESSAGES as M } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeGraphql, graphqlError } from "../../test/graphql";
import { outsideToasts } from "../../test/page";
import { renderWithProviders } from "../../test/render";
import { SuggestCorrection } from "./SuggestCorrection";

const COURSE = {
  courseId: 101,
  courseName: "Computer Science",
  universityName: "Stanford University",
};

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<SuggestCorrection course={COURSE} applicants="international" />);
  await user.click(
    screen.getByRole("button", { name: "Suggest a correction for Computer Science" }),
  );
  const dialog = await screen.findByRole("dialog", { name: "Suggest a correction" });
  return { user, dialog };
}

describe("Suggest a correction", () => {
  it("asks for a deadline's semester, applicants and kind, and sends the proposal", async () => {
    const fake = fakeGraphql({
      proposeCorrection: () => ({ success: true, message: M.submitted, id: "c-1" }),
    });
    const { user, dialog } = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText("What is wrong?"), "deadline");
    await user.selectOptions(within(dialog).getByLabelText("Semester"), "Fall");
    expect((within(dialog).getByLabelText("Applicants") as HTMLSelectElement).value).toBe(
      "international",
    );
    await user.selectOptions(within(dialog).getByLabelText("Which deadline"), "regular_deadline");
    await user.type(within(dialog).getByLabelText("The right date"), "2027-01-15");
    await user.type(
      within(dialog).getByLabelText("Source: the page that shows this figure"),
      "https://grad.example.edu/ms",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send correction" }));
    // The dialog's own status line, not its toasts' region.
    await waitFor(() =>
      expect(
        outsideToasts(within(dialog).getAllByRole("status")).map((status) => status.textContent),
      ).toEqual([M.submitted]),
    );
    expect(fake.callsOf("proposeCorrection")).toEqual([
      {
        input: {
          courseId: 101,
          field: "deadline",
          semester: "Fall",
          applicants: "international",
          kind: "regular_deadline",
          value: "2027-01-15",
          sourceUrl: "https://grad.example.edu/ms",
          note: null,
        },
      },
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows each field's message beside it, and the server's; Escape closes and gives focus back", async () => {
    const fake = fakeGraphql({
      proposeCorrection: () => {
        throw graphqlError(M.sourceInvalid, "BAD_USER_INPUT", { sourceUrl: M.sourceInvalid });
      },
    });
    const { user, dialog } = await openDialog();
    // The empty form: nothing is sent.
    await user.click(within(dialog).getByRole("button", { name: "Send correction" }));
    expect(within(dialog).getByText(M.fieldRequired)).not.toBeNull();
    expect(within(dialog).getByText(M.sourceRequired)).not.toBeNull();
    expect(within(dialog).getByLabelText("What is wrong?").getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(fake.callsOf("proposeCorrection")).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText("What is wrong?"), "toefl_min");
    // The value's field comes next in the tab order, then the source.
    await user.tab();
    await user.keyboard("100");
    await user.tab();
    await user.keyboard("https://grad.example.edu/ms");
    await user.click(within(dialog).getByRole("button", { name: "Send correction" }));
    expect(await within(dialog).findByText(M.sourceInvalid)).not.toBeNull();
    expect(fake.callsOf("proposeCorrection")).toHaveLength(1);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Suggest a correction for Computer Science" }),
    );
  });
});
