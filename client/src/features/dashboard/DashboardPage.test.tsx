import { achievementOf, DASHBOARD_MESSAGES } from "@gradplan/schema";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { CheckAndAddCourseDocument } from "../../graphql/generated";
import { changedOutsideGraphql, runMutation } from "../../shared/graphql/request";
import { deferred } from "../../test/deferred";
import { region } from "../../test/page";
import { renderApp, renderGraphqlPage } from "../../test/render";
import { logIn } from "../../test/session";
import { profileApi } from "../profile";
import { aFilledProfile } from "../profile/profileFixtures";
import { DashboardPage } from "./DashboardPage";
import {
  aShortlistingStats,
  EMPTY_SHORTLIST,
  fakeDashboard,
  NO_EVALUATIONS,
  oneResumeStats,
  PROGRESS,
  renderDashboard,
  SOME_AWARDS,
  SOME_BADGES,
} from "./dashboardFixtures";

beforeAll(async () => {
  // The route test opens the lazy chunks; loading them here keeps that test's waits short.
  await Promise.all([import("../../app/PlatformLayout"), import("./DashboardPage")]);
}, 30_000);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => row.textContent);
const items = (card: HTMLElement) =>
  within(card)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
const hrefOf = (card: HTMLElement, name: string) =>
  within(card).getByRole("link", { name }).getAttribute("href");

describe("the dashboard page", () => {
  it("is the lazy /dashboard route: greets the student, keeps their facts and Log out", async () => {
    logIn({ category: "Domestic Student", applying_semester: null });
    fakeDashboard();
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).not.toBeNull();
    await waitFor(() => expect(document.title).toBe("Dashboard | GradPlan"));
    expect(screen.getByText("Welcome, Asha")).not.toBeNull();
    expect(screen.getByText("Domestic Student")).not.toBeNull();
    expect(screen.getByText("Not chosen yet")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Log out" })).not.toBeNull();
    await region("Badges");
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      "Next steps",
      "Shortlist",
      "Next deadlines",
      "SOP stats",
      "Resume stats",
      "Badges",
      "Awards",
    ]);
  });

  it("reads every slice for the signed-in student, once each", async () => {
    const { fake } = renderDashboard();
    await region("Awards");
    for (const field of [
      "shortlistingStats",
      "sopStats",
      "resumeStats",
      "badges",
      "awards",
      "studentProgress",
    ]) {
      expect(fake.graphql.callsOf(field)).toEqual([{}]);
    }
  });
});

describe("the student's facts", () => {
  it("read the applying semester from the live profile and follow its update at once", async () => {
    // Signed in before choosing a semester: the session says none, the profile says Fall.
    logIn({ applying_semester: null });
    const fake = fakeDashboard();
    const profile = aFilledProfile({ applying_semester: "Fall" });
    fake.graphql.fields.studentProfile = () => profile;
    renderGraphqlPage("/dashboard", <DashboardPage />);
    const semester = () => screen.getByText("Applying semester").nextElementSibling?.textContent;
    await waitFor(() => expect(semester()).toBe("Fall"));

    // Changed on the profile page: the mutation's answer is the same record, read at once.
    const spring = { ...profile.studentStats, applying_semester: "Spring" };
    fake.graphql.fields.updateStudentStats = () => spring;
    await act(() => profileApi.updateStudentStats(spring, "academic"));
    await waitFor(() => expect(semester()).toBe("Spring"));
    expect(fake.graphql.callsOf("studentProfile")).toHaveLength(1);
  });
});

