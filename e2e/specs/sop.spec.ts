/**
 * Statements of purpose in Chromium against the real product (issue 14): a new student writes a
 * draft for a named program, evaluates it, edits a paragraph and evaluates again, sees the SOP
 * Score on /profile, downloads the SOP as .docx and uploads it back; a visitor goes to /login.
 */
import { readFileSync } from "node:fs";
import { SOP_MESSAGES, SOP_QUESTIONS } from "@gradplan/schema";
import { expect, type Page, test } from "@playwright/test";
import { newEmail, register } from "../support/accounts";

const PROGRAM = { university: "Carnegie Mellon University", course: "MS in Computer Science" };

const ANSWERS: Record<keyof typeof SOP_QUESTIONS, string> = {
  whyField:
    "In my second year a power cut wiped out a week of results in our lab, and I wrote a small tool that checkpointed the experiments to disk. Seeing ten classmates use it the next week made me want to build the systems other people rely on.",
  formativeExperience:
    "For my final-year project I built a scheduler for a 12-node Raspberry Pi cluster in Go that cut the median job wait from 40 to 9 minutes. I learned to profile, to write tests before changing a hot path, and to explain trade-offs to the lab's users.",
  careerGoals:
    "Right after the degree I want to join a team that builds distributed storage or scheduling systems. In ten years I want to lead such a team and mentor engineers who come from small colleges like mine.",
  whyProgram:
    "The program's courses in distributed systems and advanced operating systems, and its systems research group, are where I can turn my cluster project into deeper work. The practicum would let me test ideas on real workloads.",
};

const score = (page: Page) => page.getByRole("meter", { name: "SOP Score" });

async function scoreNow(page: Page): Promise<number> {
  await expect(score(page)).toHaveAttribute("aria-valuetext", /^\d+ out of 100, /);
  return Number(await score(page).getAttribute("aria-valuenow"));
}

test.describe("SOP evaluation", () => {
  test("a visitor is sent to /login", async ({ page }) => {
    await page.goto("/sop-evaluation");
    await expect(page).toHaveURL(/\/login/);
  });

  test("draft, evaluate, edit and evaluate again, see the SOP Score on /profile, download and upload a .docx", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await register(page, newEmail());
    await page.goto("/sop-evaluation");
    await expect(page.getByRole("heading", { name: "SOP Evaluation", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No SOPs yet" })).toBeVisible();

    // The generator: questions, then the draft in the editor.
    await page.getByRole("button", { name: "Write a draft with us" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Write a draft with us" });
    await dialog.getByRole("button", { name: "Write my draft" }).click();
    await expect(dialog.getByText(SOP_MESSAGES.nameRequired)).toBeVisible();
    await dialog.getByLabel("SOP name").fill("CMU MSCS");
    await dialog.getByLabel("Target university (optional)").fill(PROGRAM.university);
    await dialog.getByLabel("Target course (optional)").fill(PROGRAM.course);
    for (const [key, answer] of Object.entries(ANSWERS)) {
      await dialog.getByLabel(SOP_QUESTIONS[key as keyof typeof ANSWERS].label).fill(answer);
    }
    await dialog.getByRole("button", { name: "Write my draft" }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(page.getByText(SOP_MESSAGES.generated).first()).toBeVisible();
    const editor = page.getByRole("textbox", { name: "Your SOP" });
    await expect(editor).toHaveValue(/I am now applying to the MS in Computer Science program/);
    await expect(editor).toHaveValue(/12-node Raspberry Pi cluster/);
    await expect(page.getByText("1 of 10 SOPs")).toBeVisible();

    // Evaluate the draft.
    await page.getByRole("button", { name: "Evaluate this draft" }).click();
    const first = await scoreNow(page);
    await expect(page.getByRole("heading", { name: "Part by part" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Grammar and spelling", level: 3 }),
    ).toBeVisible();

    // Edit a paragraph: a generic opening in place of the first one, and evaluate again.
    const draft = await editor.inputValue();
    const [opening, ...rest] = draft.split("\n\n");
    expect(opening).toBeTruthy();
    const cliche =
      "Since childhood I have always been passionate about computers. In today's world technology is everywhere, and I have always dreamed of making a difference.";
    await editor.fill([cliche, ...rest].join("\n\n"));
    await page.getByRole("button", { name: "Evaluate again" }).click();
    await expect(score(page)).not.toHaveAttribute("aria-valuenow", String(first));
    const second = await scoreNow(page);
    expect(second).toBeLessThan(first);
    await expect(page.getByText(/since childhood/i).first()).toBeVisible();

    // The edit is the SOP's text now: it is still there after a reload.
    await page.reload();
    await page.getByRole("button", { name: "CMU MSCS", exact: true }).click();
    await expect(page.getByRole("textbox", { name: "Your SOP" })).toHaveValue(
      new RegExp(`^${cliche.slice(0, 40)}`),
    );

    // The SOP Score of the profile strength is the latest evaluation's.
    await page.goto("/profile");
    await expect(score(page)).toHaveAttribute("aria-valuenow", String(second));

    // Download the SOP as .docx, then upload that file as a new SOP.
    await page.goto("/sop-evaluation");
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download .docx: CMU MSCS" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("CMU-MSCS.docx");
    const saved = testInfo.outputPath("CMU-MSCS.docx");
    await download.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 2).toString()).toBe("PK");

    // Nothing is open on arrival: the editor starts a new SOP.
    await page.getByRole("button", { name: "Upload .docx" }).click();
    const upload = page.getByRole("dialog", { name: "Upload your SOP (.docx)" });
    await upload.getByLabel("SOP name").fill("From Word");
    await upload.getByLabel("SOP file (.docx)").setInputFiles(saved);
    await upload.getByRole("button", { name: "Upload and Evaluate" }).click();
    await expect(upload).toBeHidden({ timeout: 15_000 });
    await expect(page.getByText("2 of 10 SOPs")).toBeVisible();
    await expect(page.getByRole("button", { name: "From Word", exact: true })).toBeVisible();
    await scoreNow(page);
    await expect(page.getByRole("textbox", { name: "Your SOP" })).toHaveValue(
      /12-node Raspberry Pi cluster/,
    );
  });
});
