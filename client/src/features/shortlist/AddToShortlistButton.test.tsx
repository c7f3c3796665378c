import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { deferred } from "../../test/deferred";
import { fakeGraphql, graphqlError } from "../../test/graphql";
import { renderWithProviders } from "../../test/render";
import { AddToShortlistButton } from "./AddToShortlistButton";

const toasts = () => screen.getByRole("status", { name: "Notifications" });
const kind = () => toasts().querySelector("[data-kind]")?.getAttribute("data-kind");

describe("AddToShortlistButton", () => {
  it("names the university where the label needs it", () => {
    fakeGraphql();
    renderWithProviders(
      <>
        <AddToShortlistButton courseId={101} courseName="MS in CS" />
        <AddToShortlistButton
          courseId={102}
          courseName="MS in EE"
          universityName="Stanford University"
        />
      </>,
    );
    expect(screen.getByRole("button", { name: "Add MS in CS to shortlist" })).not.toBeNull();
    expect(
      screen.getByRole("button", { name: "Add MS in EE at Stanford University to shortlist" }),
    ).not.toBeNull();
  });

  it("runs checkAndAddCourse once while pending, then toasts the outcome", async () => {
    const answer = deferred<boolean>();
    const graphql = fakeGraphql({ checkAndAddCourse: () => answer.promise });
    const user = userEvent.setup();
    renderWithProviders(<AddToShortlistButton courseId={101} courseName="MS in CS" />);
    const plus = screen.getByRole("button", { name: "Add MS in CS to shortlist" });
    await user.click(plus);
    // Still focusable while the request runs, but a second press adds nothing twice.
    await waitFor(() => expect(plus.getAttribute("aria-disabled")).toBe("true"));
    await user.click(plus);
    expect(graphql.callsOf("checkAndAddCourse")).toEqual([{ courseId: 101 }]);

    answer.resolve(false);
    await waitFor(() => expect(toasts().textContent).toContain("Course added successfully."));
    expect(kind()).toBe("success");
    expect(plus.getAttribute("aria-disabled")).toBeNull();
  });

  it("warns when the course is there already, and toasts a failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let outcome: () => boolean = () => true;
    const graphql = fakeGraphql({ checkAndAddCourse: () => outcome() });
    const user = userEvent.setup();
    renderWithProviders(<AddToShortlistButton courseId={7} courseName="MS in CS" />);
    const plus = screen.getByRole("button", { name: "Add MS in CS to shortlist" });
    await user.click(plus);
    await waitFor(() => expect(toasts().textContent).toContain("This course is already present."));
    expect(kind()).toBe("warning");

    outcome = () => {
      throw graphqlError("down", "INTERNAL_SERVER_ERROR");
    };
    await waitFor(() => expect(plus.getAttribute("aria-disabled")).toBeNull());
    await user.click(plus);
    await waitFor(() =>
      expect(toasts().textContent).toContain("Failed to add course to shortlisting."),
    );
    expect(graphql.callsOf("checkAndAddCourse")).toHaveLength(2);
  });
});