describe("the shortlist cards", () => {
  it("show the total, both charts with their figures as tables, past due and rolling", async () => {
    renderDashboard();
    const card = await region("Shortlist");
    expect(card.textContent).toContain("4 programs shortlisted");
    expect(rowsOf(within(card).getByRole("table", { name: "Programs by admit chance" }))).toEqual([
      "Admit chancePrograms",
      "very safe0",
      "safe2",
      "moderate1",
      "ambitious1",
      "very ambitious0",
      "NA0",
      "not calculated0",
    ]);
    expect(rowsOf(within(card).getByRole("table", { name: "Programs by status" }))).toEqual([
      "StatusPrograms",
      "Shortlisted3",
      "Applied1",
      "Wait Listed0",
      "Accepted0",
      "Rejected0",
      "Admitted0",
    ]);
    // The pictures are for the eye: hidden from screen readers, which read the tables.
    const charts = card.querySelectorAll("svg");
    expect(charts).toHaveLength(2);
    for (const chart of charts) expect(chart.getAttribute("aria-hidden")).toBe("true");
    expect(card.textContent).toContain("Past due1 (still Shortlisted, every deadline passed)");
    expect(card.textContent).toContain("Rolling admission2");
    expect(hrefOf(card, "Open your shortlist")).toBe("/university-shortlisting");
  });

  it("list the next deadlines with course, university, date, how soon and status", async () => {
    const stats = aShortlistingStats();
    const [first, second] = stats.next_deadlines;
    renderDashboard({
      answers: {
        shortlistingStats: {
          ...stats,
          next_deadlines: [{ ...first, days_left: 0, deadline: "2026-11-25" }, second],
        },
      },
    });
    const card = await region("Next deadlines");
    expect(items(card)).toEqual([
      "MS in Computer ScienceStanford UniversityRegular deadline Nov 25, 2026, todayStatus: Shortlisted",
      "MS in Data SciencePurdue UniversityPriority deadline Jan 15, 2027, in 51 daysStatus: Applied",
    ]);
    expect(within(card).getByText("Nov 25, 2026").getAttribute("dateTime")).toBe("2026-11-25");
    expect(hrefOf(card, "Open your shortlist")).toBe("/university-shortlisting");
  });

  it("without a shortlist, lead to the university search", async () => {
    renderDashboard({ answers: { shortlistingStats: EMPTY_SHORTLIST } });
    const card = await region("Shortlist");
    expect(card.textContent).toContain("You have not shortlisted any programs yet.");
    expect(within(card).queryByRole("table")).toBeNull();
    expect(hrefOf(card, "Search universities")).toBe("/university-search");
    const deadlines = await region("Next deadlines");
    expect(deadlines.textContent).toContain("No upcoming deadlines");
    expect(within(deadlines).queryByRole("listitem")).toBeNull();
    expect(hrefOf(deadlines, "Search universities")).toBe("/university-search");
  });
});

describe("the SOP and resume stats", () => {
  it("show the count, the best and latest scores with bands, the change and the trend", async () => {
    renderDashboard();
    const sops = await region("SOP stats");
    expect(sops.textContent).toContain("3 SOPs, 3 evaluated");
    expect(within(sops).getByText("85/100").parentElement?.textContent).toContain(
      "85/100 GoodCMU MSCS, Nov 15, 2026",
    );
    expect(within(sops).getByText("78/100").parentElement?.textContent).toContain(
      "78/100 AverageStanford CS, Nov 20, 2026",
    );
    expect(
      within(sops)
        .getAllByRole("meter")
        .map((meter) => [meter.getAttribute("aria-label"), meter.getAttribute("aria-valuetext")]),
    ).toEqual([
      ["Best score: CMU MSCS", "85 out of 100, Good"],
      ["Latest score: Stanford CS", "78 out of 100, Average"],
    ]);
    expect(sops.textContent).toContain("↓ 7 points lower than the one before");
    const trend = within(sops).getByRole("table", { name: "Your last 3 SOPs, oldest first" });
    expect(rowsOf(trend).slice(1)).toEqual([
      "Nov 10, 2026Purdue ECE72/100 Average",
      "Nov 15, 2026CMU MSCS85/100 Good",
      "Nov 20, 2026Stanford CS78/100 Average",
    ]);
    expect(hrefOf(sops, "Evaluate an SOP")).toBe("/sop-evaluation");

    // One resume: its score, no change and no line to draw.
    const resumes = await region("Resume stats");
    expect(resumes.textContent).toContain("1 resume, 1 evaluated");
    expect(within(resumes).getAllByText("64/100")).toHaveLength(2);
    expect(within(resumes).getAllByText("Poor")).toHaveLength(2);
    expect(within(resumes).queryByRole("table")).toBeNull();
    expect(resumes.textContent).not.toContain("than the one before");
    expect(hrefOf(resumes, "Evaluate a resume")).toBe("/resume-evaluation");
  });

  it("say a rise in words too", async () => {
    const up = { ...oneResumeStats(70), change: 12 };
    renderDashboard({ answers: { resumeStats: up } });
    expect((await region("Resume stats")).textContent).toContain(
      "↑ 12 points higher than the one before",
    );
  });

  it("without any, lead to where to evaluate one", async () => {
    renderDashboard({
      answers: {
        sopStats: NO_EVALUATIONS,
        resumeStats: { ...NO_EVALUATIONS, count: 1 },
      },
    });
    const sops = await region("SOP stats");
    expect(sops.textContent).toContain("You have no SOPs yet.");
    expect(within(sops).queryByRole("meter")).toBeNull();
    expect(hrefOf(sops, "Evaluate an SOP")).toBe("/sop-evaluation");
    const resumes = await region("Resume stats");
    expect(resumes.textContent).toContain("None of your resumes is evaluated yet.");
    expect(hrefOf(resumes, "Evaluate a resume")).toBe("/resume-evaluation");
  });
});

