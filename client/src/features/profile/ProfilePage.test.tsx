import { PROFILE_MESSAGES as M } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { renderRoutes, renderWithProviders } from "../../test/render";
import { logIn } from "../../test/session";
import { CATEGORY_PROMPT } from "./CategoryPrompt";
import { ProfilePage } from "./ProfilePage";
import { aFilledProfile, anEmptyProfile } from "./profileFixtures";
import { type FakeCall, fakeProfileServer } from "./profileTestServer";
import { EDIT_BUTTON_NAMES } from "./sectionLabels";

function renderProfile(profile = aFilledProfile(), failing: FakeCall[] = []) {
  logIn();
  const server = fakeProfileServer(profile);
  for (const call of failing) server.failing.add(call);
  const user = userEvent.setup();
  renderWithProviders(<ProfilePage />);
  return { server, user };
}

/** A card once every slice has answered (skeleton cards carry the same names meanwhile). */
async function card(name: string) {
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return screen.getByRole("region", { name });
}
const toasts = () => screen.getByRole("status", { name: "Notifications" });

describe("the profile page", () => {
  it("is the lazy /profile route, titled Profile", async () => {
    logIn();
    fakeProfileServer(aFilledProfile());
    renderRoutes(routes, "/profile");
    expect(await screen.findByRole("heading", { level: 1, name: "Profile" })).not.toBeNull();
    await waitFor(() => expect(document.title).toBe("Profile | GradPlan"));
  });

  it("shows every card of a filled profile", async () => {
    renderProfile();
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
    renderProfile();
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
    const { user } = renderProfile(anEmptyProfile());
    const details = await card("Student Details");
    expect(within(details).getAllByText("NA")).toHaveLength(2);
    expect(within(await card("Academic Scores")).getAllByText("NA")).toHaveLength(3);
    expect(screen.getAllByText("No data available.")).toHaveLength(3);

    await user.click(await screen.findByRole("button", { name: "Fill missing details" }));
    expect(document.activeElement?.textContent).toBe("Student Details");
  });

  it("toasts a failed load and loads again on retry", async () => {
    const { server, user } = renderProfile(aFilledProfile(), [
      "get-student-info",
      "student-profile-strength",
    ]);
    await waitFor(() => expect(toasts().textContent).toContain(M.fetchInfoFailed));
    expect(toasts().textContent).toContain(M.fetchStrengthFailed);

    server.failing.clear();
    await user.click(screen.getByRole("button", { name: "Retry loading profile" }));
    expect((await card("Work Experience")).textContent).toContain("24 months");
    await user.click(screen.getByRole("button", { name: "Retry loading profile strength" }));
    expect(await screen.findAllByRole("meter")).toHaveLength(2);
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

  it("sends the full stats, recalculates, refreshes progress and shows the new data", async () => {
    const { server, user } = renderProfile();
    await editWork(user, "30");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(toasts().textContent).toContain(M.updated);
    expect((await card("Work Experience")).textContent).toContain("Full-time30 months");

    const [update] = server.updates;
    expect(update?.call).toBe("update-student-stats");
    expect(update?.body).toMatchObject({
      section: "work",
      work_ex: { full: 30, internship: 6 },
      gpa: 3.6,
      courses: ["CS", "DS"],
      conferences: ["Neural Information Processing Systems (NeurIPS)", "Other", "Other"],
    });
    const after = server.calls.slice(server.calls.indexOf("PUT /api/update-student-stats/st_1001"));
    expect(after).toEqual([
      "PUT /api/update-student-stats/st_1001",
      "GET /api/shortlist-universities/st_1001",
      "GET /api/get-student-progress/st_1001",
      "GET /api/student-profile-strength/st_1001",
    ]);
  });

  it("asks a Google sign-up to confirm the category, and stops asking once it is saved", async () => {
    const profile = aFilledProfile();
    const { server, user } = renderProfile({
      ...profile,
      studentInfo: { ...profile.studentInfo, category_confirmed: false },
    });
    const prompt = await screen.findByRole("region", { name: CATEGORY_PROMPT.title });
    await user.click(within(prompt).getByRole("button", { name: CATEGORY_PROMPT.action }));
    const dialog = await screen.findByRole("dialog", { name: "Update Personal Information" });
    await user.selectOptions(within(dialog).getByLabelText("Category"), "Domestic Student");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.updates[0]?.body).toMatchObject({ category: "Domestic Student" });
    expect(screen.queryByRole("region", { name: CATEGORY_PROMPT.title })).toBeNull();
  });

  it("does not ask a student who chose a category at registration", async () => {
    renderProfile();
    await card("Student Details");
    expect(screen.queryByRole("region", { name: CATEGORY_PROMPT.title })).toBeNull();
  });

  it("a failed save toasts 'Failed to update profile' and the card keeps its data", async () => {
    const { server, user } = renderProfile();
    server.failing.add("update-student-stats");
    const dialog = await editWork(user, "30");
    await waitFor(() => expect(toasts().textContent).toContain(M.updateFailed));
    expect((await card("Work Experience")).textContent).toContain("Full-time24 months");
    // The modal stays, with the student's input and the server's explanation.
    expect(within(dialog).getByRole("alert").textContent).toBe(
      M.updateStatsFailed("Please check the highlighted fields."),
    );
    expect(
      within(dialog).getByLabelText<HTMLInputElement>("Full-time experience (months)").value,
    ).toBe("30");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(server.calls).not.toContain("GET /api/shortlist-universities/st_1001");
  });
});
