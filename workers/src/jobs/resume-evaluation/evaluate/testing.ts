/** Test helpers: resumes written as lines, and the generated .docx fixtures on disk. */
import { readFile } from "node:fs/promises";
import type { ExtractedResume, ResumeParagraph } from "./document";

/** workers/test-fixtures/resumes/, written by `npm run resume-fixtures:build`. */
export const RESUME_FIXTURES_DIR = new URL("../../../../test-fixtures/resumes/", import.meta.url);

/** The quality ladder, best first: the overall scores must come out in this order. */
export const LADDER_FIXTURES = [
  "1-excellent.docx",
  "2-strong.docx",
  "3-good.docx",
  "4-average.docx",
  "5-weak.docx",
  "6-poor.docx",
  "7-very-poor.docx",
] as const;
/** Padded far past two pages: it only has to score below "good". */
export const FAR_TOO_LONG_FIXTURE = "8-far-too-long.docx";

export function readResumeFixture(file: string): Promise<Buffer> {
  return readFile(new URL(file, RESUME_FIXTURES_DIR));
}

/**
 * A resume as the extractor would return it, from lines in the fixtures' notation:
 * "# Name" a heading, "- text" a bullet, "**text**" a bold line, anything else a paragraph.
 */
export function resumeFromLines(lines: readonly string[]): ExtractedResume {
  const paragraphs: ResumeParagraph[] = lines
    .filter((line) => line.trim())
    .map((line) => {
      if (line.startsWith("# ")) return { text: line.slice(2), kind: "heading", bold: false };
      if (line.startsWith("- ")) return { text: line.slice(2), kind: "list", bold: false };
      const bold = /^\*\*[^*]+\*\*$/.test(line);
      return { text: bold ? line.slice(2, -2) : line, kind: "paragraph", bold };
    });
  return { text: paragraphs.map((p) => p.text).join("\n"), paragraphs, links: [] };
}
