import { waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { region } from "../../../test/page";
import { renderDetailsPage, STANFORD } from "../../university/detailsPageTestKit";
import { aPage, aRow, aSummary, fakeResultsApi, HIDDEN_SUMMARY } from "./resultsFixtures";

const SECTION = "Community results";

describe("University details: community results", () => {
  it("lists each course's summary, the chosen course's results and links to all of them", async () => {
    const graphql = fakeResultsApi({
      university: () => STANFORD,
      universityCourses: () => [],
      communityResults: (args) =>
        args.courseId === 102
          ? aPage([aRow({ courseId: 102, decision: "Wait Listed", sample: true })], { total: 25 })
          : aPage([aRow(), aRow({ decision: "Rejected" })]),
    });
    const user = userEvent.setup();
    renderDetailsPage();
    const section = within(await region(SECTION));

    const courses = section.getByRole("table", { name: "Shared results by course" });
    expect(
      within(courses)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "CourseResultsAcceptedRejectedAdmit rate",
      "MS in Computer ScienceResults12Accepted6Rejected4Admit rate60%",
      "MS in Electrical EngineeringResults3AcceptedNot shownRejectedNot shownAdmit rateNot shown",
    ]);
    expect(section.getByText(/Fewer than 5 results/)).not.toBeNull();
    expect(section.getByRole("link", { name: "See all results" }).getAttribute("href")).toBe(
      "/community-results?universityId=42",
    );

    // The course with the most results is shown first, without its program repeated per row.
    const rows = section.getByRole("table", { name: "Results for MS in Computer Science" });
    expect(within(rows).getAllByRole("row")).toHaveLength(3);
    expect(within(rows).queryByRole("columnheader", { name: "Program" })).toBeNull();
    expect(graphql.callsOf("communityResults")[0]).toEqual({ universityId: 42, courseId: 101 });

    await user.selectOptions(section.getByRole("combobox", { name: "Course" }), "102");
    const other = await section.findByRole("table", {
      name: "Results for MS in Electrical Engineering",
    });
    expect(within(other).getByText("Wait Listed")).not.toBeNull();
    expect(within(other).getByText("Sample")).not.toBeNull();
    expect(section.getByText(/synthetic demo data/)).not.toBeNull();
    const all = section.getByRole("link", {
      name: "See all 25 results for MS in Electrical Engineering",
    });
    expect(all.getAttribute("href")).toBe("/community-results?universityId=42&courseId=102");
  });

  it("invites results when no one has shared any for the university", async () => {
    fakeResultsApi({
      university: () => STANFORD,
      universityCourses: () => [],
      universityCourseResults: () => [],
    });
    renderDetailsPage();
    const section = within(await region(SECTION));
    expect(section.getByText("No one has shared results for this university yet.")).not.toBeNull();
    expect(section.getByRole("link", { name: "Share your results" }).getAttribute("href")).toBe(
      "/submit-results",
    );
    await waitFor(() => expect(section.queryByRole("table")).toBeNull());
  });

  it("hides a small course's figures but still lists its results", async () => {
    fakeResultsApi({
      university: () => STANFORD,
      universityCourses: () => [],
      universityCourseResults: () => [
        { courseId: 102, courseName: "MS in Electrical Engineering", summary: HIDDEN_SUMMARY },
      ],
      communityResults: () => aPage([aRow({ courseId: 102 })], { summary: aSummary() }),
    });
    renderDetailsPage();
    const section = within(await region(SECTION));
    expect(section.queryByText("60%")).toBeNull();
    expect(
      section.getByRole("table", { name: "Results for MS in Electrical Engineering" }),
    ).not.toBeNull();
  });
});
