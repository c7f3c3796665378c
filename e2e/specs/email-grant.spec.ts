/**
 * The email access grant end to end (issue 17), against the local provider the global setup
 * starts (its consent answers at once as told, its mailbox serves the messages a test puts in):
 * cancel, the mail scope unticked, a grant, a decision found in the inbox proposed on the
 * shortlist and accepted, disconnecting, and nothing of the mailbox left in the database.
 */
import { API, CALLBACK_MESSAGES, EMAIL_GRANT_MESSAGES, pathOf } from "@gradplan/schema";
import { expect, type Page, test } from "@playwright/test";
import { newEmail, register, studentId } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { withDatabase } from "../support/database";

/** Carnegie Mellon University's MS in Computer Science in the sample catalogue. */
const CMU = { universityId: 211440, courseId: 21144009, name: "Carnegie Mellon University" };

const provider = () => {
  const url = process.env.E2E_MAIL_PROVIDER_URL;
  if (!url) throw new Error("the global setup starts the mail provider");
  return url;
};

/** What the provider's consent page does at the next visit. */
async function nextConsent(page: Page, consent: "grant" | "cancel" | "no-mail-scope") {
  const res = await page.request.post(`${provider()}/_control/consent`, { form: { consent } });
  expect(res.ok()).toBe(true);
}

async function deliver(page: Page, message: Record<string, string>) {
  const res = await page.request.post(`${provider()}/_control/mailbox`, {
    form: { message: JSON.stringify(message) },
  });
  expect(res.ok()).toBe(true);
}

async function providerState(page: Page): Promise<{ revoked: number; fetched: string[] }> {
  return (await page.request.get(`${provider()}/_control/state`)).json();
}

/** Rows of the mailbox's tables that still name the student. */
async function mailboxRows(id: string): Promise<number> {
  return withDatabase(async (client) => {
    let rows = 0;
    for (const table of ["email_grant", "email_decision", "email_seen"]) {
      const { rows: found } = await client.query(
        `select count(*)::int as n from ${table} where student_id = $1`,
        [id],
      );
      rows += found[0].n;
    }
    return rows;
  });
}

const connect = (page: Page) =>
  page
    .getByRole("region", { name: "Email access" })
    .getByRole("button", { name: "Connect your email" })
    .click();

