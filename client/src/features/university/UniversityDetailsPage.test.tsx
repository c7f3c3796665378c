import { MockedProvider } from "@apollo/client/testing/react";
import { UNIVERSITY_MESSAGES } from "@gradplan/schema";
import { screen, waitFor } from "@testing-library/react";
import type { ComponentProps } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { UniversityDetailsDocument } from "../../graphql/generated";
import { renderRoutes } from "../../test/render";
import { callsTo, stubFetch } from "../../test/session";
import { UniversityDetailsPage } from "./UniversityDetailsPage";

const STANFORD = {
  __typename: "University" as const,
  universityId: 42,
  name: "Stanford University",
  city: "Stanford",
  state: "CA",
  website: "https://www.stanford.edu/",
  universityType: "Private",
  acceptanceRate: 3.9,
  tuition: 62484,
  researchTier: "R1",
  courseCount: 11,
};

type Mock = NonNullable<ComponentProps<typeof MockedProvider>["mocks"]>[number];

const request = { query: UniversityDetailsDocument, variables: { universityId: 42 } };

function renderDetails(search: string, mocks: Mock[] = []) {
  return renderRoutes(
    [
      {
        path: "/university-details",
        element: (
          <MockedProvider mocks={mocks}>
            <UniversityDetailsPage />
          </MockedProvider>
        ),
      },
    ],
    `/university-details${search}`,
  );
}

const COURSES_PATH = "/api/get-university-specific-courses-list/42";

describe("UniversityDetailsPage", () => {
  // The courses (REST) have their own tests in UniversityCourses.test.tsx: here, none.
  let fetchMock: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    fetchMock = stubFetch(() => Response.json([]));
  });

  it("shows the name from the link at once and a skeleton while loading, then the facts", async () => {
    renderDetails("?universityName=Stanford+University&universityId=42", [
      { request, result: { data: { university: STANFORD } } },
    ]);
    expect(screen.getByRole("heading", { level: 1, name: "Stanford University" })).not.toBeNull();
    expect(screen.getByTestId("skeleton").getAttribute("aria-busy")).toBe("true");

    expect(await screen.findByText("Stanford, CA, USA")).not.toBeNull();
    expect(screen.queryByText("Loading university details")).toBeNull();
    for (const text of [
      "Private",
      "3.9%",
      "$62,484 per year",
      "R1: very high research activity",
      "11",
    ]) {
      expect(screen.getByText(text)).not.toBeNull();
    }
    const website = screen.getByRole("link", { name: "www.stanford.edu (opens in a new tab)" });
    expect(website.getAttribute("href")).toBe("https://www.stanford.edu/");
    expect(website.getAttribute("rel")).toBe("noopener noreferrer");
    expect(document.title).toBe("Stanford University | GradPlan");
    expect(screen.getByRole("heading", { level: 2, name: "Courses" })).not.toBeNull();
    expect(
      await screen.findByText("This university lists no graduate courses yet."),
    ).not.toBeNull();
    expect(callsTo(fetchMock, COURSES_PATH)).toBe(1);
  });

  it("says the university was not found when the API answers null", async () => {
    renderDetails("?universityName=Gone+College&universityId=42", [
      { request, result: { data: { university: null } } },
    ]);
    expect(await screen.findByText(UNIVERSITY_MESSAGES.notFound)).not.toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Gone College" })).not.toBeNull();
    const back = screen.getByRole("link", { name: "Explore universities" });
    expect(back.getAttribute("href")).toBe("/university-search");
    // No courses section and no courses request for a university that does not exist.
    expect(screen.queryByRole("heading", { name: "Courses" })).toBeNull();
    expect(callsTo(fetchMock, COURSES_PATH)).toBe(0);
  });

  it.each(["?universityName=MIT&universityId=abc", "?universityName=MIT", "?universityId=-3"])(
    "says not found without asking the API when the id is not a number (%s)",
    (search) => {
      // No mocks: any request would fail the test with an error state instead.
      renderDetails(search);
      expect(screen.getByText(UNIVERSITY_MESSAGES.notFound)).not.toBeNull();
      expect(screen.queryByTestId("skeleton")).toBeNull();
    },
  );

  it("shows 'Error fetching university details' when the request fails", async () => {
    renderDetails("?universityName=Stanford+University&universityId=42", [
      { request, error: new Error("Network down") },
    ]);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Error fetching university details");
    expect(callsTo(fetchMock, COURSES_PATH)).toBe(0);
    expect(screen.getByRole("heading", { level: 1, name: "Stanford University" })).not.toBeNull();
  });

  it("falls back to the API's name when the link has none", async () => {
    renderDetails("?universityId=42", [{ request, result: { data: { university: STANFORD } } }]);
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Stanford University"),
    );
  });
});
