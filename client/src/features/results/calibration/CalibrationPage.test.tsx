import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { fakeGraphql, graphqlError } from "../../../test/graphql";
import { region } from "../../../test/page";
import { renderApp } from "../../../test/render";

beforeAll(() => import("./CalibrationPage"), 30_000);

const TITLE = "How accurate are the admit chances?";
const FIGURES = "How well the chances matched shared results";

const band = (from: number, predicted: number, observed: number, results: number) => ({
  from,
  to: from + 20,
  predicted,
  observed,
  results,
});

const REPORT = {
  fittedAt: "2026-11-27T10:00:00.000Z",
  results: 400,
  sampleResults: 400,
  training: 320,
  heldOut: 80,
  brierBefore: 0.2134,
  brierAfter: 0.1987,
  reliabilityBefore: [band(0, 12, 20, 30), band(20, 31, 45, 30), band(40, 48, 0, 0)],
  reliabilityAfter: [band(0, 16, 20, 30), band(20, 38, 41, 30)],
};

async function openPage() {
  renderApp("/how-accurate-are-chances");
  await screen.findByRole("heading", { level: 1, name: TITLE });
}

describe("How accurate are the chances page", () => {
  it("explains the chances and their limits, then the figures and the reliability chart", async () => {
    fakeGraphql({ calibrationReport: () => REPORT });
    await openPage();
    expect(screen.getByRole("heading", { level: 2, name: "What the chances are" })).not.toBeNull();
    expect(screen.getByText(/shrinkage/)).not.toBeNull();
    expect(screen.getByText(/essays, letters of recommendation or interviews/)).not.toBeNull();
    expect(screen.getByText(/A chance is a frequency, not a verdict/)).not.toBeNull();

    const figures = within(await region(FIGURES));
    const term = (name: string) => figures.getByText(name, { selector: "dt" }).nextElementSibling;
    expect(term("Results used")?.textContent).toBe("400");
    expect(figures.getByText("Sample", { selector: "dt span" })).not.toBeNull();
    expect(term("Used to fit")?.textContent).toBe("320");
    expect(term("Held out to check")?.textContent).toBe("80");
    expect(term("Brier score before calibration")?.textContent).toBe("0.213");
    expect(term("Brier score after calibration")?.textContent).toBe("0.199");
    expect(figures.getByText(/^All of them are sample data/)).not.toBeNull();
    expect(figures.getByText(/0.25 on 50\/50 outcomes/)).not.toBeNull();
    expect(figures.getByText("Last checked Nov 27, 2026.")).not.toBeNull();

    const chart = figures.getByRole("img", {
      name: /^Predicted chance against observed admit rate/,
    });
    expect(chart.querySelector("desc")?.textContent).toContain(
      "Before calibration: 0-20% predicted (average 12%), 20% admitted; 20-40% predicted (average 31%), 45% admitted.",
    );
    // Hollow circles before, filled squares after: shape and dash tell them apart, not colour.
    expect(chart.querySelectorAll("circle")).toHaveLength(2);
    expect(chart.querySelectorAll("rect[width='10']")).toHaveLength(2);
    expect(figures.getByText("(hollow circles, dashed line)")).not.toBeNull();

    const before = figures.getByRole("table", { name: "Before calibration" });
    expect(
      within(before)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "Predicted chanceResultsAverage predictedAdmitted",
      "0-20%3012%20%",
      "20-40%3031%45%",
      "40-60%0n/an/a",
    ]);
    expect(figures.getByRole("table", { name: "After calibration" })).not.toBeNull();
  });

  it("says plainly when the chances have not been checked yet", async () => {
    fakeGraphql({ calibrationReport: () => null });
    await openPage();
    const figures = within(await region(FIGURES));
    expect(figures.getByText(/have not been checked against shared results yet/)).not.toBeNull();
    expect(figures.getByRole("link", { name: "Share your results" }).getAttribute("href")).toBe(
      "/submit-results",
    );
    expect(figures.queryByRole("img")).toBeNull();
  });

  it("offers a retry when the report cannot be loaded", async () => {
    let fail = true;
    fakeGraphql({
      calibrationReport: () => {
        if (fail) throw graphqlError("down", "INTERNAL_SERVER_ERROR");
        return REPORT;
      },
    });
    const user = userEvent.setup();
    await openPage();
    expect((await screen.findByRole("alert")).textContent).toMatch(/could not be loaded/);
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("img", { name: /^Predicted chance/ })).not.toBeNull();
  });
});