test.describe("the email access grant", () => {
  test("cancel, an unticked scope, then a grant whose inbox decision the student accepts, then disconnect", async ({
    page,
  }) => {
    test.slow();
    await register(page, newEmail());
    const id = await studentId(page);
    const added = await page.request.post(pathOf(API.shortlist.checkAndAddCourse), {
      data: { studentId: id, course: { course_id: CMU.courseId } },
    });
    expect(added.ok()).toBe(true);
    const messageId = `e2e-${id}`;
    const received = new Date(Date.now() - 2 * 86_400_000);
    await deliver(page, {
      id: messageId,
      from: "SCS Graduate Admissions <scs-admissions@cs.cmu.edu>",
      subject: "Your application to the MSCS program at Carnegie Mellon",
      date: received.toISOString(),
      text: "Dear Asha,\n\nOn behalf of the School of Computer Science at Carnegie Mellon University, I am delighted to offer you admission to the Master of Science in Computer Science program beginning in Fall 2027.\n\nSincerely,\nGraduate Admissions",
    });

    // The shortlist offers it; the student cancels on the provider's page.
    await page.goto("/university-shortlisting");
    await nextConsent(page, "cancel");
    await connect(page);
    await expect(page).toHaveURL(/\/callback-error\?error=GRANTCANCEL$/);
    await expect(page.getByText(CALLBACK_MESSAGES.GRANTCANCEL)).toBeVisible();

    // Again, with the Mail box unticked: what was granted is given back at once.
    await page.goto("/university-shortlisting");
    await nextConsent(page, "no-mail-scope");
    await connect(page);
    await expect(page).toHaveURL(/\/callback-error\?error=EMAILSCOPENOTGRANTED$/);
    await expect(page.getByText(CALLBACK_MESSAGES.EMAILSCOPENOTGRANTED)).toBeVisible();
    expect((await providerState(page)).revoked).toBeGreaterThanOrEqual(1);
    expect(await mailboxRows(id)).toBe(0);

    // Granted.
    await page.goto("/university-shortlisting");
    await nextConsent(page, "grant");
    await connect(page);
    await expect(page).toHaveURL(/\/callback-success\?success=EMAILGRANTSUCCESS$/);
    await expect(page.getByText(CALLBACK_MESSAGES.EMAILGRANTSUCCESS)).toBeVisible();

    // The first sync runs at once in the worker: the decision shows as a proposal.
    const proposals = page.getByRole("region", { name: "Decisions found in your email" });
    await expect(async () => {
      await page.goto("/university-shortlisting");
      await expect(proposals).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long" }).format(
      received,
    );
    await expect(
      proposals.getByText(
        `${CMU.name}, Computer Science: looks like Accepted on ${day}. Update status?`,
      ),
    ).toBeVisible();
    await expect(proposals.getByText(/delighted to offer you admission/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing changed until the student's click.
    const status = page.getByRole("combobox", {
      name: `Status of Computer Science at ${CMU.name}`,
    });
    await expect(status).toHaveValue("Shortlisted");
    await proposals
      .getByRole("button", { name: `Accept: set Computer Science at ${CMU.name} to Accepted` })
      .click();
    await expect(
      page.getByText(`Computer Science at ${CMU.name}: status changed to Accepted.`),
    ).toBeVisible();
    await expect(status).toHaveValue("Accepted");
    await expect(proposals.getByRole("listitem")).toHaveCount(0);
    await expect(proposals.getByRole("link", { name: "Share your result" })).toHaveAttribute(
      "href",
      /decision=Accepted/,
    );
    // The message was read once, and its body is nowhere in the database.
    expect((await providerState(page)).fetched.filter((m) => m === messageId)).toHaveLength(1);
    const bodies = await withDatabase((client) =>
      client.query(
        "select count(*)::int as n from email_decision where sentence like '%Sincerely%'",
      ),
    );
    expect(bodies.rows[0].n).toBe(0);

    // Disconnect in the account settings: revoked at the provider, everything read deleted.
    const revokedBefore = (await providerState(page)).revoked;
    await page.goto("/account-settings");
    const card = page.getByRole("region", { name: "Email access" });
    await expect(card.getByText(/^Connected since/)).toBeVisible();
    await card.getByRole("button", { name: "Disconnect email" }).click();
    const dialog = page.getByRole("dialog", { name: "Disconnect your email?" });
    await dialog.getByRole("button", { name: "Disconnect" }).click();
    await expect(page.getByText(EMAIL_GRANT_MESSAGES.disconnected)).toBeVisible();
    await expect(card.getByRole("button", { name: "Connect your email" })).toBeVisible();
    expect((await providerState(page)).revoked).toBe(revokedBefore + 1);
    expect(await mailboxRows(id)).toBe(0);
    // The status the student accepted is theirs, and stays.
    await page.goto("/university-shortlisting");
    await expect(status).toHaveValue("Accepted");
  });

  test("a student pastes a decision email and accepts what it found", async ({ page }) => {
    await register(page, newEmail());
    const id = await studentId(page);
    await page.request.post(pathOf(API.shortlist.checkAndAddCourse), {
      data: { studentId: id, course: { course_id: CMU.courseId } },
    });
    await page.goto("/university-shortlisting");
    const paste = page.getByRole("region", { name: "Paste a decision email" });
    await paste.getByRole("button", { name: "Paste a decision email" }).click();
    await paste
      .getByLabel("The email's text")
      .fill(
        "From: Graduate Admissions <gradadmissions@cmu.edu>\nSubject: Your application\n\nDear Asha,\nAfter careful review, we regret to inform you that we are unable to offer you admission to the MS in Computer Science program.\n",
      );
    await paste.getByRole("button", { name: "Find the decision" }).click();
    await expect(
      page.getByText("This email looks like Rejected: answer it in the list above."),
    ).toBeVisible();
    const proposals = page.getByRole("region", { name: "Decisions found in your email" });
    await expect(proposals.getByText("From an email you pasted")).toBeVisible();
    await proposals.getByRole("button", { name: /^Accept: set Computer Science/ }).click();
    await expect(
      page.getByRole("combobox", { name: `Status of Computer Science at ${CMU.name}` }),
    ).toHaveValue("Rejected");
  });
});
