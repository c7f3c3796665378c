/** Test helpers: small .docx files written from WordprocessingML, and the fixtures on disk. */
import { readFile } from "node:fs/promises";
import JSZip from "jszip";

/** workers/test-fixtures/resumes/, written by `npm run resume-fixtures:build`. */
const FIXTURES_DIR = new URL("../../test-fixtures/resumes/", import.meta.url);

export function readDocxFixture(file: string): Promise<Buffer> {
  return readFile(new URL(file, FIXTURES_DIR));
}

export async function zipWith(files: Record<string, string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: "nodebuffer" });
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** A .docx of these parts beside the content types and the package's relationships. */
export function docxWithParts(parts: Record<string, string>): Promise<Buffer> {
  return zipWith({ "[Content_Types].xml": CONTENT_TYPES, "_rels/.rels": RELS, ...parts });
}

/** A .docx around a body of WordprocessingML, with the namespaces text boxes use. */
export function docxWithBody(body: string): Promise<Buffer> {
  const ns = [
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
    'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
    'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
    'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
    'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
    'xmlns:v="urn:schemas-microsoft-com:vml"',
  ].join(" ");
  return docxWithParts({
    "word/document.xml": `<?xml version="1.0" encoding="UTF-8"?><w:document ${ns} mc:Ignorable="wps"><w:body>${body}</w:body></w:document>`,
  });
}

/** One paragraph of one run, bold if asked. */
export const paragraph = (text: string, bold = false) =>
  `<w:p><w:r>${bold ? "<w:rPr><w:b/></w:rPr>" : ""}<w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** A text box's content as Word writes it in DrawingML (the mc:Choice). */
export const drawingBox = (content: string) =>
  `<w:drawing><wp:anchor><wp:positionH relativeFrom="page"><wp:posOffset>0</wp:posOffset></wp:positionH><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${content}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing>`;

/** A text box's content as Word writes it in VML (the mc:Fallback), in the shape given. */
export const vmlBox = (content: string, shape = "v:rect") =>
  `<w:pict><${shape} style="position:absolute"><v:textbox><w:txbxContent>${content}</w:txbxContent></v:textbox></${shape}></w:pict>`;

const cell = (content: string) => `<w:tc>${content}</w:tc>`;

/** A resume laid out as a two-column table: section names left, their lines right. */
export const TWO_COLUMN_TABLE = `${paragraph("Kiran Rao", true)}<w:tbl><w:tr>${cell(
  paragraph("SKILLS", true) + paragraph("Python, Java, SQL, Docker"),
)}${cell(
  paragraph("EXPERIENCE", true) +
    paragraph("Software Engineer, Infosys Ltd, Jun 2021 – Present") +
    paragraph("Built a billing service in Java used by 2M customers"),
)}</w:tr><w:tr>${cell(paragraph("EDUCATION", true))}${cell(
  paragraph("B.Tech in Computer Science, VIT University, 2017 – 2021"),
)}</w:tr></w:tbl>`;

/** A box hung on an empty paragraph, as a template's are. */
const hung = (run: string) => `<w:p><w:r>${run}</w:r></w:p>`;

/** A resume laid out in two text boxes: a sidebar (DrawingML choice only) and a main column. */
export const TEXT_BOX_LAYOUT = `${paragraph("Kiran Rao", true)}${hung(
  `<mc:AlternateContent><mc:Choice Requires="wps">${drawingBox(
    paragraph("CONTACT", true) +
      paragraph("kiran@example.org") +
      paragraph("SKILLS", true) +
      paragraph("Python, Go, Kubernetes, Terraform"),
  )}</mc:Choice></mc:AlternateContent>`,
)}${hung(
  drawingBox(
    paragraph("EXPERIENCE", true) +
      paragraph("Site Reliability Engineer, Razorpay, 2021 – Present") +
      paragraph("EDUCATION", true) +
      paragraph("B.E. in Computer Engineering, Pune University, 2017 – 2021"),
  ),
)}`;