describe("badges and awards", () => {
  it("show the earned ones with their dates, then the rest as goals with what earns them", async () => {
    renderDashboard();
    const badges = await region("Badges");
    expect(badges.textContent).toContain("2 of 6 earned");
    // Not by colour alone: the words say earned (and when) or goal.
    expect(items(badges)).toEqual([
      "First resume evaluatedYou uploaded a resume and read its evaluation.Earned Nov 12, 2026",
      "First SOP evaluatedYou had a statement of purpose evaluated.Earned Nov 15, 2026",
      "Profile completeEvery section of your profile is filled in.Goal: not earned yet",
      "Five programs shortlistedYou shortlisted 5 programs.Goal: not earned yet",
      "First application sentYou marked a shortlisted program as applied.Goal: not earned yet",
      "A result sharedYou shared your application results with students applying after you.Goal: not earned yet",
    ]);
    const awards = await region("Awards");
    expect(awards.textContent).toContain("1 of 4 earned");
    expect(items(awards)[0]).toBe(
      "SOP rated GoodA statement of purpose of yours scored 80 or more.Earned Nov 15, 2026",
    );
    expect(
      items(awards)
        .slice(1)
        .every((item) => item?.endsWith("Goal: not earned yet")),
    ).toBe(true);
  });

  it("with none earned, show every one as a goal", async () => {
    renderDashboard({ answers: { badges: [], awards: [] } });
    expect((await region("Badges")).textContent).toContain("0 of 6 earned");
    expect(items(await region("Awards"))).toHaveLength(4);
  });
});

describe("the next steps", () => {
  it("list what is missing, each a link to where to act", async () => {
    renderDashboard({ answers: { sopStats: NO_EVALUATIONS, resumeStats: NO_EVALUATIONS } });
    const card = await region("Next steps");
    const links = within(card)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Apply to MS in Computer Science at Stanford University", "/university-shortlisting"],
      ["Complete your profile", "/profile"],
      ["Upload your resume", "/resume-evaluation"],
      ["Write your statement of purpose", "/sop-evaluation"],
    ]);
    expect(card.textContent).toContain("Regular deadline Dec 1, 2026, in 6 days.");
    expect(card.textContent).toContain("It is 68% complete");
  });

  it("say so kindly when nothing is missing", async () => {
    const stats = aShortlistingStats();
    renderDashboard({
      answers: {
        studentProgress: { ...PROGRESS, totalPercentage: 100 },
        // Applied already: its deadline asks nothing more.
        shortlistingStats: {
          ...stats,
          next_deadlines: stats.next_deadlines.map((d) => ({ ...d, status: "Applied" })),
        },
      },
    });
    const card = await region("Next steps");
    expect(within(card).queryByRole("listitem")).toBeNull();
    expect(card.textContent).toContain("You're all set: nothing is missing right now.");
  });
});

