/** extractResume on real .docx files: structure found, damaged and empty files refused, time limit. */
import { RESUME_MESSAGES } from "@gradplan/schema";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { findSections } from "./evaluate/sections";
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

/** A .docx around a body of WordprocessingML, with the namespaces text boxes use. */
async function docxWithBody(body: string): Promise<Buffer> {
  const ns = [
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
    'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
    'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
    'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
    'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
    'xmlns:v="urn:schemas-microsoft-com:vml"',
  ].join(" ");
  return zipWith({
    "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>`,
    "_rels/.rels": `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    "word/document.xml": `<?xml version="1.0" encoding="UTF-8"?><w:document ${ns} mc:Ignorable="wps"><w:body>${body}</w:body></w:document>`,
  });
}

const p = (text: string, bold = false) =>
  `<w:p><w:r>${bold ? "<w:rPr><w:b/></w:rPr>" : ""}<w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
/** A text box's content as Word writes it in DrawingML (the mc:Choice) and VML (the mc:Fallback). */
const drawingBox = (content: string) =>
  `<w:drawing><wp:anchor><wp:positionH relativeFrom="page"><wp:posOffset>0</wp:posOffset></wp:positionH><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${content}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing>`;
const vmlBox = (content: string, shape = "v:rect") =>
  `<w:pict><${shape} style="position:absolute"><v:textbox><w:txbxContent>${content}</w:txbxContent></v:textbox></${shape}></w:pict>`;
const anchored = (run: string) => `<w:p><w:r><w:t>Anchor</w:t></w:r><w:r>${run}</w:r></w:p>`;
const textsOf = async (body: string) =>
  (await extractResume(await docxWithBody(body))).paragraphs.map((x) => x.text);

describe("extractResume on table and text-box layouts", () => {
  it("reads a two-column table layout cell by cell, in reading order", async () => {
    const cell = (content: string) => `<w:tc>${content}</w:tc>`;
    const body = `${p("Kiran Rao", true)}<w:tbl><w:tr>${cell(
      p("SKILLS", true) + p("Python, Java, SQL, Docker"),
    )}${cell(
      p("EXPERIENCE", true) +
        p("Software Engineer, Infosys Ltd, Jun 2021 – Present") +
        p("Built a billing service in Java used by 2M customers"),
    )}</w:tr><w:tr>${cell(p("EDUCATION", true))}${cell(
      p("B.Tech in Computer Science, VIT University, 2017 – 2021"),
    )}</w:tr></w:tbl>`;
    const resume = await extractResume(await docxWithBody(body));
    expect(resume.paragraphs.map((x) => x.text)).toEqual([
      "Kiran Rao",
      "SKILLS",
      "Python, Java, SQL, Docker",
      "EXPERIENCE",
      "Software Engineer, Infosys Ltd, Jun 2021 – Present",
      "Built a billing service in Java used by 2M customers",
      "EDUCATION",
      "B.Tech in Computer Science, VIT University, 2017 – 2021",
    ]);
    const sections = findSections(resume.paragraphs);
    expect(sections.order).toEqual(["skills", "experience", "education"]);
    expect(sections.lines.education).toHaveLength(1);
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

  it("reads a VML text box in a shape mammoth does not know, and boxes in boxes", async () => {
    expect(await textsOf(anchored(vmlBox(p("Inside an oval"), "v:oval")))).toEqual([
      "Anchor",
      "Inside an oval",
    ]);
    const nested = drawingBox(`${p("Outer")}<w:p><w:r>${drawingBox(p("Inner"))}</w:r></w:p>`);
    expect(await textsOf(anchored(nested))).toEqual(["Anchor", "Outer", "Inner"]);
  });

  it("finds the sections of a text-box layout", async () => {
    const sidebar =
      p("CONTACT", true) +
      p("kiran@example.org") +
      p("SKILLS", true) +
      p("Python, Go, Kubernetes, Terraform");
    const main =
      p("EXPERIENCE", true) +
      p("Site Reliability Engineer, Razorpay, 2021 – Present") +
      p("EDUCATION", true) +
      p("B.E. in Computer Engineering, Pune University, 2017 – 2021");
    // The boxes hang on empty paragraphs, as a template's do.
    const anchored = (run: string) => `<w:p><w:r>${run}</w:r></w:p>`;
    const body = `${p("Kiran Rao", true)}${anchored(
      `<mc:AlternateContent><mc:Choice Requires="wps">${drawingBox(sidebar)}</mc:Choice></mc:AlternateContent>`,
    )}${anchored(drawingBox(main))}`;
    const resume = await extractResume(await docxWithBody(body));
    const sections = findSections(resume.paragraphs);
    expect(
      sections.present.skills && sections.present.experience && sections.present.education,
    ).toBe(true);
    expect(sections.lines.skills.map((l) => l.text)).toEqual(["Python, Go, Kubernetes, Terraform"]);
  });
});
