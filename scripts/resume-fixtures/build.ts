/**
 * Writes the resume .docx fixtures to workers/test-fixtures/resumes/ (`npm run
 * resume-fixtures:build`): the eight-step quality ladder, a two-page resume for the benchmark,
 * a corrupt file and one without text. Output is deterministic, so a re-run leaves git clean.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildDocx, documentXml, packDocx } from "./docx";
import type { ResumeFixture } from "./fixture";
import { average, poor, veryPoor, weak } from "./ladder-bottom";
import { excellent, good, strong } from "./ladder-top";
import { farTooLong, twoPage } from "./long";

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, "../../workers/test-fixtures/resumes");

/** Best first: the evaluation's tests expect the overall scores in this order. */
export const LADDER: readonly ResumeFixture[] = [
  excellent,
  strong,
  good,
  average,
  weak,
  poor,
  veryPoor,
  farTooLong,
];

async function write(file: string, bytes: Buffer): Promise<void> {
  await writeFile(join(outDir, file), bytes);
  console.log(`${file} (${bytes.length} bytes)`);
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  for (const fixture of [...LADDER, twoPage]) {
    await write(fixture.file, await buildDocx(fixture.lines, fixture.layout));
  }
  // A valid zip whose document.xml stops mid-element: Word would say the file is damaged.
  const whole = documentXml(excellent.lines, excellent.layout);
  await write("corrupt.docx", await packDocx(whole.slice(0, Math.floor(whole.length / 2))));
  // A well-formed document whose paragraphs hold no text (a scanned image resume looks like this).
  await write("empty.docx", await buildDocx(["", "", ""], excellent.layout));
}

await main();
