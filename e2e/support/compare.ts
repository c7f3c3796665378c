/** The compare modal as a student uses it: pick a university, then its first course, then Add. */
import { expect, type Locator } from "@playwright/test";

/**
 * Fills the picker with `university`'s first course and presses Add; opens the picker from the
 * table's + when it is closed. What follows (the column, or the limit's alert) is the caller's.
 */
export async function submitCourseToCompare(dialog: Locator, university: string): Promise<void> {
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
}

/** Adds `university`'s first course to the comparison; the picker closes once it is in. */
export async function addCourseToCompare(dialog: Locator, university: string): Promise<void> {
  await submitCourseToCompare(dialog, university);
  await expect(dialog.getByRole("form", { name: "Add a course to compare" })).toBeHidden();
}
