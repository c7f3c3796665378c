import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { ChancesLine } from "./ChancesLine";

describe("ChancesLine", () => {
  it("shows the category and chances, or the NA message for NA", () => {
    renderWithProviders(<ChancesLine category="safe" admitChances={72.4} />);
    expect(screen.getByText("Safe")).not.toBeNull();
    expect(screen.getByText("Admit chances 72%")).not.toBeNull();
  });

  it("shows the likely range beside the chance when the answer has one", () => {
    renderWithProviders(
      <ChancesLine category="moderate" admitChances={52} admitRange={{ low: 31, high: 72 }} />,
    );
    expect(screen.getByText("Admit chances 52%")).not.toBeNull();
    expect(screen.getByText("likely 31-72%")).not.toBeNull();
  });

  it("says requirements are not met only when the server said NA", () => {
    renderWithProviders(<ChancesLine category="NA" admitChances={0} />);
    expect(screen.getByText("Minimum requirements not met")).not.toBeNull();
  });

  it("claims nothing when the answer carries no assessment", () => {
    const { container } = renderWithProviders(<ChancesLine category={null} admitChances={null} />);
    expect(container.textContent).toBe("");
  });
});
