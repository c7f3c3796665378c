import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { deferred } from "../../../test/deferred";
import { region } from "../../../test/page";
import { logIn } from "../../../test/session";
import { aSummary, fakeResultsApi, openResultsPage } from "./resultsFixtures";

// The page and the Apollo layout load lazily: loaded here, the first test waits for neither.
beforeAll(
  () => Promise.all([import("./CommunityResultsPage"), import("../../../app/GraphqlLayout")]),
  30_000,
);

const COURSE = "?universityId=42&courseId=101";
const BAND = { gpaFrom: 3.45, gpaTo: 3.75, greFrom: 319, greTo: 329 };
const PANEL = "Applicants like you";

describe("Applicants like you, on the community results page", () => {
  it("shows a skeleton while loading, then the band and the figures of 5 or more", async () => {
    logIn();
    const answer = deferred<unknown>();
    const graphql = fakeResultsApi({ resultsLikeMine: () => answer.promise });
    await openResultsPage(COURSE);
    expect(await screen.findByText("Loading results of applicants like you")).not.toBeNull();
    answer.resolve({
      band: BAND,
      summary: aSummary({
        results: 7,
        accepted: 4,
        rejected: 2,
        waitListed: 1,
        other: 0,
        admitRate: 67,
      }),
    });
    const panel = within(await region(PANEL));
    expect(
      panel.getByText(
        "7 results at this course from applicants with a GPA of 3.45–3.75 and a GRE of 319–329, around your profile.",
      ),
    ).not.toBeNull();
    expect(panel.getByText("Admit rate").nextElementSibling?.textContent).toBe("67%");
    expect(panel.getByText("Accepted").nextElementSibling?.textContent).toBe("4");
    expect(panel.getByText("Wait listed").nextElementSibling?.textContent).toBe("1");
    expect(graphql.callsOf("resultsLikeMine")).toEqual([{ courseId: 101 }]);
  });

  it("with too few, says only that there are not enough: no count, no figures", async () => {
    logIn();
    fakeResultsApi({
      resultsLikeMine: () => ({ band: { ...BAND, greFrom: null, greTo: null }, summary: null }),
    });
    await openResultsPage(COURSE);
    const panel = await region(PANEL);
    expect(panel.textContent).toBe(
      `${PANEL}Compared with applicants with a GPA of 3.45–3.75, around your profile.Not enough results from applicants like you yet.`,
    );
  });

  it("invites a student without a GPA to add it in the profile", async () => {
    logIn();
    fakeResultsApi({ resultsLikeMine: () => ({ band: null, summary: null }) });
    await openResultsPage(COURSE);
    const panel = within(await region(PANEL));
    expect(panel.getByText(/Add your GPA to your profile/)).not.toBeNull();
    expect(panel.getByRole("link", { name: "Go to your profile" }).getAttribute("href")).toBe(
      "/profile",
    );
    expect(panel.queryByText("Admit rate")).toBeNull();
  });

  it("invites a visitor to log in, without asking the server", async () => {
    const graphql = fakeResultsApi({ resultsLikeMine: () => ({ band: BAND, summary: null }) });
    const { router } = await openResultsPage(COURSE);
    const panel = within(await region(PANEL));
    expect(
      panel.getByText(/Log in to see how applicants with a GPA and GRE like yours did/),
    ).not.toBeNull();
    expect(graphql.callsOf("resultsLikeMine")).toEqual([]);
    // The login page returns to where the link was followed: this course.
    await userEvent.setup().click(panel.getByRole("link", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: "/community-results", search: COURSE },
    });
  });

  it("is not shown before a course is chosen", async () => {
    logIn();
    const graphql = fakeResultsApi({ resultsLikeMine: () => ({ band: BAND, summary: null }) });
    await openResultsPage("?universityId=42");
    await region("Results");
    expect(screen.queryByRole("region", { name: PANEL })).toBeNull();
    expect(graphql.callsOf("resultsLikeMine")).toEqual([]);
  });
});
