import { describe, expect, it } from "vitest";
import { normalizeSearchQuery, searchKeyOf } from "./search";

describe("searchKeyOf", () => {
  it("lower-cases, reads punctuation as a space and collapses spaces", () => {
    expect(searchKeyOf("Indian Institute of Technology, Bombay")).toBe(
      "indian institute of technology bombay",
    );
    expect(searchKeyOf("  Texas A&M   University ")).toBe("texas a m university");
    expect(searchKeyOf("University of Illinois Urbana-Champaign")).toBe(
      "university of illinois urbana champaign",
    );
    expect(searchKeyOf("Neural Information Processing Systems (NeurIPS)")).toBe(
      "neural information processing systems neurips",
    );
  });

  it("drops periods and apostrophes, so abbreviations and possessives match without them", () => {
    expect(searchKeyOf("St. John's University")).toBe("st johns university");
    expect(searchKeyOf("St John’s")).toBe("st johns");
  });

  it("keeps LIKE wildcards and the backslash, which match themselves", () => {
    expect(searchKeyOf("50% _x\\")).toBe("50% _x\\");
  });

  it("lower-cases a dotted capital I the way PostgreSQL does", () => {
    expect(searchKeyOf("İzmir")).toBe("izmir");
  });

  it("folds a query of punctuation only to nothing", () => {
    expect(searchKeyOf(" , - ; ")).toBe("");
  });
});

describe("normalizeSearchQuery", () => {
  it("trims and collapses inner spaces, keeping case and punctuation for the server", () => {
    expect(normalizeSearchQuery("  Texas  A&M ")).toBe("Texas A&M");
  });
});
