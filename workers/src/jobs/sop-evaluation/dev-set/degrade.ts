/** Degraded copies of the development set's real SOPs: paragraphs shuffled, and program-fit paragraphs removed (README.md). */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Paragraphs of a plain-text SOP: blocks separated by a blank line. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** FNV-1a hash of a string: each SOP gets its own fixed seed from its id. */
export function seedOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded permutation of 0..n-1 (Fisher-Yates) whose first place never holds 0, so it is never the identity. */
export function shuffledOrder(n: number, seed: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  if (n < 2) return order;
  const random = generator(seed);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  if (order[0] === 0) {
    const k = 1 + Math.floor(random() * (n - 1));
    [order[0], order[k]] = [order[k]!, order[0]!];
  }
  return order;
}

export function shuffleParagraphs(paras: readonly string[], seed: number): string[] {
  return shuffledOrder(paras.length, seed).map((i) => paras[i]!);
}

/** The manifest's fit_paragraphs cell: "-" or empty for none, else 1-based numbers like "5,6". */
export function parseFitParagraphs(cell: string): number[] {
  const text = cell.trim();
  if (text === "" || text === "-") return [];
  return text.split(",").map((part) => {
    const n = Number(part.trim());
    if (!Number.isInteger(n) || n < 1) throw new Error(`not a paragraph number: "${part}"`);
    return n;
  });
}

/** The paragraphs without the listed ones (1-based); every listed number must exist. */
export function removeParagraphs(paras: readonly string[], numbers: readonly number[]): string[] {
  for (const n of numbers) {
    if (n < 1 || n > paras.length) throw new Error(`paragraph ${n} of ${paras.length}`);
  }
  const drop = new Set(numbers);
  return paras.filter((_, i) => !drop.has(i + 1));
}

export interface ManifestRow {
  id: string;
  kind: string;
  fitParagraphs: number[];
}

/** Rows of sops.tsv, read by column name. */
export function readManifest(tsv: string): ManifestRow[] {
  const [head, ...rows] = tsv.trim().split("\n");
  const cols = head!.split("\t");
  const at = (row: string[], name: string) => row[cols.indexOf(name)] ?? "";
  return rows.map((line) => {
    const row = line.split("\t");
    return {
      id: at(row, "id"),
      kind: at(row, "kind"),
      fitParagraphs: parseFitParagraphs(at(row, "fit_paragraphs")),
    };
  });
}

const join2 = (paras: readonly string[]) => `${paras.join("\n\n")}\n`;

function main(): void {
  const dir = process.env.SOP_DEVSET_DIR ?? "/work/devsets/sops";
  const out = join(dir, "degraded");
  mkdirSync(out, { recursive: true });
  const here = dirname(fileURLToPath(import.meta.url));
  let shuffled = 0;
  let nofit = 0;
  for (const row of readManifest(readFileSync(join(here, "sops.tsv"), "utf8"))) {
    if (row.kind !== "real") continue;
    const paras = paragraphs(readFileSync(join(dir, `${row.id}.txt`), "utf8"));
    writeFileSync(
      join(out, `${row.id}.shuffled.txt`),
      join2(shuffleParagraphs(paras, seedOf(row.id))),
    );
    shuffled++;
    if (row.fitParagraphs.length > 0) {
      writeFileSync(
        join(out, `${row.id}.nofit.txt`),
        join2(removeParagraphs(paras, row.fitParagraphs)),
      );
      nofit++;
    }
  }
  console.log(`${shuffled} shuffled and ${nofit} fit-removed copies in ${out}`);
}

if (process.argv[1]?.endsWith("degrade.ts")) main();
