/** Page-level steps of accounts: register and log in as a student would. */

import { randomUUID } from "node:crypto";
import { API, pathOf } from "@gradplan/schema";
import { expect, type Page } from "@playwright/test";

/** Passes the spec's rule and the guessability check (score 3+, schema/src/password-strength.ts). */
export const PASSWORD = "Quiet-Lantern-42!";

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

/** The signed-in student's id, as the client keeps it. */
export async function studentId(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem("gradplan.user") ?? "{}").student_id as string,
  );
}

export interface TestScores {
  gpa: number;
  toefl: { writing: number; reading: number; speaking: number; listening: number };
  gre: { verbal: number; quantitative: number; analytical_writing: number };
}

/** Registers a new international student and saves their test scores through the API. */
export async function registerWithScores(page: Page, scores: TestScores): Promise<string> {
  await register(page, newEmail());
  const id = await studentId(page);
  const saved = await page.request.put(
    pathOf(API.students.updateStudentStats, { student_id: id }),
    {
      data: {
        gpa: scores.gpa,
        english_scores: { toefl: scores.toefl },
        gre: scores.gre,
        section: "tests",
      },
    },
  );
  expect(saved.ok()).toBe(true);
  return id;
}
