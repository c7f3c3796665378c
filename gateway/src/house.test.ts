/**
 * The gateway's floors stay in order: nothing in core/ or a module imports the wiring (http/,
 * graphql/, db/, testing/, modules/index.ts), core/ imports no module, and every module lists itself in
 * MODULES with a `<name>.module.ts`. A new import that runs back up fails here.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MODULES } from "./modules";

const SRC = dirname(fileURLToPath(import.meta.url));
const WIRING = ["http", "graphql", "db", "testing", "modules/index.ts"];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

/** Every relative import of a file, as a path relative to src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)];
  return specs.map((m) => relative(SRC, resolve(dirname(file), m[1]!)).replace(/\\/g, "/"));
}

const within = (path: string, place: string) =>
  place.endsWith(".ts")
    ? `${path}.ts` === place || path === place
    : path === place || path.startsWith(`${place}/`);

describe("the gateway's floors", () => {
  it("core/ and the modules never import the wiring, and core/ no module", () => {
    const upward: string[] = [];
    for (const floor of ["core", "modules"]) {
      for (const file of sources(join(SRC, floor))) {
        const from = relative(SRC, file);
        if (from === "modules/index.ts") continue;
        for (const target of importsOf(file)) {
          const wiring = WIRING.some((place) => within(target, place));
          const moduleFromCore = floor === "core" && within(target, "modules");
          if (wiring || moduleFromCore) upward.push(`${from} -> ${target}`);
        }
      }
    }
    expect(upward).toEqual([]);
  });

  it("lists every domain folder in MODULES, each with its <name>.module.ts", () => {
    const folders = readdirSync(join(SRC, "modules")).filter((name) =>
      statSync(join(SRC, "modules", name)).isDirectory(),
    );
    expect(MODULES.map((m) => m.name).sort()).toEqual(folders.sort());
    for (const name of folders)
      expect(statSync(join(SRC, "modules", name, `${name}.module.ts`)).isFile()).toBe(true);
  });
});
