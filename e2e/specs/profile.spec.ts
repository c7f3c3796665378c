import { API, PROFILE_MESSAGES as M, pathOf } from "@gradplan/schema";
import { expect, test } from "@playwright/test";
import { newEmail, register } from "../support/accounts";
import { ProfilePage } from "../support/profile";

test.describe("profile", () => {
  test("a new student fills every form and reaches 100%, a higher level and an AB Score", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await register(page, newEmail());
    const profile = new ProfilePage(page);
    await profile.open();
    await expect(profile.completion()).toHaveText("Your profile is 16% complete");
    const level = profile.card("Level");
    await expect(level).toContainText("Newcomer");
    await expect(profile.card("Student Details")).toContainText("NA");
    await expect(profile.card("Journals")).toContainText("No data available.");

    const personal = await profile.edit("Edit personal information", "Update Personal Information");
    await profile.fillPersonalBasics(personal);
    await personal.getByLabel("English test").selectOption("TOEFL");
    await profile.update(personal);
    await expect(profile.card("Student Details")).toContainText(
      "Indian Institute of Technology, Bombay",
    );

    // Choosing an English test in personal information goes on to the test scores.
    const tests = page.getByRole("dialog", { name: "Update Test Scores" });
    await expect(tests).toBeVisible();
    await tests.getByLabel("GPA", { exact: true }).fill("3.6");
    for (const [section, score] of [
      ["writing", "27"],
      ["reading", "28"],
      ["speaking", "24"],
      ["listening", "26"],
    ]) {
      await tests.getByLabel(`TOEFL ${section}`).fill(score!);
    }
    await expect(tests.getByLabel("TOEFL total score")).toHaveValue("105");
    await profile.choose(tests, "GRE");
    await tests.getByLabel("GRE verbal").fill("158");
    await tests.getByLabel("GRE quantitative").fill("166");
    await tests.getByLabel("GRE analytical writing").fill("4");
    await expect(tests.getByLabel("GRE total score")).toHaveValue("324");
    await profile.update(tests);
    await expect(profile.card("Academic Scores")).toContainText("324");

    const academic = await profile.edit("Edit academic information", "Update Academic Information");
    await academic.getByLabel("Degree").selectOption("Masters");
    await academic.getByLabel("Area of study").selectOption("Computer Science and IT");
    await academic.getByRole("checkbox", { name: "Computer Science" }).check();
    await academic.getByLabel("Applying semester").selectOption("Fall");
    await academic.getByLabel("Current education level").selectOption("Bachelors");
    await profile.pick(academic, "Undergrad course", "Computer Sci", "Computer Science");
    await profile.update(academic);
    const levelBefore = await level.textContent();

    const work = await profile.edit("Edit work experience", "Update Work Experience");
    await profile.choose(work, "Yes");
    await work.getByLabel("Full-time experience (months)").fill("12");
    await work.getByLabel("Internship experience (months)").fill("6");
    await profile.update(work);

    const conferences = await profile.edit("Edit conferences", "Update Conferences");
    await profile.choose(conferences, "Yes");
    await profile.pick(
      conferences,
      "Search conferences",
      "Neural Information",
      "Conference on Neural Information Processing Systems (NeurIPS)",
    );
    await conferences.getByLabel("Other conferences (not in the list)").fill("2");
    await profile.update(conferences);
    await expect(profile.card("Conferences")).toContainText("Other - 2");

    const research = await profile.edit("Edit research information", "Update Research Information");
    await profile.choose(research, "No");
    await profile.update(research);

    const activities = await profile.edit(
      "Edit extra-curricular activities",
      "Update Extra Curricular Activities",
    );
    await profile.choose(activities, "Yes");
    const first = activities.getByRole("group", { name: "Activity 1" });
    if (!(await first.isVisible()))
      await activities.getByRole("button", { name: "Add activity" }).click();
    await first.getByLabel("Activity type").selectOption("Competitions/Hackathons");
    await first.getByLabel("Level").selectOption("National");
    await first.getByLabel("Achievement").selectOption("Winner/Top 3");
    await profile.update(activities);

    await expect(profile.completion()).toHaveText("Your profile is 100% complete");
    await expect(level).toContainText("Trailblazer");
    expect(await level.textContent()).not.toBe(levelBefore);
    await expect(page.getByRole("button", { name: "Fill missing details" })).toHaveCount(0);
    const ab = profile.card("Profile Strength").getByRole("meter", { name: "AB Score" });
    await expect(ab).toHaveAttribute("aria-valuetext", /^\d+ out of 100, /);
  });

  test("Cancel restores what was there, and out-of-range scores are refused and never saved", async ({
    page,
  }) => {
    await register(page, newEmail());
    const profile = new ProfilePage(page);
    await profile.open();
    const work = await profile.edit("Edit work experience", "Update Work Experience");
    await profile.choose(work, "Yes");
    await work.getByLabel("Full-time experience (months)").fill("10");
    await profile.update(work);
    await expect(profile.card("Work Experience")).toContainText("10");

    const again = await profile.edit("Edit work experience", "Update Work Experience");
    await again.getByLabel("Full-time experience (months)").fill("30");
    await profile.choose(again, "No");
    await again.getByRole("button", { name: "Cancel" }).click();
    await expect(again).toBeHidden();
    await expect(profile.card("Work Experience")).toContainText("10");
    const reopened = await profile.edit("Edit work experience", "Update Work Experience");
    await expect(reopened.getByLabel("Full-time experience (months)")).toHaveValue("10");
    await reopened.getByRole("button", { name: "Cancel" }).click();

    const tests = await profile.edit("Edit test scores", "Update Test Scores");
    await tests.getByLabel("GPA", { exact: true }).fill("4.5");
    await expect(page.getByText(M.gpaRange(4)).first()).toBeVisible();
    await expect(tests.getByLabel("GPA", { exact: true })).not.toHaveValue("4.5");
    await profile.choose(tests, "TOEFL");
    await tests.getByLabel("TOEFL writing").fill("31");
    await expect(page.getByText(M.toeflRange("Writing")).first()).toBeVisible();
    await expect(tests.getByLabel("TOEFL writing")).not.toHaveValue("31");
    // What is left is incomplete: Update shows the spec's messages and saves nothing.
    await tests.getByRole("button", { name: "Update" }).click();
    await expect(tests.getByText(M.gpaRequired)).toBeVisible();
    await expect(tests.getByText(M.toeflRequired)).toBeVisible();
    await tests.getByRole("button", { name: "Cancel" }).click();
    const studentId = await page.evaluate(
      () => JSON.parse(localStorage.getItem("gradplan.user") ?? "{}").student_id as string,
    );
    const saved = await page.request.get(
      pathOf(API.students.studentInfo, { student_id: studentId }),
    );
    const { studentStats } = await saved.json();
    expect(studentStats.gpa).toBeNull();
    expect(studentStats.english_scores).toBeNull();
  });
});
