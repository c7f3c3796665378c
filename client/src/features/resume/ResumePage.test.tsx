import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../../app/theme";
import { region as card, cssColor } from "../../test/page";
import { renderResumePage } from "./pageTestKit";
import { aResume } from "./resumeFixtures";

const { success: green, warning: yellow, error: red } = theme.colors;

function meter(region: HTMLElement, name: string) {
  const element = within(region).getByRole("meter", { name });
  return {
    now: element.getAttribute("aria-valuenow"),
    text: element.getAttribute("aria-valuetext"),
  };
}

const colorOf = (region: HTMLElement, text: string) =>
  (within(region).getByText(text) as HTMLElement).style.color;

describe("the resume page with an evaluated resume", () => {
  it("is titled Resume Evaluation and fills every card", async () => {
    renderResumePage(aResume());
    expect(screen.getByRole("heading", { level: 1, name: "Resume Evaluation" })).not.toBeNull();
    await waitFor(() => expect(document.title).toBe("Resume Evaluation | GradPlan"));

    const score = await card("Resume Score");
    expect(meter(score, "Resume score")).toEqual({ now: "72", text: "72 out of 100, Average" });
    expect(colorOf(score, "Average")).toBe(cssColor(yellow));

    const readability = await card("Readability");
    expect(meter(readability, "Readability").now).toBe("52");
    expect(colorOf(readability, "52")).toBe(cssColor(green));
    expect(readability.textContent).toContain("Suitable for a resume.");
    expect(readability.textContent).toContain("40-60 is suitable");

    const category = await card("Category");
    const bars = within(category).getAllByRole("meter");
    expect(bars.map((bar) => bar.getAttribute("aria-label"))).toEqual([
      "Academic Background",
      "Projects & Research",
      "Work Experience",
      "Skills & Achievements",
      "Formatting",
      "Grammar",
    ]);
    expect(meter(category, "Academic Background").text).toBe("85 out of 100");
    expect(meter(category, "Work Experience").text).toBe("30 out of 100");
    // Progress-bar colours (spec 1 section 9): up to 30% red, up to 80% yellow, above green.
    expect(colorOf(category, "85/100")).toBe(cssColor(green));
    expect(colorOf(category, "80/100")).toBe(cssColor(yellow));
    expect(colorOf(category, "64/100")).toBe(cssColor(yellow));
    expect(colorOf(category, "39/100")).toBe(cssColor(yellow));
    expect(colorOf(category, "30/100")).toBe(cssColor(red));

    const length = await card("Length");
    expect(colorOf(length, "Ideal Length")).toBe(cssColor(green));
    expect(length.textContent).toContain("412 words");
    expect(length.textContent).toContain("1-2 pages, roughly 250-500 words");

    const sentiment = await card("Sentiment Analysis");
    expect(colorOf(sentiment, "70%")).toBe(cssColor(green));
    expect(meter(sentiment, "Sentiment").now).toBe("70");

    const upload = await card("Your Resume");
    expect(upload.textContent).toContain("Fall 2026 resume");
    expect(upload.textContent).toContain("Evaluated on March 3, 2025");
    expect(within(upload).getByRole("button", { name: "Update Resume" })).toHaveProperty(
      "disabled",
      false,
    );
  });

  it("lists comments per category and the grammar corrections", async () => {
    renderResumePage(aResume());
    const improve = await card("How to Improve your Resume Score");
    const listUnder = (heading: string) =>
      within(improve).getByRole("heading", { level: 3, name: heading })
        .parentElement as HTMLElement;
    expect(
      within(listUnder("Projects & Research"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Quantify the outcome of each project.", "Name the tools you used."]);
    expect(listUnder("Work Experience").textContent).toContain("Nothing to change here.");
    expect(listUnder("Structure").textContent).toContain("Nothing to change here.");

    const grammar = within(improve).getByRole("list", { name: "Grammar" });
    expect(
      within(grammar)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Original: I has led a team→Corrected: I led a team",
      "Original: Analysed datas→Corrected: Analysed data",
    ]);
  });

  it("offers both guides to open or download, and 9 FAQs", async () => {
    renderResumePage(aResume());
    const references = await card("References");
    const open = within(references).getByRole("link", {
      name: "Open in new tab: Building Your Academic Resume",
    });
    expect(open.getAttribute("href")).toBe("/download/Building-Your-Academic-Resume.pdf");
    expect(open.getAttribute("target")).toBe("_blank");
    expect(open.getAttribute("rel")).toBe("noopener");
    const download = within(references).getByRole("link", {
      name: "Download: Resume Do's and Don'ts",
    });
    expect(download.getAttribute("href")).toBe("/download/Resume-Dos-And-Donts.pdf");
    expect(download.getAttribute("download")).toBe("Resume-Dos-And-Donts.pdf");
    expect(within(references).getAllByRole("link")).toHaveLength(4);

    const faqs = await card("FAQs");
    expect(within(faqs).getAllByRole("button", { expanded: false })).toHaveLength(9);
  });

  it("colours poor and good values by the spec's thresholds", async () => {
    renderResumePage(
      aResume({
        resume_overall_score: 39,
        resume_readability: 85,
        resume_sentiment: -1.5,
        resume_length: "Too Long",
      }),
    );
    const score = await card("Resume Score");
    expect(colorOf(score, "Poor")).toBe(cssColor(red));
    expect(colorOf(await card("Readability"), "85")).toBe(cssColor(red));
    expect(colorOf(await card("Sentiment Analysis"), "35%")).toBe(cssColor(red));
    expect(colorOf(await card("Length"), "Too Long")).toBe(cssColor(red));
  });

  it("colours readability by its stored decimal, not a rounded figure", async () => {
    renderResumePage(aResume({ resume_readability: 60.4 }));
    const readability = await card("Readability");
    expect(meter(readability, "Readability").now).toBe("60.4");
    expect(colorOf(readability, "60.4")).toBe(cssColor(yellow));
  });

  it("shows the cards in the spec's order", async () => {
    renderResumePage(aResume());
    await card("Resume Score");
    const titles = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      "Resume Score",
      "Readability",
      "Category",
      "Your Resume",
      "Length",
      "Sentiment Analysis",
      "How to Improve your Resume Score",
      "References",
      "FAQs",
    ]);
  });

  it("holds out-of-range values to their range and reports them", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderResumePage(
      aResume({ resume_overall_score: 140, resume_readability: -3, resume_sentiment: 9 }),
    );
    expect(meter(await card("Resume Score"), "Resume score").text).toBe("100 out of 100, Good");
    expect(meter(await card("Readability"), "Readability").now).toBe("0");
    expect(meter(await card("Sentiment Analysis"), "Sentiment").now).toBe("100");
    expect(logged).toHaveBeenCalledWith("Resume score must be between 0 and 100; got 140.");
  });
});
