/**
 * An SOP as a Word document: its name as the title, the program under it, then its paragraphs
 * as written (a blank line in the text starts a new paragraph). Built with `docx`, which writes
 * the Office Open XML parts a word processor expects; nothing of the student's is interpreted.
 */
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import type { ISop } from "./sop.entities";

const BODY_FONT = "Calibri";
const BODY_SIZE = 24; // half-points: 12 pt

/** Paragraphs are separated by blank lines; a single line break stays a break within one. */
export function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.split("\n").map((line) => line.trim()))
    .filter((lines) => lines.some((line) => line !== ""));
}

export function sopDocx(sop: Pick<ISop, "name" | "text" | "universityName" | "courseName">) {
  const program = [sop.courseName, sop.universityName].filter(Boolean).join(", ");
  const body = paragraphsOf(sop.text).map(
    (lines) =>
      new Paragraph({
        spacing: { after: 200, line: 300 },
        children: lines.map(
          (line, i) =>
            new TextRun({
              text: line,
              break: i > 0 ? 1 : undefined,
              font: BODY_FONT,
              size: BODY_SIZE,
            }),
        ),
      }),
  );
  const document = new Document({
    title: sop.name,
    creator: "GradPlan",
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(sop.name)] }),
          ...(program
            ? [
                new Paragraph({
                  spacing: { after: 300 },
                  children: [new TextRun({ text: program, italics: true, font: BODY_FONT })],
                }),
              ]
            : []),
          ...body,
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** A file name from the SOP's name: letters, digits, dashes; "SOP.docx" when nothing is left. */
export function sopFileName(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 80);
  return `${base || "SOP"}.docx`;
}
