import { PROFILE_MESSAGES as M, type StudentProfile } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getSessionSnapshot } from "../../shared/session/session";
import { CONFERENCE_TEXT } from "./modal/ListForm";
import { aFilledProfile, anEmptyProfile } from "./profileFixtures";
import { inputsOf, renderProfilePage } from "./profileTestKit";

async function openModal(profile: StudentProfile, button: string, title: string) {
  const { fake, user } = renderProfilePage(profile);
  await user.click(await screen.findByRole("button", { name: button }));
  const dialog = await screen.findByRole("dialog", { name: title });
  return { fake, user, dialog };
}

const checked = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole<HTMLInputElement>("checkbox")
    .filter((box) => box.checked)
    .map((box) => box.value);

describe("the Update Academic Information modal", () => {
  it("a new area clears the specializations; the original area brings them back", async () => {
    const { user, dialog } = await openModal(
      aFilledProfile(),
      "Edit academic information",
      "Update Academic Information",
    );
    expect(checked(dialog)).toEqual(["CS", "DS"]);
    await user.selectOptions(within(dialog).getByLabelText("Area of study"), "Engineering");
    expect(within(dialog).getAllByRole("checkbox")).toHaveLength(9);
    expect(checked(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    const boxes = within(dialog).getByRole("group", { name: "Specializations" });
    await waitFor(() => expect(dialog.textContent).toContain(M.specializationRequired));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(boxes).getAllByRole("checkbox")[0]),
    );

    await user.selectOptions(
      within(dialog).getByLabelText("Area of study"),
      "Computer Science and IT",
    );
    expect(checked(dialog)).toEqual(["CS", "DS"]);
    expect(dialog.textContent).not.toContain(M.specializationRequired);
  });
});

describe("the Update Personal Information modal", () => {
  it("asks a new international student for an English test, then opens Test Scores with it", async () => {
    const { fake, user, dialog } = await openModal(
      anEmptyProfile(),
      "Edit personal information",
      "Update Personal Information",
    );
    fake.graphql.fields.searchUndergradUniversities = () => [
      "University of Mumbai",
      "Mumbai University",
    ];
    expect(within(dialog).getByText(/shortlisted universities recalculate/)).not.toBeNull();
    await user.type(within(dialog).getByLabelText("Date of birth"), "2001-08-15");
    await user.selectOptions(within(dialog).getByLabelText("Gender"), "Female");
    await user.type(within(dialog).getByRole("combobox", { name: "Undergrad university" }), "mumb");
    await user.click(await within(dialog).findByRole("option", { name: "University of Mumbai" }));
    await user.selectOptions(within(dialog).getByLabelText("English test"), "IELTS");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));

    const tests = await screen.findByRole("dialog", { name: "Update Test Scores" });
    expect(within(tests).getByRole<HTMLInputElement>("radio", { name: "IELTS" }).checked).toBe(
      true,
    );
    expect(fake.graphql.callsOf("searchUndergradUniversities")).toContainEqual({
      searchQuery: "mumb",
    });
    expect(inputsOf(fake, "updateStudentInfo")[0]).toEqual({
      firstname: "Asha",
      lastname: "Rao",
      nationality: null,
      dob: "2001-08-15",
      gender: "Female",
      category: "International Student",
      undergrad_university: "University of Mumbai",
    });
    expect(fake.graphql.callsOf("recalculateShortlist")).toEqual([{}]);
  });

  it("a new category updates the session", async () => {
    const { user, dialog } = await openModal(
      aFilledProfile(),
      "Edit personal information",
      "Update Personal Information",
    );
    await user.selectOptions(within(dialog).getByLabelText("Category"), "Domestic Student");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(getSessionSnapshot()?.category).toBe("Domestic Student");
  });
});

describe("the list modals", () => {
  it("conferences: pick from suggestions, remove a chip, count the unlisted ones", async () => {
    const { fake, user, dialog } = await openModal(
      anEmptyProfile(),
      "Edit conferences",
      "Update Conferences",
    );
    fake.graphql.fields.searchConferences = () => [
      "Conference on Computer Vision (CVPR)",
      "International Conference on Machine Learning (ICML)",
    ];
    await user.click(within(dialog).getByRole("radio", { name: "Yes" }));
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(dialog.textContent).toContain(M.conferenceRequired));

    const search = within(dialog).getByRole("combobox", { name: "Search conferences" });
    await user.type(search, "icml");
    await user.click(await within(dialog).findByRole("option", { name: /ICML/ }));
    await user.type(search, "cvpr");
    await within(dialog).findByRole("option", { name: /CVPR/ });
    // Enter picks the highlighted suggestion and does not submit the form.
    await user.keyboard("{ArrowDown}{Enter}");
    const chips = within(dialog).getByRole("list", { name: "Your conferences" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "International Conference on Machine Learning (ICML)×",
      "Conference on Computer Vision (CVPR)×",
    ]);
    await user.click(within(dialog).getByRole("button", { name: /^Remove International/ }));
    await user.type(within(dialog).getByLabelText("Other conferences (not in the list)"), "2");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(inputsOf(fake, "updateStudentStats")[0]?.conferences).toEqual([
      "Conference on Computer Vision (CVPR)",
      "Other",
      "Other",
    ]);
    expect(await screen.findByText("Other - 2")).not.toBeNull();
  });

  it("conferences never answered: Update saves a No, counts the section and says so", async () => {
    const { fake, user, dialog } = await openModal(
      anEmptyProfile(),
      "Edit conferences",
      "Update Conferences",
    );
    const yesNo = within(dialog).getByRole("radiogroup", { name: CONFERENCE_TEXT.question });
    expect(
      within(yesNo)
        .getAllByRole<HTMLInputElement>("radio")
        .some((r) => r.checked),
    ).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(dialog.textContent).not.toContain(M.required);
    const [input] = inputsOf(fake, "updateStudentStats");
    expect(input?.conferences ?? null).toBeNull();
    expect(input?.section).toBe("conferences");
    expect(await screen.findByText(M.updated)).not.toBeNull();
  });

  it("extra-curricular: the type decides the fields; No and back to Yes restores the list", async () => {
    const { user, dialog } = await openModal(
      aFilledProfile(),
      "Edit extra-curricular activities",
      "Update Extra Curricular Activities",
    );
    const first = within(dialog).getByRole("group", { name: "Activity 1" });
    expect(within(first).getByLabelText<HTMLSelectElement>("Achievement").value).toBe(
      "Winner/Top 3",
    );
    await user.selectOptions(
      within(first).getByLabelText("Activity type"),
      "Volunteering/Community Service",
    );
    expect(within(first).queryByLabelText("Achievement")).toBeNull();
    expect(within(first).getByLabelText<HTMLSelectElement>("Role").value).toBe("");

    await user.click(within(dialog).getByRole("radio", { name: "No" }));
    expect(within(dialog).queryByRole("group", { name: "Activity 1" })).toBeNull();
    await user.click(within(dialog).getByRole("radio", { name: "Yes" }));
    const restored = within(dialog).getByRole("group", { name: "Activity 1" });
    expect(within(restored).getByLabelText<HTMLSelectElement>("Level").value).toBe("National");

    await user.click(within(dialog).getByRole("button", { name: "Add activity" }));
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(dialog.textContent).toContain(M.activityTypeRequired));
    await user.click(within(dialog).getByRole("button", { name: "Remove activity 2" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
