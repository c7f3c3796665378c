import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { mailDomainOf } from "./catalogue";

describe("mailDomainOf", () => {
  it.each([
    ["https://www.cmu.edu", "cmu.edu"],
    ["https://www.stanford.edu/", "stanford.edu"],
    ["https://www.newark.rutgers.edu", "rutgers.edu"],
    ["http://engineering.purdue.edu/path?x=1", "purdue.edu"],
    ["https://www.example.org", "example.org"],
    [null, null],
    ["not a url", null],
    ["ftp://files.mit.edu", null],
  ])("%s -> %s", (website, domain) => {
    expect(mailDomainOf(website)).toBe(domain);
  });

  it("gives every sample university a .edu domain", () => {
    const universities = JSON.parse(
      readFileSync(resolve(import.meta.dirname, "../../data/catalogue/universities.json"), "utf8"),
    ) as { website: string | null }[];
    const domains = universities.map((u) => mailDomainOf(u.website));
    expect(domains.every((d) => d !== null && /^[a-z0-9-]+\.edu$/.test(d))).toBe(true);
  });
});
