import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { graphqlError } from "../../test/graphql";
import { logIn } from "../../test/session";
import {
  answer,
  aResult,
  fakeSearchApi,
  loadSearchPage,
  openSearchPage,
  withChances,
} from "./searchFixtures";

beforeAll(loadSearchPage, 30_000);

const PLUS = "Add MS in Computer Science at Stanford University to shortlist";

async function clickPlus(checkAndAddCourse: () => boolean) {
  const student = logIn();
  const { graphql } = fakeSearchApi(() => answer([withChances(aResult(), "safe", 70)]), {
    checkAndAddCourse,
  });
  await openSearchPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: PLUS }));
  const toasts = screen.getByRole("status", { name: "Notifications" });
  return { student, graphql, toasts, user };
}

// Role queries over whole pages are slow in jsdom; under a full parallel run 5 s is too tight.
describe("Add to shortlist ('+') on a search card", () => {
  it("sends the student and course, and toasts 'Course added successfully.'", async () => {
    const { graphql, toasts } = await clickPlus(() => false);
    await waitFor(() => expect(toasts.textContent).toContain("Course added successfully."));
    expect(graphql.callsOf("checkAndAddCourse")).toEqual([{ courseId: 101 }]);
    expect(toasts.querySelector("[data-kind]")?.getAttribute("data-kind")).toBe("success");
  });

  it("warns 'This course is already present.' when it exists", async () => {
    const { toasts } = await clickPlus(() => true);
    await waitFor(() => expect(toasts.textContent).toContain("This course is already present."));
    expect(toasts.querySelector("[data-kind]")?.getAttribute("data-kind")).toBe("warning");
  });

  it("toasts 'Failed to add course to shortlisting.' on failure, and can be pressed again", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { graphql, toasts, user } = await clickPlus(() => {
      throw graphqlError("Course not found.", "NOT_FOUND");
    });
    await waitFor(() =>
      expect(toasts.textContent).toContain("Failed to add course to shortlisting."),
    );
    expect(toasts.querySelector("[data-kind]")?.getAttribute("data-kind")).toBe("error");
    expect(logged).toHaveBeenCalledWith("Adding to the shortlist failed:", expect.anything());
    // The button is usable again for another try.
    const plus = screen.getByRole("button", { name: PLUS });
    expect(plus.getAttribute("aria-disabled")).toBeNull();
    await user.click(plus);
    await waitFor(() => expect(graphql.callsOf("checkAndAddCourse")).toHaveLength(2));
  });
});
