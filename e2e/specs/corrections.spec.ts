/**
 * Issue 29, item 3, end to end: a signed-in student proposes a figure the catalogue does not
 * know, with its source; staff accept it through the internal GraphQL API (a staff key); the
 * university's page then shows the figure with its source and the day it was checked.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { CORRECTION_MESSAGES } from "@gradplan/schema";
import { expect, test } from "@playwright/test";
import { newEmail, register } from "../support/accounts";
import { openCourse } from "../support/course";
import { withDatabase } from "../support/database";

// Rensselaer's Computer Science: a real program of the catalogue whose TOEFL minimum no open
// source publishes (so it is not known until someone sources it). No other spec touches it.
const UNIVERSITY = { id: 194824, name: "Rensselaer Polytechnic Institute" };
const COURSE_ID = 19482409;
const SOURCE = "https://admissions.rpi.example/graduate/english-requirements";

/** A staff key as `npm run staff:key` makes one: only its hash is stored. */
async function staffKey(): Promise<string> {
  const key = `gp_staff_${randomBytes(32).toString("base64url")}`;
  await withDatabase((db) =>
    db.query(
      "insert into staff_api_key (id, name, key_hash, created_at) values ($1, $2, $3, now())",
      [randomUUID(), "e2e-figures-desk", createHash("sha256").update(key).digest("hex")],
    ),
  );
  return key;
}

test("a student's sourced correction, accepted by staff, shows with its source and date", async ({
  page,
}) => {
  await register(page, newEmail());
  const details = `/university-details?${new URLSearchParams({
    universityName: UNIVERSITY.name,
    universityId: String(UNIVERSITY.id),
  })}`;
  await page.goto(details);
  const program = await openCourse(page, "Computer Science");
  // Not known before anyone sources it.
  await expect(program.getByText(/Not known:.*test/)).toBeVisible();

  await program.getByRole("button", { name: "Suggest a correction for Computer Science" }).click();
  const dialog = page.getByRole("dialog", { name: "Suggest a correction" });
  await dialog.getByLabel("What is wrong?").selectOption({ label: "TOEFL minimum (total score)" });
  await dialog.getByLabel("The right TOEFL minimum (0-120)").fill("88");
  await dialog.getByLabel("Source: the page that shows this figure").fill(SOURCE);
  await dialog.getByRole("button", { name: "Send correction" }).click();
  // The dialog's own status line, not the toasts' region it also holds (issue 32).
  const own = dialog.getByRole("status").and(dialog.locator(':not([aria-label="Notifications"])'));
  await expect(own).toHaveText(CORRECTION_MESSAGES.submitted);
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();

  // Staff read the pending proposals and accept this one, dated the day they checked it.
  const key = await staffKey();
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const res = await page.request.post("/graphql", {
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      data: { query, variables },
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  const { pendingCorrections } = await gql<{
    pendingCorrections: { id: string; courseId: number; value: string; sourceUrl: string }[];
  }>("query { pendingCorrections { id courseId value sourceUrl } }");
  const mine = pendingCorrections.find((c) => c.courseId === COURSE_ID && c.sourceUrl === SOURCE);
  expect(mine?.value).toBe("88");
  const { acceptCorrection } = await gql<{ acceptCorrection: { status: string } }>(
    'mutation ($id: ID!) { acceptCorrection(id: $id, verifiedAt: "2026-11-20") { status } }',
    { id: mine!.id },
  );
  expect(acceptCorrection.status).toBe("accepted");

  await page.reload();
  const after = await openCourse(page, "Computer Science");
  const sourced = after.getByRole("region", { name: /^Figures checked against a source/ });
  await expect(sourced).toContainText("88");
  await expect(sourced).toContainText("Verified Nov 20, 2026");
  await expect(sourced.getByRole("link", { name: /Source/ }).first()).toHaveAttribute(
    "href",
    SOURCE,
  );
});
