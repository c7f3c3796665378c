/** Page object of the navbar and its university search box. */
import { expect, type Locator, type Page } from "@playwright/test";

export class Navbar {
  readonly search: Locator;
  readonly suggestions: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole("combobox", { name: "Search universities" });
    this.suggestions = page.getByRole("listbox", { name: "University suggestions" });
    this.status = page.getByRole("search").getByRole("status");
  }

  /** Types like a person (key by key), so the debounce and the loader are exercised. */
  async typeSearch(text: string): Promise<void> {
    await this.search.click();
    await this.search.pressSequentially(text, { delay: 40 });
  }

  option(name: string): Locator {
    return this.suggestions.getByRole("option", { name, exact: true });
  }

  async expectOptions(): Promise<string[]> {
    await expect(this.suggestions.getByRole("option").first()).toBeVisible();
    return this.suggestions.getByRole("option").allTextContents();
  }
}
