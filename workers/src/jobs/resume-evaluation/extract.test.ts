/** extractResume on real .docx files: structure found, damaged and empty files refused, time limit. */
import { RESUME_MESSAGES } from "@gradplan/schema";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { readResumeFixture } from "./evaluate/testing";
import {
  extractResume,
  ResumeEmptyError,
  ResumeExtractError,
  ResumeParseTimeout,
  ResumeUnreadableError,
} from "./extract";

async function zipWith(files: Record<string, string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: "nodebuffer" });
}

describe("extractResume", () => {
  it("finds headings, bullets and bold lines in the excellent resume", async () => {
    const resume = await extractResume(await readResumeFixture("1-excellent.docx"));
    const headings = resume.paragraphs.filter((p) => p.kind === "heading").map((p) => p.text);
    expect(headings).toContain("Education");
    expect(headings).toContain("Experience");
    expect(headings).toContain("Awards and Achievements");
    const bullets = resume.paragraphs.filter((p) => p.kind === "list");
    expect(bullets.length).toBeGreaterThanOrEqual(15);
    expect(bullets[0]!.text).toBe(
      "CGPA: 9.1/10 (rank 4 of 120); Institute Merit Scholarship for three years.",
    );
    expect(resume.paragraphs[0]).toEqual({ text: "Priya Raman", kind: "paragraph", bold: true });
    expect(resume.text.split("\n")).toHaveLength(resume.paragraphs.length);
  });

  it("reads typed bullet characters as list items, without the character", async () => {
    const resume = await extractResume(await readResumeFixture("4-average.docx"));
    const bullet = resume.paragraphs.find((p) => p.text.startsWith("Responsible for quality"));
    expect(bullet).toEqual({
      text: "Responsible for quality checks on the assembly line.",
      kind: "list",
      bold: false,
    });
    expect(resume.paragraphs.find((p) => p.text === "EDUCATION")).toMatchObject({ bold: true });
  });

  it("reads table cells, line breaks and hyperlink targets", async () => {
    const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
    const r = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
    const cell = (body: string) => `<w:tc><w:p>${body}</w:p></w:tc>`;
    const document = `<?xml version="1.0" encoding="UTF-8"?><w:document ${w} ${r}><w:body>
      <w:tbl><w:tr>${cell("<w:r><w:t>Neha Sharma</w:t><w:br/><w:t>Chennai</w:t></w:r>")}${cell(
        '<w:hyperlink r:id="rId9"><w:r><w:t>LinkedIn</w:t></w:r></w:hyperlink>',
      )}</w:tr></w:tbl></w:body></w:document>`;
    const rels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
      <Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://www.linkedin.com/in/neha" TargetMode="External"/></Relationships>`;
    const resume = await extractResume(
      await zipWith({
        "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>`,
        "_rels/.rels": `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
        "word/document.xml": document,
        "word/_rels/document.xml.rels": rels,
      }),
    );
    expect(resume.paragraphs.map((p) => p.text)).toEqual(["Neha Sharma", "Chennai", "LinkedIn"]);
    expect(resume.links).toEqual(["https://www.linkedin.com/in/neha"]);
  });

  it("refuses a damaged document.xml as unreadable", async () => {
    const error = await extractResume(await readResumeFixture("corrupt.docx")).catch((e) => e);
    expect(error).toBeInstanceOf(ResumeUnreadableError);
    expect(error).toBeInstanceOf(ResumeExtractError);
    expect(error.userMessage).toBe(RESUME_MESSAGES.unreadable);
  });

  it("refuses a file that is not a zip, and a zip without word/document.xml", async () => {
    await expect(extractResume(Buffer.from("%PDF-1.7 not a docx"))).rejects.toBeInstanceOf(
      ResumeUnreadableError,
    );
    const noDocument = await zipWith({ "[Content_Types].xml": "<Types/>", "hello.txt": "hi" });
    await expect(extractResume(noDocument)).rejects.toBeInstanceOf(ResumeUnreadableError);
  });

  it("refuses a document without text as empty", async () => {
    const error = await extractResume(await readResumeFixture("empty.docx")).catch((e) => e);
    expect(error).toBeInstanceOf(ResumeEmptyError);
    expect(error.userMessage).toBe(RESUME_MESSAGES.empty);
  });

  it("gives up on a parse that takes longer than the limit", async () => {
    const big = await readResumeFixture("8-far-too-long.docx");
    const error = await extractResume(big, 1).catch((e) => e);
    expect(error).toBeInstanceOf(ResumeParseTimeout);
    expect(error.timeoutMs).toBe(1);
    // The same file within the normal limit reads fine.
    const resume = await extractResume(big);
    expect(resume.paragraphs.length).toBeGreaterThan(50);
  });
});
