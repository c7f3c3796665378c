import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { FaqAccordion } from "./FaqAccordion";

const ITEMS = [
  { question: "Is GradPlan free?", answer: "Yes, for a limited period." },
  { question: "Who is it for?", answer: "Students applying to US Masters programs." },
  { question: "Can I search without an account?", answer: "Yes." },
];

/** Answers stay in the DOM when closed (so aria-controls resolves) but are hidden. */
const isShown = (text: string) => {
  const element = screen.queryByText(text);
  return element !== null && element.closest("[hidden]") === null;
};

describe("FaqAccordion", () => {
  it("starts closed, with each question a button controlling its answer", () => {
    renderWithProviders(<FaqAccordion items={ITEMS} />);
    const button = screen.getByRole("button", { name: "Is GradPlan free?" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(panel?.hidden).toBe(true);
    expect(isShown("Yes, for a limited period.")).toBe(false);
  });

  it("opens and closes with Enter and Space", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={ITEMS} />);
    const button = screen.getByRole("button", { name: "Is GradPlan free?" });

    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard("{Enter}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(isShown("Yes, for a limited period.")).toBe(true);

    await user.keyboard(" ");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(isShown("Yes, for a limited period.")).toBe(false);
  });

  it("moves between questions with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={ITEMS} />);
    const [first, second, third] = screen.getAllByRole("button");

    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(second);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(third);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(first);
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(third);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(first);
  });

  it("keeps several answers open at once", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={ITEMS} />);
    await user.click(screen.getByRole("button", { name: "Is GradPlan free?" }));
    await user.click(screen.getByRole("button", { name: "Who is it for?" }));
    expect(isShown("Yes, for a limited period.")).toBe(true);
    expect(isShown("Students applying to US Masters programs.")).toBe(true);
  });
});
