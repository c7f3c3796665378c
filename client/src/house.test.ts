/**
 * The client's floors stay in order: app/ composes the features (its routes load each page by its
 * file); a feature reaches another only through that feature's index.ts, and only along a use
 * declared in USES (no circles); shared/ imports no feature; nothing under features/ or shared/
 * imports app/ (tests aside); a feature's calls to the server live in files named <thing>Api.ts;
 * and what its writes make stale, in a <name>Cache.ts of data alone. A new import that breaks one
 * of these fails here.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));

/**
 * Which features each feature composes (a page mounting another's section, a card showing the
 * program figures). A use not listed here fails; list it only when the index really is the
 * right door, and move a mere helper to shared/ instead.
 */
const USES: Record<string, readonly string[]> = {
  account: ["email-grant"],
  compare: ["catalogue", "corrections", "programs", "university"],
  dashboard: ["shortlist"],
  "email-grant": ["results"],
  landing: ["newsletter"],
  navbar: ["catalogue"],
  results: ["catalogue", "profile"],
  resume: ["feedback"],
  search: ["compare", "programs", "shortlist"],
  shortlist: ["email-grant", "preferences", "programs", "results"],
  university: ["corrections", "programs", "results", "shortlist"],
};

/**
 * The one suffix for data access. "Api" names what such a file is, the feature's calls to the
 * server, whatever the transport (GraphQL, a REST upload, both); "Services" was xstate v4's word
 * and the gateway's business logic, "Graphql" a transport. The retired names fail too.
 */
const DATA_ACCESS_FILE = /Api\.tsx?$/;
const RETIRED_SUFFIX = /(Services?|Graphql)(\.test)?\.tsx?$/;
/**
 * A feature's declaration of what its writes make stale, which app/cacheDependents.ts assembles:
 * features/email-grant/emailGrantCache.ts. (catalogue's searchCache.ts is a cache of its own.)
 */
const isCacheFile = (from: string) => {
  const [, feature, name] = from.split("/");
  const camel = feature?.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return name === `${camel}Cache.ts`;
};
/** An import of anything but types (`import type ...` is erased from the build). */
const VALUE_IMPORT = /^\s*import\s+(?!type\s)/m;

