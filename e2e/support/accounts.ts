/** Page-level steps of accounts: register and log in as a student would. */
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

export const PASSWORD = "Gr4d!plan";

export function newEmail(): string {
  return `e2e-${randomUUID()}@example.com`;
}

export async function register(page: Page, email: string, firstName = "Asha"): Promise<void> {
  await page.goto("/register");
  const form = page.getByRole("form", { name: "Register" });
  await form.getByLabel("First name").fill(firstName);
  await form.getByLabel("Last name").fill("Rao");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Student category").selectOption("International Student");
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome, ${firstName}`)).toBeVisible();
}

export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Log in" }).click();
}
