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

  it("gives every catalogue university with a website the domain its mail comes from", () => {
    const universities = JSON.parse(
      readFileSync(resolve(import.meta.dirname, "../../data/catalogue/universities.json"), "utf8"),
    ) as { website: string | null }[];
    const withSite = universities.filter((u) => u.website !== null);
    expect(withSite.length).toBeGreaterThan(universities.length - 5);
    for (const u of withSite) {
      const domain = mailDomainOf(u.website);
      const host = new URL(u.website!).hostname;
      expect(domain, u.website!).not.toBeNull();
      expect(host === domain || host.endsWith(`.${domain}`), u.website!).toBe(true);
      if (host.endsWith(".edu")) expect(domain).toMatch(/^[a-z0-9-]+\.edu$/);
    }
  });
});
