import { LOADER_SLOW_TEXT } from "@gradplan/schema";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { LoadingOverlay } from "./LoadingOverlay";
import { nextLoaderProgress } from "./loaderProgress";
import { ProgressBar } from "./ProgressBar";

const progressNow = () => Number(screen.getByRole("progressbar").getAttribute("aria-valuenow"));

describe("LoadingOverlay", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("climbs in 10% steps at the chosen interval and stops at 90%", () => {
    renderWithProviders(<LoadingOverlay label="Evaluating your resume" stepIntervalMs={100} />);
    expect(progressNow()).toBe(0);
    act(() => vi.advanceTimersByTime(100));
    expect(progressNow()).toBe(10);
    act(() => vi.advanceTimersByTime(400));
    expect(progressNow()).toBe(50);
    act(() => vi.advanceTimersByTime(5000));
    expect(progressNow()).toBe(90);
  });

  it("shows the slow-load text after 2 s, not before", () => {
    renderWithProviders(<LoadingOverlay stepIntervalMs={300} />);
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText(LOADER_SLOW_TEXT)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(LOADER_SLOW_TEXT)).not.toBeNull();
  });
});

describe("nextLoaderProgress", () => {
  it("never goes past 90", () => {
    expect(nextLoaderProgress(80)).toBe(90);
    expect(nextLoaderProgress(90)).toBe(90);
    expect(nextLoaderProgress(85)).toBe(90);
  });
});

describe("ProgressBar", () => {
  it("exposes its value to assistive technology", () => {
    renderWithProviders(
      <ProgressBar label="TOEFL" value={96} max={120} valueText="96 out of 120" />,
    );
    const bar = screen.getByRole("progressbar", { name: "TOEFL" });
    expect(bar.getAttribute("aria-valuenow")).toBe("96");
    expect(bar.getAttribute("aria-valuemax")).toBe("120");
    expect(bar.getAttribute("aria-valuetext")).toBe("96 out of 120");
  });

  it.each([
    [-1, 100],
    [101, 100],
    [Number.NaN, 100],
    [5, 0],
  ])("treats value %s out of max %s as an error (spec 1, section 8)", (value, max) => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      renderWithProviders(<ProgressBar label="Completion" value={value} max={max} />),
    ).toThrow(RangeError);
    consoleError.mockRestore();
  });
});
