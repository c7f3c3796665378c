/**
 * Constants, messages, types and pure rules import no zod, so the client's landing page can use
 * them without carrying the validation code. zod lives only in `*.schemas.ts` files and in the
 * REST route declarations of api/ (whose paths, api/paths.ts, are zod-free too). A barrel
 * (index.ts) may gather both: bundlers drop the modules nothing uses (sideEffects: false).
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));

const allowedZod = (file: string) => {
  const path = relative(SRC, file);
  return path.endsWith(".schemas.ts") || (path.startsWith("api/") && path !== "api/paths.ts");
};

/** Value imports only: `import type` and `export type` vanish from the built code. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)";/gms)) {
    const specifier = match[1];
    if (specifier) found.push(specifier);
  }
  return found;
}

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, join(base, "index.ts")]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {}
  }
  throw new Error(`${relative(SRC, from)} imports ${specifier}, which does not resolve`);
}

/** The chain of modules through which `file` reaches zod, or null when it does not. */
function zodChain(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const specifier of valueImports(file)) {
    if (specifier === "zod" || specifier.startsWith("zod/")) return [relative(SRC, file), "zod"];
    const next = resolveModule(file, specifier);
    const chain = next ? zodChain(next, seen) : null;
    if (chain) return [relative(SRC, file), ...chain];
  }
  return null;
}

const sources = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter(
    (path) => path.endsWith(".ts") && !path.endsWith(".test.ts") && !path.endsWith("index.ts"),
  )
  .filter((path) => !path.includes("test-factories"))
  .map((path) => join(SRC, path))
  .filter((file) => !allowedZod(file));

describe("zod stays in the schemas", () => {
  it("finds the modules it checks", () => {
    expect(sources.map((file) => relative(SRC, file))).toEqual(
      expect.arrayContaining(["auth.ts", "engagement.ts", "routes.ts", "api/paths.ts"]),
    );
  });

  it.each(sources.map((file) => [relative(SRC, file), file]))("%s reaches no zod", (_, file) => {
    expect(zodChain(file)).toBeNull();
  });
});
