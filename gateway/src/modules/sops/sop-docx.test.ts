/** The .docx download's pure parts: paragraphs from the text, and a file name from the SOP's. */
import { describe, expect, it } from "vitest";
import { readDirectory } from "../resumes/docx-check";
import { paragraphsOf, sopDocx, sopFileName } from "./sop-docx";

describe("paragraphsOf", () => {
  it("splits on blank lines, keeps single line breaks inside a paragraph, drops empty ones", () => {
    expect(paragraphsOf("One.\r\nStill one.\n\n\n  \nTwo.\n \nThree.\n\n")).toEqual([
      ["One.", "Still one."],
      ["Two."],
      ["Three."],
    ]);
  });
});

describe("sopFileName", () => {
  it("keeps letters, digits and dashes, and falls back to SOP.docx", () => {
    expect(sopFileName("Fall 2027 — CMU/MSCS")).toBe("Fall-2027-CMUMSCS.docx");
    expect(sopFileName('Été "draft"')).toBe("Ete-draft.docx");
    expect(sopFileName("/// ***")).toBe("SOP.docx");
  });
});

describe("sopDocx", () => {
  it("writes a Word document: a zip with the Word body", async () => {
    const bytes = await sopDocx({
      name: "Draft",
      text: "First.\n\nSecond.",
      universityName: null,
      courseName: null,
    });
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    expect((await readDirectory(bytes)).hasBody).toBe(true);
  });
});
