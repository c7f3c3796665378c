/**
 * A course of a university's details page, opened: courses start folded (issue 32), their
 * name, chance and category on a disclosure button that opens everything else.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export async function openCourse(page: Page, name: string): Promise<Locator> {
  const course = page.getByRole("article", { name });
  const toggle = course.locator("button[aria-controls]").first();
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  return course;
}
