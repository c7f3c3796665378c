import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SHELL_TEXT_SLOT, SHELLS_MANIFEST, type ShellEntry } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import type { SqlReader } from "../core/sql-reader";
import { ACCESS_COOKIE } from "../modules/auth/cookies";
import { escapeHtml, pageShells } from "./page-shells";

const GT = { id: 139755, name: "Georgia Institute of Technology" };
const DETAILS = `<h1>${SHELL_TEXT_SLOT}</h1><title>${SHELL_TEXT_SLOT}</title>`;

/** A client dist with the three shells, and a catalogue of one university. */
function shellsOf(names: Record<number, string> = { [GT.id]: GT.name }, failing = false) {
  const root = mkdtempSync(join(tmpdir(), "shells-"));
  mkdirSync(join(root, "shells"));
  const entries: ShellEntry[] = [
    { path: "/university-search", session: "signedOut", file: "shells/search.html" },
    { path: "/university-details", session: "any", file: "shells/details.html" },
    { path: "/university-shortlisting", session: "signedIn", file: "shells/shortlist.html" },
  ];
  writeFileSync(join(root, SHELLS_MANIFEST), JSON.stringify(entries));
  writeFileSync(join(root, "shells/details.html"), DETAILS);
  const sql: SqlReader = {
    query: async <Row>(_text: string, params: readonly unknown[]) => {
      if (failing) throw new Error("the database is down");
      const name = names[params[0] as number];
      return (name === undefined ? [] : [{ name }]) as Row[];
    },
  } as SqlReader;
  return pageShells(root, sql);
}

const details = (name: string, id: string | number) =>
  `/university-details?${new URLSearchParams({ universityName: name, universityId: String(id) })}`;

describe("page shells", () => {
  it("escapes the five characters that could end text or an attribute", () => {
    expect(escapeHtml(`<script>"a" & 'b'</script>`)).toBe(
      "&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;",
    );
  });

  it("a signed-out visitor gets the search page's shell, a signed-in one the bare page", async () => {
    const shellFor = shellsOf();
    expect(await shellFor({ url: "/university-search?x=1", cookies: {} })).toEqual({
      file: "shells/search.html",
    });
    expect(await shellFor({ url: "/university-search", cookies: { [ACCESS_COOKIE]: "t" } })).toBe(
      null,
    );
  });

  it("the shortlist's shell needs a session; other paths have none", async () => {
    const shellFor = shellsOf();
    expect(await shellFor({ url: "/university-shortlisting", cookies: {} })).toBe(null);
    expect(
      await shellFor({ url: "/university-shortlisting", cookies: { [ACCESS_COOKIE]: "t" } }),
    ).toEqual({ file: "shells/shortlist.html" });
    expect(await shellFor({ url: "/dashboard", cookies: { [ACCESS_COOKIE]: "t" } })).toBe(null);
  });

  it("the university's page shows the name the catalogue holds for the link's id", async () => {
    const shell = await shellsOf()({ url: details(GT.name, GT.id), cookies: {} });
    expect(shell).toEqual({ html: `<h1>${GT.name}</h1><title>${GT.name}</title>` });
  });

  it("a name the catalogue does not hold for that id, or a bad id, gets the bare page", async () => {
    const shellFor = shellsOf();
    for (const url of [
      details("Harvard University", GT.id),
      details(GT.name, 1),
      details(GT.name, "139755abc"),
      details(GT.name, "99999999999"),
      "/university-details",
    ])
      expect(await shellFor({ url, cookies: {} }), url).toBe(null);
  });

  it("a catalogue name is escaped into the page", async () => {
    const name = `A&M <b>"Tech"</b>`;
    const shell = await shellsOf({ 7: name })({ url: details(name, 7), cookies: {} });
    expect(shell).toEqual({
      html: "<h1>A&amp;M &lt;b&gt;&quot;Tech&quot;&lt;/b&gt;</h1><title>A&amp;M &lt;b&gt;&quot;Tech&quot;&lt;/b&gt;</title>",
    });
  });

  it("a catalogue that cannot be read, or a client without shells, gets the bare page", async () => {
    const url = details(GT.name, GT.id);
    expect(await shellsOf(undefined, true)({ url, cookies: {} })).toBe(null);
    const unbuilt = pageShells(mkdtempSync(join(tmpdir(), "unbuilt-")), {} as SqlReader);
    expect(await unbuilt({ url, cookies: {} })).toBe(null);
  });
});
