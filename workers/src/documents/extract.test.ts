/** extractDocument on real .docx files: structure found, damaged and empty files refused, time limit. */
import { RESUME_MESSAGES } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import {
  DocumentEmptyError,
  DocumentExtractError,
  DocumentParseTimeout,
  DocumentUnreadableError,
} from "./errors";
import { extractDocument } from "./extract";
import {
  docxWithBody,
  docxWithParts,
  drawingBox,
  paragraph as p,
  readDocxFixture,
  TEXT_BOX_LAYOUT,
  TWO_COLUMN_TABLE,
  vmlBox,
  zipWith,
} from "./testing";

describe("extractDocument", () => {
  it("finds headings, bullets and bold lines in the excellent resume", async () => {
    const resume = await extractDocument(await readDocxFixture("1-excellent.docx"));
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
    const resume = await extractDocument(await readDocxFixture("4-average.docx"));
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
    const resume = await extractDocument(
      await docxWithParts({
        "word/document.xml": document,
        "word/_rels/document.xml.rels": rels,
      }),
    );
    expect(resume.paragraphs.map((p) => p.text)).toEqual(["Neha Sharma", "Chennai", "LinkedIn"]);
    expect(resume.links).toEqual(["https://www.linkedin.com/in/neha"]);
  });

  it("refuses a damaged document.xml as unreadable", async () => {
    const error = await extractDocument(await readDocxFixture("corrupt.docx")).catch((e) => e);
    expect(error).toBeInstanceOf(DocumentUnreadableError);
    expect(error).toBeInstanceOf(DocumentExtractError);
    expect(error.userMessage).toBe(RESUME_MESSAGES.unreadable);
  });

  it("refuses a file that is not a zip, and a zip without word/document.xml", async () => {
    await expect(extractDocument(Buffer.from("%PDF-1.7 not a docx"))).rejects.toBeInstanceOf(
      DocumentUnreadableError,
    );
    const noDocument = await zipWith({ "[Content_Types].xml": "<Types/>", "hello.txt": "hi" });
    await expect(extractDocument(noDocument)).rejects.toBeInstanceOf(DocumentUnreadableError);
  });

  it("refuses a document without text as empty", async () => {
    const error = await extractDocument(await readDocxFixture("empty.docx")).catch((e) => e);
    expect(error).toBeInstanceOf(DocumentEmptyError);
    expect(error.userMessage).toBe(RESUME_MESSAGES.empty);
  });

  it("gives up on a parse that takes longer than the limit", async () => {
    const big = await readDocxFixture("8-far-too-long.docx");
    const error = await extractDocument(big, 1).catch((e) => e);
    expect(error).toBeInstanceOf(DocumentParseTimeout);
    expect(error.timeoutMs).toBe(1);
    // The same file within the normal limit reads fine.
    const resume = await extractDocument(big);
    expect(resume.paragraphs.length).toBeGreaterThan(50);
  });
});

const anchored = (run: string) => `<w:p><w:r><w:t>Anchor</w:t></w:r><w:r>${run}</w:r></w:p>`;
const textsOf = async (body: string) =>
  (await extractDocument(await docxWithBody(body))).paragraphs.map((x) => x.text);

describe("extractDocument on table and text-box layouts", () => {
  it("reads a two-column table layout cell by cell, in reading order", async () => {
    expect(await textsOf(TWO_COLUMN_TABLE)).toEqual([
      "Kiran Rao",
      "SKILLS",
      "Python, Java, SQL, Docker",
      "EXPERIENCE",
      "Software Engineer, Infosys Ltd, Jun 2021 – Present",
      "Built a billing service in Java used by 2M customers",
      "EDUCATION",
      "B.Tech in Computer Science, VIT University, 2017 – 2021",
    ]);
  });

  it("reads a Word text box once, from its fallback, after the paragraph it is anchored in", async () => {
    const box = p("EXPERIENCE", true) + p("Data Analyst, Mu Sigma, 2020 – 2022");
    const texts = await textsOf(
      `${anchored(`<mc:AlternateContent><mc:Choice Requires="wps">${drawingBox(box)}</mc:Choice><mc:Fallback>${vmlBox(box)}</mc:Fallback></mc:AlternateContent>`)}${p("After")}`,
    );
    expect(texts).toEqual(["Anchor", "EXPERIENCE", "Data Analyst, Mu Sigma, 2020 – 2022", "After"]);
  });

  it("reads a DrawingML text box that has no fallback, or none at all", async () => {
    const box = p("SKILLS", true) + p("Python, PyTorch, Docker");
    const choiceOnly = `<mc:AlternateContent><mc:Choice Requires="wps">${drawingBox(box)}</mc:Choice></mc:AlternateContent>`;
    expect(await textsOf(anchored(choiceOnly))).toEqual([
      "Anchor",
      "SKILLS",
      "Python, PyTorch, Docker",
    ]);
    // A fallback holding a picture only: the text is the choice's.
    const pictureFallback = `<mc:AlternateContent><mc:Choice Requires="wps">${drawingBox(box)}</mc:Choice><mc:Fallback><w:pict><v:rect/></w:pict></mc:Fallback></mc:AlternateContent>`;
    expect(await textsOf(anchored(pictureFallback))).toEqual([
      "Anchor",
      "SKILLS",
      "Python, PyTorch, Docker",
    ]);
    expect(await textsOf(anchored(drawingBox(box)))).toEqual([
      "Anchor",
      "SKILLS",
      "Python, PyTorch, Docker",
    ]);
  });

  it("reads a layout of text boxes hung on empty paragraphs, each box in turn", async () => {
    expect(await textsOf(TEXT_BOX_LAYOUT)).toEqual([
      "Kiran Rao",
      "CONTACT",
      "kiran@example.org",
      "SKILLS",
      "Python, Go, Kubernetes, Terraform",
      "EXPERIENCE",
      "Site Reliability Engineer, Razorpay, 2021 – Present",
      "EDUCATION",
      "B.E. in Computer Engineering, Pune University, 2017 – 2021",
    ]);
  });

  it("reads a VML text box in a shape mammoth does not know, and boxes in boxes", async () => {
    expect(await textsOf(anchored(vmlBox(p("Inside an oval"), "v:oval")))).toEqual([
      "Anchor",
      "Inside an oval",
    ]);
    const nested = drawingBox(`${p("Outer")}<w:p><w:r>${drawingBox(p("Inner"))}</w:r></w:p>`);
    expect(await textsOf(anchored(nested))).toEqual(["Anchor", "Outer", "Inner"]);
  });
});
