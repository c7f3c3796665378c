import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { SourcedFigures } from "./SourcedFigures";

const FIGURES = [
  {
    figure: "deadline.fall_semester.international.regular_deadline",
    label: "Fall, international applicants: regular deadline",
    value: "2027-01-15",
    source_url: "https://grad.example.edu/deadlines",
    verified_at: "2026-11-20",
  },
  {
    figure: "program_url",
    label: "The program's web page",
    value: "https://cs.example.edu/ms",
    source_url: "https://cs.example.edu/ms",
    verified_at: "2026-11-21",
  },
];

describe("SourcedFigures", () => {
  it("shows each figure with its value, the day it was verified and a named link to its source", () => {
    renderWithProviders(<SourcedFigures figures={FIGURES} courseName="Computer Science" />);
    const section = screen.getByRole("region", {
      name: "Figures checked against a source: Computer Science",
    });
    const [deadline, page] = within(section).getAllByRole("listitem");
    expect(deadline?.textContent).toContain("Fall, international applicants: regular deadline:");
    expect(deadline?.textContent).toContain("Jan 15, 2027");
    expect(deadline?.textContent).toContain("Verified Nov 20, 2026");
    const source = within(deadline!).getByRole("link", {
      name: "Source for Fall, international applicants: regular deadline, Computer Science",
    });
    expect(source.getAttribute("href")).toBe("https://grad.example.edu/deadlines");
    expect(within(page!).getByRole("link", { name: "Program page" }).getAttribute("href")).toBe(
      "https://cs.example.edu/ms",
    );
  });

  it("shows nothing for a course without sourced figures", () => {
    const { container } = renderWithProviders(
      <SourcedFigures figures={[]} courseName="Computer Science" />,
    );
    expect(container.textContent).toBe("");
  });
});
