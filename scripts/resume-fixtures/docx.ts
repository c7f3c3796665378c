/** Writes a minimal but real .docx (OOXML zip) from a resume written as lines, byte-for-byte stable. */
import JSZip from "jszip";

/**
 * How a fixture marks its structure, so the fixtures cover what students' files really do:
 * Word heading styles or bold lines for section names; Word bullets (numPr), the
 * "List Paragraph" style alone, or a bullet character typed into the text.
 */
export interface DocxLayout {
  headings: "style" | "bold";
  bullets: "numbered" | "style" | "typed";
}

/**
 * One resume line: "# Name" a section heading, "## Name" a sub-heading, "- text" a bullet,
 * anything else a paragraph; `**bold**` spans inside a line become bold runs, and an empty
 * string an empty paragraph.
 */
export type ResumeLines = readonly string[];

/** A fixed date for every zip entry: the same input gives the same bytes, so git stays clean. */
const ZIP_DATE = new Date(Date.UTC(2024, 0, 1, 0, 0, 0));

const W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function run(text: string, bold: boolean): string {
  const props = bold ? "<w:rPr><w:b/></w:rPr>" : "";
  return `<w:r>${props}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
}

/** Splits "**Languages:** Python, Go" into a bold and a plain run. */
function runs(line: string, allBold: boolean): string {
  return line
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part.length > 0)
    .map((part) => (part.startsWith("**") ? run(part.slice(2, -2), true) : run(part, allBold)))
    .join("");
}

function paragraph(props: string, body: string): string {
  return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ""}${body}</w:p>`;
}

function lineToXml(line: string, layout: DocxLayout): string {
  const heading = /^(#{1,2}) (.*)$/.exec(line);
  if (heading) {
    const level = heading[1]!.length;
    const text = heading[2]!;
    if (layout.headings === "style") {
      return paragraph(`<w:pStyle w:val="Heading${level}"/>`, runs(text, false));
    }
    return paragraph("", runs(level === 1 ? text.toUpperCase() : text, true));
  }
  if (line.startsWith("- ")) {
    const text = line.slice(2);
    if (layout.bullets === "numbered") {
      const numbering = '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>';
      return paragraph(`<w:pStyle w:val="ListParagraph"/>${numbering}`, runs(text, false));
    }
    if (layout.bullets === "style") {
      return paragraph('<w:pStyle w:val="ListParagraph"/>', runs(text, false));
    }
    return paragraph("", runs(`• ${text}`, false));
  }
  return paragraph("", line ? runs(line, false) : "");
}

export function documentXml(lines: ResumeLines, layout: DocxLayout): string {
  const body = lines.map((line) => lineToXml(line, layout)).join("");
  const section =
    '<w:sectPr><w:pgSz w:w="12240" w:h="15840"/>' +
    '<w:pgMar w:top="1080" w:right="1080" w:bottom="1080" w:left="1080"/></w:sectPr>';
  return `${XML_HEAD}<w:document xmlns:w="${W_NS}" xmlns:r="${R_NS}"><w:body>${body}${section}</w:body></w:document>`;
}

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>
</Types>`;

const PACKAGE_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

const DOCUMENT_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>
</Relationships>`;

function style(id: string, name: string, extra = ""): string {
  return `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/>${extra}</w:style>`;
}

const STYLES = `${XML_HEAD}<w:styles xmlns:w="${W_NS}">${[
  style("Normal", "Normal"),
  style(
    "Heading1",
    "heading 1",
    '<w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="28"/></w:rPr>',
  ),
  style(
    "Heading2",
    "heading 2",
    '<w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="24"/></w:rPr>',
  ),
  style(
    "ListParagraph",
    "List Paragraph",
    '<w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr>',
  ),
].join("")}</w:styles>`;

const NUMBERING = `${XML_HEAD}<w:numbering xmlns:w="${W_NS}">
<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
</w:numbering>`;

/** Zips the parts in a fixed order with fixed dates and compression, so output is stable. */
export async function packDocx(documentXmlText: string): Promise<Buffer> {
  const zip = new JSZip();
  const parts: [string, string][] = [
    ["[Content_Types].xml", CONTENT_TYPES],
    ["_rels/.rels", PACKAGE_RELS],
    ["word/document.xml", documentXmlText],
    ["word/_rels/document.xml.rels", DOCUMENT_RELS],
    ["word/styles.xml", STYLES],
    ["word/numbering.xml", NUMBERING],
  ];
  for (const [name, content] of parts)
    zip.file(name, content, { date: ZIP_DATE, createFolders: false });
  return zip.generateAsync({
    type: "nodebuffer",
    compression: "DEFLATE",
    compressionOptions: { level: 9 },
  });
}

export function buildDocx(lines: ResumeLines, layout: DocxLayout): Promise<Buffer> {
  return packDocx(documentXml(lines, layout));
}
