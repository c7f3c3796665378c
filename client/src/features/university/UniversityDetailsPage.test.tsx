import { UNIVERSITY_MESSAGES } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred } from "../../test/deferred";
import { type FakeGraphql, fakeGraphql, graphqlError } from "../../test/graphql";
import { renderDetailsPage, STANFORD, STANFORD_LINK } from "./detailsPageTestKit";
import { FACT_GROUPS } from "./UniversityFacts";

/** The courses have their own tests (UniversityCourses.test.tsx): here the university has none. */
function fakeUniversity(university: () => unknown): FakeGraphql {
  return fakeGraphql({
    university,
    universityCourses: () => [],
    universityCourseResults: () => [],
  });
}

describe("UniversityDetailsPage", () => {
  it("shows the name from the link at once and a skeleton while loading, then the facts", async () => {
    const answer = deferred<typeof STANFORD>();
    const graphql = fakeUniversity(() => answer.promise);
    renderDetailsPage(STANFORD_LINK);
    expect(screen.getByRole("heading", { level: 1, name: "Stanford University" })).not.toBeNull();
    expect(screen.getByTestId("skeleton").getAttribute("aria-busy")).toBe("true");

    answer.resolve(STANFORD);
    expect(await screen.findByText("Stanford, CA, USA")).not.toBeNull();
    expect(screen.queryByText("Loading university details")).toBeNull();
    for (const text of ["Private nonprofit", "R1: very high research activity", "11"]) {
      expect(screen.getByText(text)).not.toBeNull();
    }
    // One tuition and fees figure for its graduate programs, with its IPEDS source.
    expect(screen.getByText(/^\$62,484 a year/).textContent).toContain("IPEDS 2023-24");
    // The undergraduate acceptance rate says nothing about a Master's program: not shown.
    expect(screen.queryByText("3.9%")).toBeNull();
    expect(screen.queryByText("Acceptance rate")).toBeNull();
    const website = screen.getByRole("link", { name: "www.stanford.edu (opens in a new tab)" });
    expect(website.getAttribute("href")).toBe("https://www.stanford.edu/");
    expect(website.getAttribute("rel")).toBe("noopener noreferrer");
    const apply = screen.getByRole("link", {
      name: "gradadmissions.stanford.edu/apply (opens in a new tab)",
    });
    expect(apply.getAttribute("href")).toBe("https://gradadmissions.stanford.edu/apply");
    expect(document.title).toBe("Stanford University | GradPlan");
    expect(screen.getByRole("heading", { level: 2, name: "Courses" })).not.toBeNull();
    expect(
      await screen.findByText("This university lists no graduate courses yet."),
    ).not.toBeNull();
    expect(graphql.callsOf("university")).toEqual([{ universityId: 42 }]);
    expect(graphql.callsOf("universityCourses")).toEqual([{ universityId: 42 }]);
  });

  it("groups the facts by kind in one compact list, each figure keeping its source and year", async () => {
    fakeUniversity(() => STANFORD);
    renderDetailsPage(STANFORD_LINK);
    await screen.findByText("Stanford, CA, USA");
    /** Each group's terms and values, in order. */
    const facts = (kind: string) => {
      const group = screen.getByRole("group", { name: kind });
      const terms = within(group).getAllByRole("term");
      return terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    };
    expect(screen.getAllByRole("group").map((group) => group.getAttribute("aria-label"))).toEqual(
      Object.values(FACT_GROUPS),
    );
    expect(facts(FACT_GROUPS.place)).toEqual([
      ["Location", "Stanford, CA, USA"],
      ["Control", "Private nonprofit"],
    ]);
    const [programs, tuition] = facts(FACT_GROUPS.size);
    expect(programs).toEqual(["Programs", "11"]);
    expect(tuition?.[0]).toBe("Tuition and fees 2023-24");
    expect(tuition?.[1]).toMatch(/^\$62,484 a year.*IPEDS 2023-24/);
    expect(facts(FACT_GROUPS.research)).toEqual([
      ["Research (Carnegie 2021)", "R1: very high research activity"],
    ]);
    expect(facts(FACT_GROUPS.links).map(([term]) => term)).toEqual(["Website", "Application page"]);
    // One box: no fact is a card of its own.
    expect(screen.getAllByRole("term")).toHaveLength(7);
  });

  it("says the university was not found when the API answers null, not the link's name", async () => {
    const graphql = fakeUniversity(() => null);
    renderDetailsPage("?universityName=Gone+College&universityId=42");
    expect(await screen.findByText(UNIVERSITY_MESSAGES.notFound)).not.toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("University not found");
    expect(document.title).toBe("University not found | GradPlan");
    const back = screen.getByRole("link", { name: "Explore universities" });
    expect(back.getAttribute("href")).toBe("/university-search");
    // No courses section and no courses request for a university that does not exist.
    expect(screen.queryByRole("heading", { name: "Courses" })).toBeNull();
    expect(graphql.callsOf("universityCourses")).toEqual([]);
  });

  it.each(["?universityName=MIT&universityId=abc", "?universityName=MIT", "?universityId=-3"])(
    "says not found without asking the API when the id is not a number (%s)",
    (search) => {
      const graphql = fakeUniversity(() => STANFORD);
      renderDetailsPage(search);
      expect(screen.getByText(UNIVERSITY_MESSAGES.notFound)).not.toBeNull();
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("University not found");
      expect(screen.queryByTestId("skeleton")).toBeNull();
      expect(graphql.calls).toEqual([]);
    },
  );

  it("shows 'Error fetching university details' when the request fails", async () => {
    const graphql = fakeUniversity(() => {
      throw graphqlError("Network down", "INTERNAL_SERVER_ERROR");
    });
    renderDetailsPage(STANFORD_LINK);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Error fetching university details");
    expect(graphql.callsOf("universityCourses")).toEqual([]);
    expect(screen.getByRole("heading", { level: 1, name: "Stanford University" })).not.toBeNull();
  });

  it("shows the university's own name once known, over the link's", async () => {
    fakeUniversity(() => STANFORD);
    renderDetailsPage("?universityName=Stanfrod&universityId=42");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Stanfrod");
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Stanford University"),
    );
  });

  it("falls back to the API's name when the link has none", async () => {
    fakeUniversity(() => STANFORD);
    renderDetailsPage("?universityId=42");
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Stanford University"),
    );
  });
});
