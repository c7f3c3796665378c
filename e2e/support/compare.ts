/** The compare modal as a student uses it: pick a university, then its first course, then Add. */
import { expect, type Locator } from "@playwright/test";

/** Adds `university`'s first course; opens the picker from the table's + when it is closed. */
export async function addCourseToCompare(dialog: Locator, university: string): Promise<void> {
  const form = dialog.getByRole("form", { name: "Add a course to compare" });
  if (!(await form.isVisible())) {
    await dialog.getByRole("button", { name: "Add another university" }).click();
  }
  await form.getByRole("combobox", { name: "University" }).fill(university);
  await dialog
    .getByRole("listbox", { name: "University suggestions" })
    .getByRole("option")
    .first()
    .click();
  const course = form.getByRole("combobox", { name: "Course" });
  await expect(course.locator("option").nth(1)).toBeAttached();
  await course.selectOption({ index: 1 });
  await form.getByRole("button", { name: "Add" }).click();
  await expect(form).toBeHidden();
}
