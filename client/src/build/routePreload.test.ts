import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { ROUTES } from "@gradplan/schema";
import { afterEach, describe, expect, it } from "vitest";
import { lazyRouteChains, preloadScript } from "./routePreload";

const app = resolve(import.meta.dirname, "../app");
const routesFile = resolve(app, "routes.tsx");
const features = resolve(import.meta.dirname, "../features");

describe("lazyRouteChains", () => {
  const chains = lazyRouteChains(readFileSync(routesFile, "utf8"), routesFile, ROUTES);

  it("gives each page of the real route table its lazy layouts and page, outermost first", () => {
    expect(chains.get(ROUTES.universitySearch)).toEqual([
      resolve(app, "GraphqlLayout"),
      resolve(app, "SignedInPlatformLayout"),
      resolve(features, "search/UniversitySearchPage"),
    ]);
    expect(chains.get(ROUTES.universityShortlisting)).toEqual([
      resolve(app, "GraphqlLayout"),
      resolve(app, "PlatformLayout"),
      resolve(features, "shortlist/ShortlistPage"),
    ]);
    expect(chains.get(ROUTES.universityDetails)).toEqual([
      resolve(app, "GraphqlLayout"),
      resolve(features, "university/UniversityDetailsPage"),
    ]);
    expect(chains.get(ROUTES.login)).toEqual([resolve(features, "auth/LoginPage")]);
  });

  it("leaves out the landing page (in the first bundle) and paths with parameters", () => {
    expect(chains.has(ROUTES.landing)).toBe(false);
    expect([...chains.keys()].filter((path) => path.includes(":"))).toEqual([]);
    expect(chains.size).toBeGreaterThan(20);
  });

  it("reads literal paths and nested children of a small table", () => {
    const source = `export const routes = [{ path: "/", element: <A />, children: [
      { lazy: () => import("./Layout").then((m) => ({ Component: m.Layout })), children: [
        { path: ROUTES.about, lazy: () => import("./About") },
        { path: "/plain", element: <B /> },
      ] },
    ] }];`;
    const found = lazyRouteChains(source, "/app/routes.tsx", { about: "/about" });
    expect(Object.fromEntries(found)).toEqual({
      "/about": ["/app/Layout", "/app/About"],
      "/plain": ["/app/Layout"],
    });
  });
});

describe("preloadScript", () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll("link")) link.remove();
    window.history.replaceState(null, "", "/");
  });

  const run = (path: string) => {
    window.history.replaceState(null, "", path);
    new Function(preloadScript({ "/a": ["/assets/x.js", "/assets/y.js"] }))();
    return [...document.head.querySelectorAll("link")].map((link) => [
      link.rel,
      link.getAttribute("href"),
      link.getAttribute("crossorigin"),
    ]);
  };

  it("adds module preloads for the address's files, a trailing slash or query aside", () => {
    const expected = [
      ["modulepreload", "/assets/x.js", ""],
      ["modulepreload", "/assets/y.js", ""],
    ];
    expect(run("/a?x=1")).toEqual(expected);
    document.head.innerHTML = "";
    expect(run("/a/")).toEqual(expected);
  });

  it("adds nothing for an address it does not know", () => {
    expect(run("/")).toEqual([]);
    expect(run("/b")).toEqual([]);
  });
});
