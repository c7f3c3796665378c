import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { API, pathOf, RESUME_GUIDES, RESUME_MESSAGES } from "@gradplan/schema";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { logIn, newEmail, register } from "../support/accounts";

const fixture = (name: string) =>
  resolve(import.meta.dirname, "../../workers/test-fixtures/resumes", name);

async function studentId(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem("gradplan.user") ?? "{}").student_id as string,
  );
}

/** The same student signed in on another browser (nothing kept from this one). */
async function anotherBrowser(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** Uploads through the API, as another tab would: fills the student's quota quickly. */
async function uploadThroughApi(page: Page, id: string, name: string): Promise<void> {
  const res = await page.request.post(pathOf(API.resumes.evaluateResume, { student_id: id }), {
    multipart: {
      resumeName: name,
      resumeFile: {
        name: "resume.docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: readFileSync(fixture("4-average.docx")),
      },
    },
  });
  expect(res.status()).toBe(200);
}

test.describe("resume evaluation", () => {
  test("upload a .docx, see every card, update it; a non-docx and a sixth resume are refused", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const email = newEmail();
    await register(page, email);
    await page.goto("/resume-evaluation");
    await expect(page.getByRole("heading", { name: "Resume Evaluation", level: 1 })).toBeVisible();
    // The founder's message comes first on a first visit; then the add modal opens by itself.
    const founder = page.getByRole("dialog", { name: "A message from the founder" });
    await founder.getByRole("button", { name: "Cancel" }).click();
    const add = page.getByRole("dialog", { name: "Add Resume" });
    await expect(add).toBeVisible();

    await add.getByRole("button", { name: "Upload and Evaluate" }).click();
    await expect(add.getByText(RESUME_MESSAGES.nameRequired)).toBeVisible();
    await add.getByLabel("Resume name").fill("Fall 2027");
    await add.getByRole("button", { name: "Upload and Evaluate" }).click();
    await expect(add.getByText(RESUME_MESSAGES.fileRequired)).toBeVisible();
    await add.getByLabel("Resume file (.docx)").setInputFiles(fixture("3-good.docx"));
    await expect(add.getByText("3-good.docx")).toBeVisible();
    await add.getByRole("button", { name: "Upload and Evaluate" }).click();
    await expect(page.getByText(RESUME_MESSAGES.added).first()).toBeVisible();
    await expect(add).toBeHidden();

    const score = page.getByRole("meter", { name: "Resume score" });
    await expect(score).toHaveAttribute("aria-valuetext", /^\d+ out of 100, (Good|Average|Poor)$/);
    const first = Number(await score.getAttribute("aria-valuenow"));
    await expect(page.getByRole("meter", { name: "Readability" })).toHaveAttribute(
      "aria-valuetext",
      /out of 100/,
    );
    for (const category of [
      "Academic Background",
      "Projects & Research",
      "Work Experience",
      "Skills & Achievements",
      "Formatting",
      "Grammar",
    ]) {
      await expect(page.getByRole("meter", { name: category, exact: true })).toHaveAttribute(
        "aria-valuetext",
        /out of 100/,
      );
    }
    await expect(page.getByRole("meter", { name: "Sentiment" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Length" })).toContainText(
      /Too Short|Ideal Length|Slightly Long|Too Long/,
    );
    await expect(
      page.getByRole("region", { name: "How to Improve your Resume Score" }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "FAQs" }).getByRole("button")).toHaveCount(9);
    for (const { title, file } of RESUME_GUIDES) {
      // The guide's title is visually hidden in each link; match the visible verb and the title.
      const links = page.getByRole("region", { name: "References" }).getByRole("link");
      const open = links.filter({ hasText: "Open in new tab" }).filter({ hasText: title });
      await expect(open).toHaveAttribute("target", "_blank");
      const download = links.filter({ hasText: "Download" }).filter({ hasText: title });
      await expect(download).toHaveAttribute("download", file);
      const pdf = await page.request.get(pathOf(API.resumes.download, { file }));
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
    }

    await page.getByRole("button", { name: "Update Resume" }).click();
    const update = page.getByRole("dialog", { name: "Update Resume" });
    await expect(update.getByLabel("Resume name")).toHaveValue("Fall 2027");
    await update.getByLabel("Resume file (.docx)").setInputFiles(fixture("1-excellent.docx"));
    await update.getByRole("button", { name: "Upload and Evaluate" }).click();
    await expect(page.getByText(RESUME_MESSAGES.updated).first()).toBeVisible();
    await expect(score).not.toHaveAttribute("aria-valuenow", String(first));
    expect(Number(await score.getAttribute("aria-valuenow"))).toBeGreaterThan(first);

    await page.getByRole("button", { name: "Add New Resume" }).click();
    await expect(add).toBeVisible();
    await add.getByLabel("Resume name").fill("Not a resume");
    await add.getByLabel("Resume file (.docx)").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("plain text"),
    });
    // Told once, on the spec's note under the picker, which describes the picker.
    const picker = add.getByLabel("Resume file (.docx)");
    await expect(picker).toHaveAttribute("aria-invalid", "true");
    await expect(add.getByText(RESUME_MESSAGES.docxOnly)).toHaveCount(1);
    await expect(picker).toHaveAccessibleDescription(
      `Error: ${RESUME_MESSAGES.docxOnly} ${RESUME_MESSAGES.limit}`,
    );
    // Named .docx but a PDF inside: the server reads the content and says the same, once here.
    await add.getByLabel("Resume file (.docx)").setInputFiles({
      name: "resume.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
    });
    await expect(picker).not.toHaveAttribute("aria-invalid", "true");
    await add.getByRole("button", { name: "Upload and Evaluate" }).click();
    await expect(
      page.getByRole("status", { name: "Notifications" }).getByText(RESUME_MESSAGES.docxOnly),
    ).toBeVisible();
    await expect(picker).toHaveAttribute("aria-invalid", "true");
    await expect(add.getByText(RESUME_MESSAGES.docxOnly)).toHaveCount(1);
    // A valid file chosen next clears it.
    await picker.setInputFiles(fixture("2-strong.docx"));
    await expect(picker).not.toHaveAttribute("aria-invalid", "true");
    await expect(picker).toHaveAccessibleDescription(
      `${RESUME_MESSAGES.docxOnly} ${RESUME_MESSAGES.limit}`,
    );
    await add.getByRole("button", { name: "Cancel" }).click();

    // Another tab fills the quota: this page learns it when the server refuses a sixth...
    const id = await studentId(page);
    for (let i = 2; i <= 5; i++) await uploadThroughApi(page, id, `Resume ${i}`);
    const addNew = page.getByRole("button", { name: "Add New Resume" });
    await addNew.click();
    await add.getByLabel("Resume name").fill("Sixth");
    await add.getByLabel("Resume file (.docx)").setInputFiles(fixture("2-strong.docx"));
    await add.getByRole("button", { name: "Upload and Evaluate" }).click();
    await expect(
      page.getByRole("status", { name: "Notifications" }).getByText(RESUME_MESSAGES.limit),
    ).toBeVisible();
    await expect(add.getByText(RESUME_MESSAGES.limit)).toHaveCount(1);
    await add.getByRole("button", { name: "Cancel" }).click();
    await expect(addNew).toBeDisabled();
    // ...and a visit knows it before any form: disabled, saying why.
    await page.reload();
    await expect(page.getByRole("region", { name: "Your Resume", exact: true })).toContainText(
      "Resume 5",
    );
    await expect(addNew).toBeDisabled();
    await expect(addNew).toHaveAccessibleDescription(
      `${RESUME_MESSAGES.limit} Use Update Resume to evaluate a new version of your latest one.`,
    );
    await expect(page.getByRole("button", { name: "Update Resume" })).toBeEnabled();

    // The founder asked once, and the server remembers it: another browser does not ask again.
    const elsewhere = await anotherBrowser(browser, email);
    const founderRead = elsewhere.waitForResponse(
      (res) =>
        res.url().endsWith("/graphql") &&
        (res.request().postData() ?? "").includes("founderFeedbackAskedAt"),
    );
    await elsewhere.goto("/resume-evaluation");
    expect((await (await founderRead).json()).data.founderFeedbackAskedAt).toMatch(/^\d{4}-/);
    await expect(elsewhere.getByRole("region", { name: "Your Resume", exact: true })).toContainText(
      "Resume 5",
    );
    await expect(elsewhere.getByRole("dialog")).toHaveCount(0);
    await elsewhere.context().close();
  });
});
