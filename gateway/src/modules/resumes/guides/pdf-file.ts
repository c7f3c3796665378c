/** PDF 1.4 file assembly: numbered objects, uncompressed page streams, exact xref and trailer. */
import { BASE_FONT, type FontKey } from "./afm-widths";
import { escapePdfString, toWinAnsi } from "./text";

/** One page: its size in points and its content stream (ASCII operators). */
export interface PageSpec {
  width: number;
  height: number;
  content: string;
}

/** The document information dictionary; deliberately no CreationDate, so output is reproducible. */
export interface DocInfo {
  title: string;
  author: string;
  subject?: string;
}

/** Resource names the content streams use for each font. */
export const FONT_RESOURCE: Record<FontKey, string> = { regular: "F1", bold: "F2" };

/** Numbers as PDF wants them: at most 2 decimals, no exponent, never "-0". */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

function literal(text: string): string {
  return `(${escapePdfString(toWinAnsi(text))})`;
}

const CATALOG = 1;
const PAGES = 2;
const FONT_OBJECT: Record<FontKey, number> = { regular: 3, bold: 4 };
const INFO = 5;
const FIRST_PAGE = 6; // each page is followed by its content stream

/** Serializes the pages into a complete PDF 1.4 file. */
export function assemblePdf(pages: readonly PageSpec[], info: DocInfo): Buffer {
  const pageIds = pages.map((_, index) => FIRST_PAGE + index * 2);
  const fontRefs = (Object.keys(FONT_OBJECT) as FontKey[])
    .map((font) => `/${FONT_RESOURCE[font]} ${FONT_OBJECT[font]} 0 R`)
    .join(" ");

  const bodies: string[] = [];
  bodies[CATALOG] =
    `<< /Type /Catalog /Pages ${PAGES} 0 R /ViewerPreferences << /DisplayDocTitle true >> >>`;
  bodies[PAGES] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  for (const font of Object.keys(FONT_OBJECT) as FontKey[]) {
    bodies[FONT_OBJECT[font]] =
      `<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONT[font]} /Encoding /WinAnsiEncoding >>`;
  }
  const subject = info.subject === undefined ? "" : ` /Subject ${literal(info.subject)}`;
  bodies[INFO] =
    `<< /Title ${literal(info.title)} /Author ${literal(info.author)}${subject}` +
    ` /Creator ${literal(info.author)} /Producer ${literal(`${info.author} PDF writer`)} >>`;
  pages.forEach((page, index) => {
    const id = pageIds[index]!;
    bodies[id] =
      `<< /Type /Page /Parent ${PAGES} 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}]` +
      ` /Resources << /Font << ${fontRefs} >> >> /Contents ${id + 1} 0 R >>`;
    // Content streams are ASCII (text is octal-escaped), so length in chars is length in bytes.
    bodies[id + 1] =
      `<< /Length ${Buffer.byteLength(page.content, "latin1")} >>\nstream\n${page.content}\nendstream`;
  });

  // The binary comment after the header tells transfer tools the file is not plain text.
  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  for (let id = 1; id < bodies.length; id++) {
    const chunk = Buffer.from(`${id} 0 obj\n${bodies[id]}\nendobj\n`, "latin1");
    offsets[id] = offset;
    offset += chunk.length;
    chunks.push(chunk);
  }
  // Each xref entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, type, space, LF.
  const entries = offsets
    .slice(1)
    .map((at) => `${String(at).padStart(10, "0")} 00000 n \n`)
    .join("");
  const size = bodies.length;
  chunks.push(
    Buffer.from(
      `xref\n0 ${size}\n0000000000 65535 f \n${entries}` +
        `trailer\n<< /Size ${size} /Root ${CATALOG} 0 R /Info ${INFO} 0 R >>\n` +
        `startxref\n${offset}\n%%EOF\n`,
      "latin1",
    ),
  );
  return Buffer.concat(chunks);
}
