import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PRECOMPRESS_MIN_BYTES, precompressDir } from "./precompress";

const script = `export const courses = [${Array.from({ length: 200 }, (_, i) => `"course ${i}"`)}];\n`;
const page = `<!doctype html><title>GradPlan</title>${"<p>plan</p>".repeat(200)}`;

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), "gradplan-precompress-"));
  await mkdir(join(dist, "assets"));
});
afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

const read = (path: string) => readFile(join(dist, path));

describe("precompressDir", () => {
  it("writes brotli and gzip copies that decode to the file, nested folders included", async () => {
    await writeFile(join(dist, "index.html"), page);
    await writeFile(join(dist, "assets", "index-abc123.js"), script);

    const files = await precompressDir(dist);

    expect(files.map((file) => file.path)).toEqual(["assets/index-abc123.js", "index.html"]);
    for (const { path, bytes, gzip, brotli } of files) {
      const original = await read(path);
      expect(bytes).toBe(original.length);
      expect(brotliDecompressSync(await read(`${path}.br`)).equals(original), path).toBe(true);
      expect(gunzipSync(await read(`${path}.gz`)).equals(original), path).toBe(true);
      expect((await read(`${path}.br`)).length).toBe(brotli);
      expect((await read(`${path}.gz`)).length).toBe(gzip);
      expect(brotli).toBeLessThan(gzip);
      expect(gzip).toBeLessThan(bytes / 4);
    }
  });

  it("leaves small files, images and incompressible text alone", async () => {
    await writeFile(join(dist, "zod-csp.js"), "x".repeat(PRECOMPRESS_MIN_BYTES - 1));
    await writeFile(join(dist, "assets", "logo.png"), Buffer.alloc(8000));
    await writeFile(join(dist, "assets", "noise.js"), randomBytes(4000));

    expect(await precompressDir(dist)).toEqual([]);
    expect((await readdir(dist, { recursive: true })).sort()).toEqual([
      "assets",
      "assets/logo.png",
      "assets/noise.js",
      "zod-csp.js",
    ]);
  });

  it("runs again over its own output: no copies of copies, stale copies removed", async () => {
    await writeFile(join(dist, "assets", "index-abc123.js"), script);
    await precompressDir(dist);
    // An earlier build's copies of a file that is now too small to compress.
    await writeFile(join(dist, "small.css"), "a{}");
    await writeFile(join(dist, "small.css.br"), "stale");
    await writeFile(join(dist, "small.css.gz"), "stale");

    const files = await precompressDir(dist);

    expect(files.map((file) => file.path)).toEqual(["assets/index-abc123.js"]);
    expect((await readdir(dist, { recursive: true })).sort()).toEqual([
      "assets",
      "assets/index-abc123.js",
      "assets/index-abc123.js.br",
      "assets/index-abc123.js.gz",
      "small.css",
    ]);
  });
});
