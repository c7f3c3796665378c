import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { ChancesLine } from "./ChancesLine";

/** The chance links to the calibration page, so the line renders inside a router. */
const renderLine = (ui: ReactElement) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe("ChancesLine", () => {
  it("shows the category and chances, or the NA message for NA", () => {
    renderLine(<ChancesLine category="safe" admitChances={72.4} />);
    expect(screen.getByText("Safe")).not.toBeNull();
    expect(screen.getByText("Admit chances 72%")).not.toBeNull();
    const accuracy = screen.getByRole("link", { name: "How accurate are these chances?" });
    expect(accuracy.getAttribute("href")).toBe("/how-accurate-are-chances");
  });

  it("shows the likely range beside the chance when the answer has one", () => {
    renderLine(
      <ChancesLine category="moderate" admitChances={52} admitRange={{ low: 31, high: 72 }} />,
    );
    expect(screen.getByText("Admit chances 52%")).not.toBeNull();
    expect(screen.getByText("likely 31-72%")).not.toBeNull();
  });

  it("says after the range what it rests on: many, few or no reported decisions", () => {
    const line = (selectivityDecisions: number) =>
      renderLine(
        <ChancesLine
          category="moderate"
          admitChances={52}
          admitRange={{ low: 31, high: 72 }}
          selectivityKnown
          selectivityDecisions={selectivityDecisions}
        />,
      ).container.textContent;
    expect(line(1412)).toContain("likely 31-72%from 1,412 reported decisions");
    expect(line(12)).toContain("likely 31-72%few decisions (12): a wide range");
    expect(line(0)).toContain("likely 31-72%estimated from similar programs: a wide range");
  });

  it("where selectivity is not known, shows the chance as its range with the reason, never Safe", () => {
    renderLine(
      <ChancesLine
        category="moderate"
        admitChances={41}
        admitRange={{ low: 22, high: 59 }}
        selectivityKnown={false}
        selectivityDecisions={0}
      />,
    );
    expect(screen.getByText("Moderate")).not.toBeNull();
    // Its own short reason only: no note of decisions.
    expect(screen.queryByText(/decisions|similar programs/)).toBeNull();
    expect(screen.getByText("Admit chances 22\u201159%")).not.toBeNull();
    expect(screen.getByText("Selectivity not known: a range from your profile")).not.toBeNull();
    expect(screen.queryByText("Admit chances 41%")).toBeNull();
  });

  it("never shows Safe where selectivity is not known", () => {
    renderLine(
      <ChancesLine
        category="safe"
        admitChances={58}
        admitRange={{ low: 30, high: 59 }}
        selectivityKnown={false}
      />,
    );
    expect(screen.queryByText("Safe")).toBeNull();
    expect(screen.getByText("Admit chances 30\u201159%")).not.toBeNull();
  });

  it("says requirements are not met only when the server said NA", () => {
    renderLine(<ChancesLine category="NA" admitChances={0} />);
    expect(screen.getByText("Minimum requirements not met")).not.toBeNull();
  });

  it("claims nothing when the answer carries no assessment", () => {
    const { container } = renderLine(<ChancesLine category={null} admitChances={null} />);
    expect(container.textContent).toBe("");
  });
});
