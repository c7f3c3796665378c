import { describe, expect, it } from "vitest";
import {
  admitRateText,
  categoryText,
  englishText,
  gpaText,
  greText,
  hiddenResultsText,
  resultsCountText,
} from "./resultsText";

describe("how a result reads", () => {
  it("gives GPAs two decimals and says when there is no GRE", () => {
    expect(gpaText(3.6)).toBe("3.60");
    expect(greText(321)).toBe("321");
    expect(greText(null)).toBe("No GRE");
  });

  it("names the English test with its score, or says there was none", () => {
    expect(englishText("TOEFL", 105)).toBe("TOEFL 105");
    expect(englishText("IELTS", 7.5)).toBe("IELTS 7.5");
    expect(englishText("IELTS", null)).toBe("IELTS");
    expect(englishText("None", null)).toBe("No test");
  });

  it("says the domestic category as the submit form does", () => {
    expect(categoryText("Domestic Student")).toBe("American Student");
    expect(categoryText("International Student")).toBe("International Student");
    expect(categoryText("Something Else")).toBe("Something Else");
  });

  it("counts in words", () => {
    expect(resultsCountText(1)).toBe("1 result");
    expect(resultsCountText(20)).toBe("20 results");
    expect(hiddenResultsText(1)).toBe("1 more result in groups under 5 is not shown.");
    expect(hiddenResultsText(4)).toBe("4 more results in groups under 5 are not shown.");
    expect(admitRateText(62)).toBe("62%");
    expect(admitRateText(null)).toBe("n/a");
  });
});