describe("a slice that fails", () => {
  it("shows the spec's message and a retry in its place; the others still show", async () => {
    const { fake } = renderDashboard({ failing: ["sopStats"] });
    const sops = await region("SOP stats");
    expect(within(sops).getByRole("alert").textContent).toBe(DASHBOARD_MESSAGES.unknownError);
    expect(within(sops).queryByRole("meter")).toBeNull();
    // The rest of the page works.
    expect((await region("Resume stats")).textContent).toContain("1 resume, 1 evaluated");
    expect((await region("Shortlist")).textContent).toContain("4 programs shortlisted");
    expect((await region("Badges")).textContent).toContain("2 of 6 earned");
    // The next steps list what they know and say the list may be incomplete.
    const steps = await region("Next steps");
    expect(within(steps).getByRole("link", { name: "Complete your profile" })).not.toBeNull();
    expect(steps.textContent).toContain("may be incomplete");
    expect(steps.textContent).not.toContain("You're all set");

    fake.failing.delete("sopStats");
    const user = userEvent.setup();
    await user.click(within(sops).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(sops.textContent).toContain("3 SOPs, 3 evaluated"));
    expect(within(sops).queryByRole("alert")).toBeNull();
    expect(steps.textContent).not.toContain("may be incomplete");
    // Only that slice was read again.
    expect(fake.graphql.callsOf("sopStats")).toHaveLength(2);
    for (const field of ["shortlistingStats", "resumeStats", "badges", "awards"]) {
      expect(fake.graphql.callsOf(field)).toHaveLength(1);
    }
  });

  it("fails both cards it feeds when it is the shortlist's", async () => {
    renderDashboard({ failing: ["shortlistingStats", "awards"] });
    for (const name of ["Shortlist", "Next deadlines", "Awards"]) {
      expect(within(await region(name)).getByRole("alert").textContent).toBe(
        DASHBOARD_MESSAGES.unknownError,
      );
    }
    expect((await region("Badges")).textContent).toContain("2 of 6 earned");
  });

  it("shows skeletons while a slice loads, beside the slices already in", async () => {
    const badges = deferred<void>();
    renderDashboard({ held: { badges: badges.promise } });
    const card = await screen.findByRole("region", { name: "Badges" });
    expect(within(card).getByRole("status").textContent).toBe("Loading your badges");
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Awards" }).textContent).toContain("1 of 4"),
    );
    expect(within(card).getByTestId("skeleton")).not.toBeNull();
    badges.resolve();
    expect((await region("Badges")).textContent).toContain("2 of 6 earned");
  });
});

describe("after a change", () => {
  it("shows fresh resume figures and awards once a resume is evaluated", async () => {
    const { fake } = renderDashboard();
    expect((await region("Resume stats")).textContent).toContain("64/100");
    fake.answers.resumeStats = { ...oneResumeStats(88), count: 2, evaluated: 2, change: 24 };
    fake.answers.awards = [
      ...SOME_AWARDS,
      achievementOf("resume_good", "2026-11-26T10:00:00.000Z"),
    ];
    act(() => changedOutsideGraphql("evaluateResume"));
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Resume stats" }).textContent).toContain(
        "2 resumes, 2 evaluated",
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Awards" }).textContent).toContain("2 of 4 earned"),
    );
    expect(fake.graphql.callsOf("sopStats")).toHaveLength(1);
  });

  it("shows fresh shortlist figures and badges once a course is added", async () => {
    const { fake } = renderDashboard();
    expect((await region("Shortlist")).textContent).toContain("4 programs shortlisted");
    fake.graphql.fields.checkAndAddCourse = () => false;
    fake.answers.shortlistingStats = aShortlistingStats({ total: 5 });
    fake.answers.badges = [
      ...SOME_BADGES,
      achievementOf("five_shortlisted", "2026-11-26T10:00:00.000Z"),
    ];
    await act(() => runMutation(CheckAndAddCourseDocument, { courseId: 7 }, "checkAndAddCourse"));
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Shortlist" }).textContent).toContain(
        "5 programs shortlisted",
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Badges" }).textContent).toContain("3 of 6 earned"),
    );
    expect(fake.graphql.callsOf("resumeStats")).toHaveLength(1);
  });
});
