import { PROFILE_MESSAGES as M } from "@gradplan/schema";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { renderRoutes } from "../../test/render";
import { logIn } from "../../test/session";
import { CATEGORY_PROMPT } from "./CategoryPrompt";
import { aFilledProfile, anEmptyProfile, SOME_PROGRESS, SOME_STRENGTH } from "./profileFixtures";
import { PROFILE_PAGE_MESSAGES } from "./profileMessages";
import {
  card,
  fakeProfile,
  inputsOf,
  renderProfilePage,
  toasts,
  visitProfile,
} from "./profileTestKit";
import { EDIT_BUTTON_NAMES } from "./sectionLabels";

describe("the profile page", () => {
  it("is the lazy /profile route, titled Profile", async () => {
    logIn();
    fakeProfile(aFilledProfile());
    renderRoutes(routes, "/profile");
    expect(await screen.findByRole("heading", { level: 1, name: "Profile" })).not.toBeNull();
    await waitFor(() => expect(document.title).toBe("Profile | GradPlan"));
  });

  it("opens the form a link asks for (a program's invitation to add tests)", async () => {
    logIn();
    fakeProfile(anEmptyProfile());
    renderRoutes(routes, "/profile?edit=tests");
    expect(await screen.findByRole("dialog", { name: "Update Test Scores" })).not.toBeNull();
  });

  it("shows every card of a filled profile", async () => {
    renderProfilePage(aFilledProfile());
    const details = await card("Student Details");
    expect(details.textContent).toContain("Asha Rao");
    expect(details.textContent).toContain("August 15, 2001");
    expect(details.textContent).toContain("Indian Institute of Technology Bombay");
    const application = await card("Application Details");
    expect(application.textContent).toContain("International Student");
    expect(application.textContent).toContain("Computer Science and IT");

    const scores = await card("Academic Scores");
    expect(scores.textContent).toContain("3.6 / 4");
    expect(scores.textContent).toContain("GRE total320");
    expect(scores.textContent).toContain("TOEFL total104");
    const work = await card("Work Experience");
    expect(work.textContent).toContain("Internship6 months");
    expect(work.textContent).toContain("Full-time24 months");
    expect(work.textContent).toContain("Company name — Coming Soon");

    const conferences = within(await card("Conferences")).getAllByRole("listitem");
    expect(conferences.map((li) => li.textContent)).toEqual([
      "Neural Information Processing Systems (NeurIPS)",
      "Other - 2",
    ]);
    expect((await card("Journals")).textContent).toContain("Other - 1");
    expect((await card("Extra-Curricular")).textContent).toContain(
      "Competitions/Hackathons — Winner/Top 3",
    );
    for (const name of Object.values(EDIT_BUTTON_NAMES)) {
      expect(screen.getByRole("button", { name })).not.toBeNull();
    }
  });

  it("shows level, completion and strength with bands and 7-block meters", async () => {
    renderProfilePage(aFilledProfile());
    const level = await card("Level");
    expect(level.textContent).toContain("Level 4: Contender");
    expect(level.textContent).toContain("Next level: Application Ready");
    const completion = await card("Profile Completion");
    expect(completion.textContent).toContain("Your profile is 68% complete");
    const strength = await card("Profile Strength");
    const meters = within(strength).getAllByRole("meter");
    expect(meters.map((meter) => meter.getAttribute("aria-valuetext"))).toEqual([
      "85 out of 100, Good",
      "72 out of 100, Average",
    ]);
    expect(meters[0]?.children).toHaveLength(7);
    expect(strength.textContent).toContain("Resume ScoreNA Not evaluated yet");
    // A complete profile has nothing to fill in.
    expect(screen.queryByRole("button", { name: "Fill missing details" })).toBeNull();
  });

  it("shows 'NA' and 'No data available.' for a new student, and leads to the first gap", async () => {
    const { user } = renderProfilePage(anEmptyProfile());
    const details = await card("Student Details");
    expect(within(details).getAllByText("NA")).toHaveLength(2);
    expect(within(await card("Academic Scores")).getAllByText("NA")).toHaveLength(3);
    expect(screen.getAllByText("No data available.")).toHaveLength(3);

    await user.click(await screen.findByRole("button", { name: "Fill missing details" }));
    expect(document.activeElement?.textContent).toBe("Student Details");
  });

  it("on a second visit answers from the cache, asking again only for the strength", async () => {
    const { fake } = renderProfilePage(aFilledProfile());
    await card("Profile Strength");
    cleanup();
    // A resume evaluated late (in the worker) changed the resume score meanwhile.
    fake.strength = { ...SOME_STRENGTH, resume_overall_score: 64 };
    visitProfile();
    expect((await card("Student Details")).textContent).toContain("Asha Rao");
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Profile Strength" }).textContent).toContain("64"),
    );
    expect(fake.graphql.callsOf("studentProfile")).toHaveLength(1);
    expect(fake.graphql.callsOf("studentProgress")).toHaveLength(1);
    expect(fake.graphql.callsOf("studentProfileStrength")).toHaveLength(2);
  });

  it("toasts a failed load and loads again on retry", async () => {
    const { fake, user } = renderProfilePage(aFilledProfile(), [
      "studentProfile",
      "studentProfileStrength",
    ]);
    await waitFor(() => expect(toasts().textContent).toContain(M.fetchInfoFailed));
    await waitFor(() => expect(toasts().textContent).toContain(M.fetchStrengthFailed));
    // The progress answered: only the failed reads show a failure, each with its own retry.
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Level" }).textContent).toContain("Contender"),
    );

    fake.failing.clear();
    await user.click(screen.getByRole("button", { name: "Retry loading profile" }));
    expect((await card("Work Experience")).textContent).toContain("24 months");
    await user.click(screen.getByRole("button", { name: "Retry loading profile strength" }));
    expect(await screen.findAllByRole("meter")).toHaveLength(2);
    expect(fake.graphql.callsOf("studentProfileStrength")).toEqual([{}, {}]);
  });
});

