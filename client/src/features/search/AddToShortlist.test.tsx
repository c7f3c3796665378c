import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { logIn } from "../../test/session";
import {
  answer,
  aResult,
  loadSearchPage,
  openSearchPage,
  stubSearchApi,
  withChances,
} from "./searchFixtures";

beforeAll(loadSearchPage, 30_000);

const PLUS = "Add MS in Computer Science at Stanford University to shortlist";

async function clickPlus(addAnswer: () => Response) {
  const student = logIn();
  const { fetchMock } = stubSearchApi(
    () => answer([withChances(aResult(), "safe", 70)]),
    (path) =>
      path === "/api/check-and-add-course" ? addAnswer() : Response.json({}, { status: 404 }),
  );
  await openSearchPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: PLUS }));
  const toasts = screen.getByRole("status", { name: "Notifications" });
  return { student, fetchMock, toasts };
}

function addCalls(fetchMock: ReturnType<typeof stubSearchApi>["fetchMock"]) {
  return fetchMock.mock.calls.filter(([input]) => String(input) === "/api/check-and-add-course");
}

// Role queries over whole pages are slow in jsdom; under a full parallel run 5 s is too tight.
describe("Add to shortlist ('+')", { timeout: 20_000 }, () => {
  it("sends the student and course, and toasts 'Course added successfully.'", async () => {
    const { student, fetchMock, toasts } = await clickPlus(() =>
      Response.json({ success: true, exists: false }),
    );
    await waitFor(() => expect(toasts.textContent).toContain("Course added successfully."));
    const [call] = addCalls(fetchMock);
    expect(call?.[1]?.method).toBe("POST");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      studentId: student.student_id,
      course: { course_id: 101 },
    });
    expect(toasts.querySelector("[data-kind]")?.getAttribute("data-kind")).toBe("success");
  });

  it("warns 'This course is already present.' when it exists", async () => {
    const { toasts } = await clickPlus(() => Response.json({ success: true, exists: true }));
    await waitFor(() => expect(toasts.textContent).toContain("This course is already present."));
    expect(toasts.querySelector("[data-kind]")?.getAttribute("data-kind")).toBe("warning");
  });

  it("toasts 'Failed to add course to shortlisting.' on failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { toasts } = await clickPlus(() =>
      Response.json({ success: false, message: "Course not found." }, { status: 404 }),
    );
    await waitFor(() =>
      expect(toasts.textContent).toContain("Failed to add course to shortlisting."),
    );
    expect(toasts.querySelector("[data-kind]")?.getAttribute("data-kind")).toBe("error");
    // The button is usable again for another try.
    expect(screen.getByRole("button", { name: PLUS })).toHaveProperty("disabled", false);
  });
});
