import { describe, expect, it } from "vitest";
import { STATE_OPTIONS } from "../ui/choices/usStates";
import { byAsciiLabel, formatCount, formatShortDate, formatUsd } from "./enUs";

const NUMBERS = [
  0, 1, 7, 12, 999, 1000, 1001, 9999, 10000, 45000, 123456, 999999, 1000000, 12345678, 0.4, 0.5,
  1.5, 2.5, 999.5, 1234.49, 1234.5, -1, -1200, -0.4, -0, -999999.5,
];

describe("en-US formatting without Intl", () => {
  it("prints counts as Intl.NumberFormat('en-US') does", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    for (const n of NUMBERS) expect(formatCount(n), String(n)).toBe(intl.format(n));
  });

  it("prints whole integers as toLocaleString('en-US') does", () => {
    for (const n of NUMBERS.filter(Number.isInteger))
      expect(formatCount(n)).toBe(n.toLocaleString("en-US"));
  });

  it("prints dollars as the USD currency format without cents", () => {
    const intl = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    });
    for (const n of NUMBERS) expect(formatUsd(n), String(n)).toBe(intl.format(n));
  });

  it("prints short dates as Intl.DateTimeFormat does, in UTC and in the local zone", () => {
    const utc = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    const local = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
    });
    for (let day = 0; day < 800; day += 13) {
      const time = Date.UTC(2025, 0, 1) + day * 86_400_000 + 3_600_000 * (day % 24);
      expect(formatShortDate(time, "utc")).toBe(utc.format(time));
      expect(formatShortDate(time, "local")).toBe(local.format(time));
    }
  });

  it("orders the state names as localeCompare does", () => {
    const labels = STATE_OPTIONS.map((o) => o.label);
    expect(
      [...STATE_OPTIONS]
        .reverse()
        .sort(byAsciiLabel)
        .map((o) => o.label),
    ).toEqual(labels);
    expect([...labels].sort((a, b) => a.localeCompare(b))).toEqual(labels);
  });
});
