/** Test helpers: the fixture SOPs on disk, best first, and the program they were written for. */
import { readFileSync } from "node:fs";
import type { SopContext } from "./index";

const FIXTURES_DIR = new URL("./fixtures/", import.meta.url);

/** The quality ladder, best first: the overall scores must come out in this order. */
export const SOP_LADDER = [
  "1-strong.txt",
  "2-good.txt",
  "3-average.txt",
  "4-vague.txt",
  "5-weak.txt",
  "6-generic-cliches.txt",
] as const;

/** Every fixture was written for this program. */
export const FIXTURE_CONTEXT: SopContext = {
  universityName: "Carnegie Mellon University",
  courseName: "Computer Science",
  otherSops: [],
};

export function readSopFixture(file: string): string {
  return readFileSync(new URL(file, FIXTURES_DIR), "utf8");
}

/** The fixture's paragraphs (blank-line separated), to take apart in tests. */
export function fixtureParagraphs(file: string): string[] {
  return readSopFixture(file)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
