/** The profile page as a student uses it: open a card's modal, fill, update, read the cards. */
import { expect, type Locator, type Page } from "@playwright/test";

export class ProfilePage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto("/profile");
    await expect(this.page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
    await expect(this.completion()).toBeVisible();
  }

  completion(): Locator {
    return this.page.getByText(/Your profile is \d+% complete/);
  }

  card(name: string): Locator {
    return this.page.getByRole("region", { name, exact: true });
  }

  /** Opens a modal by its edit button and answers the dialog. */
  async edit(button: string, title: string): Promise<Locator> {
    await this.page.getByRole("button", { name: button }).click();
    const dialog = this.page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async update(dialog: Locator): Promise<void> {
    await dialog.getByRole("button", { name: "Update" }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(this.page.getByText("Profile updated successfully").first()).toBeVisible();
  }

  /** Chooses a radio (styled toggles: the label takes the click, as for a mouse user). */
  async choose(scope: Locator, name: string): Promise<void> {
    const radio = this.page.getByRole("radio", { name, exact: true });
    await scope.locator("label", { has: radio }).click();
    await expect(scope.getByRole("radio", { name, exact: true })).toBeChecked();
  }

  /** Fills what personal information needs beyond registration: birth date, gender, university. */
  async fillPersonalBasics(dialog: Locator): Promise<void> {
    await dialog.getByLabel("Date of birth").fill("2001-04-09");
    await dialog.getByLabel("Gender").selectOption("Female");
    await this.pick(
      dialog,
      "Undergrad university",
      "Indian Institute of Technology, B",
      "Indian Institute of Technology, Bombay",
    );
  }

  /** Types into a search-as-you-type box and picks the suggestion named `pick`. */
  async pick(scope: Locator, label: string, query: string, pick: string): Promise<void> {
    await scope.getByRole("combobox", { name: label }).fill(query);
    await scope.getByRole("listbox").getByRole("option", { name: pick, exact: true }).click();
  }
}
