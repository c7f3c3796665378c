import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { inputsHash } from "./build.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

describe("the build's inputs hash", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function tree(files: Record<string, string>): string {
    dir = mkdtempSync(join(tmpdir(), "gradplan-build-"));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  }

  it("changes when a source changes, is added or is renamed, not when a test or dist does", () => {
    const base = tree({ "src/a.ts": "export const a = 1;", "package.json": "{}" });
    const inputs = ["src", "package.json"];
    const first = inputsHash(base, inputs);
    expect(inputsHash(base, inputs)).toBe(first);

    writeFileSync(join(base, "src/a.test.ts"), "it('x', () => {});");
    mkdirSync(join(base, "src/dist"));
    writeFileSync(join(base, "src/dist/a.js"), "export const a = 1;");
    expect(inputsHash(base, inputs)).toBe(first);

    writeFileSync(join(base, "src/a.ts"), "export const a = 2;");
    const edited = inputsHash(base, inputs);
    expect(edited).not.toBe(first);

    writeFileSync(join(base, "src/b.ts"), "");
    expect(inputsHash(base, inputs)).not.toBe(edited);
  });

  it("reads only the variables the build inlines", () => {
    const base = tree({ "index.html": "<html></html>" });
    const plain = inputsHash(base, ["index.html"], /^VITE_/, { HOME: "/root" });
    expect(inputsHash(base, ["index.html"], /^VITE_/, { HOME: "/other" })).toBe(plain);
    expect(inputsHash(base, ["index.html"], /^VITE_/, { VITE_X: "1" })).not.toBe(plain);
  });
});

describe("npm run build", () => {
  it("skips the server when nothing it reads changed since the last build", () => {
    const build = () =>
      spawnSync(process.execPath, ["scripts/build.mjs", "--only=server"], {
        cwd: root,
        encoding: "utf8",
      });
    expect(build().status).toBe(0);
    const again = build();
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("The server build is up to date (inputs unchanged).");
  });
});