describe("saving from the profile page", () => {
  async function editWork(user: ReturnType<typeof userEvent.setup>, months: string) {
    await user.click(await screen.findByRole("button", { name: EDIT_BUTTON_NAMES.work }));
    const dialog = await screen.findByRole("dialog", { name: "Update Work Experience" });
    const field = within(dialog).getByLabelText("Full-time experience (months)");
    await user.clear(field);
    await user.type(field, months);
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    return dialog;
  }

  it("sends the full stats, recalculates, and the progress and strength cards read again", async () => {
    const { fake, user } = renderProfilePage(aFilledProfile());
    expect((await card("Profile Completion")).textContent).toContain("68% complete");
    // What the server computes once the work experience is saved.
    fake.progress = { ...SOME_PROGRESS, totalPercentage: 74 };
    fake.strength = { ...SOME_STRENGTH, abScore: 90 };
    await editWork(user, "30");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(toasts().textContent).toContain(M.updated);
    expect((await card("Work Experience")).textContent).toContain("Full-time30 months");

    expect(fake.graphql.callsOf("updateStudentStats")[0]).not.toHaveProperty("studentId");
    expect(inputsOf(fake, "updateStudentStats")[0]).toMatchObject({
      section: "work",
      work_ex: { full: 30, internship: 6 },
      gpa: 3.6,
      courses: ["CS", "DS"],
      conferences: ["Neural Information Processing Systems (NeurIPS)", "Other", "Other"],
    });
    expect(fake.graphql.callsOf("recalculateShortlist")).toEqual([{}]);
    // No refetch list: the save evicted both reads, and their cards asked again by themselves.
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Profile Completion" }).textContent).toContain(
        "74% complete",
      ),
    );
    const strength = within(await card("Profile Strength")).getAllByRole("meter")[0];
    expect(strength?.getAttribute("aria-valuetext")).toBe("90 out of 100, Good");
    const fields = fake.graphql.calls.map((call) => call.field);
    const saved = fields.indexOf("updateStudentStats");
    expect(
      fields
        .slice(saved)
        .filter((f) => f !== "recalculateShortlist")
        .sort(),
    ).toEqual(["studentProfileStrength", "studentProgress", "updateStudentStats"]);
  });

  it("a failed re-read after a save keeps the figures shown, as the old refresh did", async () => {
    const { fake, user } = renderProfilePage(aFilledProfile());
    expect((await card("Profile Completion")).textContent).toContain("68% complete");
    fake.failing.add("studentProgress");
    await editWork(user, "30");
    expect(await within(toasts()).findByText(M.updated)).not.toBeNull();
    await waitFor(() => expect(fake.graphql.callsOf("studentProgress")).toHaveLength(2));
    // Let the failed answer reach the card before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole("region", { name: "Profile Completion" }).textContent).toContain(
      "68% complete",
    );
    expect(toasts().textContent).not.toContain(PROFILE_PAGE_MESSAGES.fetchProgressFailed);
  });

  it("asks a Google sign-up to confirm the category, and stops asking once it is saved", async () => {
    const profile = aFilledProfile();
    const { fake, user } = renderProfilePage({
      ...profile,
      studentInfo: { ...profile.studentInfo, category_confirmed: false },
    });
    const prompt = await screen.findByRole("region", { name: CATEGORY_PROMPT.title });
    await user.click(within(prompt).getByRole("button", { name: CATEGORY_PROMPT.action }));
    const dialog = await screen.findByRole("dialog", { name: "Update Personal Information" });
    await user.selectOptions(within(dialog).getByLabelText("Category"), "Domestic Student");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(inputsOf(fake, "updateStudentInfo")[0]).toMatchObject({ category: "Domestic Student" });
    expect(screen.queryByRole("region", { name: CATEGORY_PROMPT.title })).toBeNull();
  });

  it("does not ask a student who chose a category at registration", async () => {
    renderProfilePage(aFilledProfile());
    await card("Student Details");
    expect(screen.queryByRole("region", { name: CATEGORY_PROMPT.title })).toBeNull();
  });

  it("a failed save toasts 'Failed to update profile' and the card keeps its data", async () => {
    const { fake, user } = renderProfilePage(aFilledProfile());
    fake.failing.add("updateStudentStats");
    fake.refusal.errors = { fulltimeMonths: M.workMonths("Full-time") };
    const dialog = await editWork(user, "30");
    await waitFor(() => expect(toasts().textContent).toContain(M.updateFailed));
    expect((await card("Work Experience")).textContent).toContain("Full-time24 months");
    // The modal stays, with the student's input, the server's explanation and its field message.
    expect(within(dialog).getByRole("alert").textContent).toBe(
      M.updateStatsFailed("Please check the highlighted fields."),
    );
    const field = within(dialog).getByLabelText<HTMLInputElement>("Full-time experience (months)");
    expect(field.value).toBe("30");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getByText(M.workMonths("Full-time"))).not.toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fake.graphql.callsOf("recalculateShortlist")).toEqual([]);
    // Nothing was saved, so nothing was evicted: progress was read once.
    expect(fake.graphql.callsOf("studentProgress")).toHaveLength(1);
  });
});