/** What calls the server, from shared/'s transports: importing one makes a data-access file. */
const SERVER_CALLS = new Set([
  "readQuery",
  "runMutation",
  "changedOutsideGraphql",
  "lightQuery",
  "restRequest",
  "postUpload",
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Tests and what only they use (fixtures, test kits, src/test/), by name. */
const isTestSupport = (path: string) =>
  /(\.test|Fixtures|TestKit)(\.tsx?)?$/.test(path) || path.startsWith("test/");

interface Import {
  /** The imported path relative to src/, without extension, e.g. "features/programs". */
  target: string;
  /** The named bindings of a static import, e.g. ["readQuery"]. */
  names: string[];
}

/** `import`/`export ... from` at a statement's start, with the named bindings when there are. */
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w$*\s,]*?(?:\{([^}]*)\})?\s*from\s+)?["'](\.{1,2}\/[^"']+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["'](\.{1,2}\/[^"']+)["']/g;

/** "type X as Y" -> "X". */
const bindingName = (binding: string) =>
  binding
    .replace(/\s+as\s+.*$/s, "")
    .replace(/^\s*type\s+/, "")
    .trim();

/** Every relative import, export-from and dynamic import() of a file. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, "utf8");
  const at = (spec: string) => relative(SRC, resolve(dirname(file), spec)).replace(/\\/g, "/");
  const named = (bindings = "") => bindings.split(",").map(bindingName);
  return [
    ...[...text.matchAll(STATIC_IMPORT)].map(([, bindings, spec]) => ({
      target: at(spec!),
      names: named(bindings),
    })),
    ...[...text.matchAll(DYNAMIC_IMPORT)].map(([, spec]) => ({ target: at(spec!), names: [] })),
  ];
}

const featureOf = (path: string) => /^features\/([^/]+)/.exec(path)?.[1];
/** A feature's public entry: its folder or its index.ts. */
const isEntry = (target: string) => /^features\/[^/]+(\/index)?$/.test(target);

const files = sources(SRC).map((file) => ({ file, from: relative(SRC, file).replace(/\\/g, "/") }));
const inFeatures = files.filter(({ from }) => from.startsWith("features/"));

describe("the client's floors", () => {
  it("a feature imports another only through its index.ts (tests also its fixtures and kits)", () => {
    const internal: string[] = [];
    for (const { file, from } of inFeatures) {
      for (const { target } of importsOf(file)) {
        const other = featureOf(target);
        if (!other || other === featureOf(from) || isEntry(target)) continue;
        if (isTestSupport(from) && isTestSupport(target)) continue;
        internal.push(`${from} -> ${target}`);
      }
    }
    expect(internal).toEqual([]);
  });

  it("shared/ imports no feature, and features/ and shared/ import app/ only from tests", () => {
    const upward: string[] = [];
    for (const { file, from } of files) {
      const shared = from.startsWith("shared/");
      if (!shared && !from.startsWith("features/")) continue;
      for (const { target } of importsOf(file)) {
        const featureFromShared = shared && target.startsWith("features/");
        const app = target.startsWith("app/") && !isTestSupport(from);
        if (featureFromShared || app) upward.push(`${from} -> ${target}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it("no shipped file imports a test, a fixture, a test kit or src/test/", () => {
    const shipped = files.filter(({ from }) => !isTestSupport(from));
    const leaks = shipped.flatMap(({ file, from }) =>
      importsOf(file)
        .filter(({ target }) => isTestSupport(target))
        .map(({ target }) => `${from} -> ${target}`),
    );
    expect(leaks).toEqual([]);
  });

  it("an index.ts only re-exports (the build drops what a page does not import of it)", () => {
    const entries = inFeatures.filter(({ from }) => /^features\/[^/]+\/index\.ts$/.test(from));
    for (const { file, from } of entries) {
      const code = readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "")
        .replace(/export\s+(type\s+)?\{[^}]*\}\s*from\s*"\.\/[^"]+";/g, "");
      expect(code.trim(), from).toBe("");
    }
  });

  it("features use each other only as USES declares, and never in a circle", () => {
    const uses = new Map<string, Set<string>>();
    for (const { file, from } of inFeatures.filter(({ from }) => !isTestSupport(from))) {
      const feature = featureOf(from)!;
      for (const { target } of importsOf(file)) {
        const other = featureOf(target);
        if (!other || other === feature) continue;
        uses.set(feature, (uses.get(feature) ?? new Set()).add(other));
      }
    }
    const found = Object.fromEntries(
      [...uses].sort(([a], [b]) => a.localeCompare(b)).map(([f, used]) => [f, [...used].sort()]),
    );
    expect(found).toEqual(USES);
    expect(circles(USES)).toEqual([]);
  });

  it("a feature calls the server only from <thing>Api.ts files", () => {
    const misplaced: string[] = [];
    for (const { file, from } of inFeatures) {
      if (RETIRED_SUFFIX.test(from)) misplaced.push(`${from}: a retired suffix, name it *Api.ts`);
      if (isTestSupport(from) || DATA_ACCESS_FILE.test(basename(from))) continue;
      const calls = importsOf(file)
        .filter(({ target }) => /^shared\/(graphql|rest)\//.test(target))
        .flatMap(({ names }) => names.filter((name) => SERVER_CALLS.has(name)));
      if (calls.length > 0) misplaced.push(`${from}: calls ${calls.join(", ")} outside an *Api.ts`);
    }
    expect(misplaced).toEqual([]);
  });

  it("a feature's <name>Cache.ts is data: it imports only types, so the landing page loads no code for it", () => {
    const withCode = inFeatures
      .filter(({ from }) => isCacheFile(from))
      .filter(({ file }) => VALUE_IMPORT.test(readFileSync(file, "utf8")))
      .map(({ from }) => from);
    expect(withCode).toEqual([]);
  });
});

/** Every circle in a graph of uses, as "a -> b -> a". */
function circles(graph: Record<string, readonly string[]>): string[] {
  const found: string[] = [];
  const walk = (node: string, path: string[]) => {
    for (const next of graph[node] ?? []) {
      if (next === path[0]) found.push([...path, next].join(" -> "));
      else if (!path.includes(next) && next > path[0]!) walk(next, [...path, next]);
    }
  };
  for (const start of Object.keys(graph)) walk(start, [start]);
  return found;
}
