/**
 * Build step, never part of the app's bundle: writes brotli (`.br`) and gzip (`.gz`) copies
 * beside the built text files, so the gateway sends them as they are (@fastify/static's
 * `preCompressed`) instead of compressing each answer. vite.config.ts runs it after a build.
 */
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { extname, join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/** Text that compresses well; images and fonts are compressed formats already. */
export const PRECOMPRESSED_EXTENSIONS = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".webmanifest",
  ".txt",
  ".xml",
]);

/** Below this a compressed answer saves less than its headers and the decoding cost. */
export const PRECOMPRESS_MIN_BYTES = 1024;

export interface PrecompressedFile {
  /** Relative to the directory, with forward slashes. */
  path: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Once per build, so the slowest settings pay: brotli at its best quality, gzip at level 9. */
async function compressBoth(source: Buffer): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotliAsync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && PRECOMPRESSED_EXTENSIONS.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** One file's copies; none (and no stale ones from an earlier build) when they would not pay. */
async function precompressFile(file: string, dir: string): Promise<PrecompressedFile | null> {
  const source = await readFile(file);
  const copies = source.length >= PRECOMPRESS_MIN_BYTES ? await compressBoth(source) : null;
  const keep = async (suffix: string, copy: Buffer | undefined): Promise<number> => {
    // A copy no smaller than the file is never worth a Content-Encoding.
    if (!copy || copy.length >= source.length) {
      await rm(file + suffix, { force: true });
      return 0;
    }
    await writeFile(file + suffix, copy);
    return copy.length;
  };
  const brotli = await keep(".br", copies?.[0]);
  const gzip = await keep(".gz", copies?.[1]);
  if (!brotli && !gzip) return null;
  return { path: relative(dir, file).replaceAll("\\", "/"), bytes: source.length, gzip, brotli };
}

/** Writes the `.br` and `.gz` copies of every text file under `dir` worth compressing. */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const files = await filesUnder(dir);
  const done = await Promise.all(files.map((file) => precompressFile(file, dir)));
  return done
    .filter((file): file is PrecompressedFile => file !== null)
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The Vite plugin: precompresses the output directory once the build has written it. */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "gradplan:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      const sum = (pick: (file: PrecompressedFile) => number) =>
        `${Math.round(files.reduce((total, file) => total + pick(file), 0) / 1000)} kB`;
      console.log(
        `precompressed ${files.length} files: ${sum((f) => f.bytes)} -> ${sum((f) => f.gzip)} gzip, ${sum((f) => f.brotli)} brotli`,
      );
    },
  };
}
