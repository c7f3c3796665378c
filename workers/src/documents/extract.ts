/** Reads an uploaded .docx with mammoth into paragraphs (headings, bullets, bold lines), time-limited. */
import { RESUME_PARSE_TIMEOUT_MS } from "@gradplan/schema";
import JSZip from "jszip";
import mammoth from "mammoth";
import { DocumentEmptyError, DocumentParseTimeout, DocumentUnreadableError } from "./errors";
import { withTextBoxes } from "./text-boxes";

export type ParagraphKind = "heading" | "list" | "paragraph";

export interface DocumentParagraph {
  /** The paragraph's text, trimmed; a typed bullet character is removed (kind is then "list"). */
  text: string;
  /** "heading" for Word heading or title styles, "list" for bullets and list paragraphs. */
  kind: ParagraphKind;
  /** Every run with text is bold: how most resumes mark section names and job titles. */
  bold: boolean;
}

export interface ExtractedDocument {
  /** The paragraphs' text joined by newlines. */
  text: string;
  paragraphs: DocumentParagraph[];
  /** Hyperlink targets (a LinkedIn profile is often a link whose text is just "LinkedIn"). */
  links: string[];
}

/** The parts of mammoth's document model we read (its types declare the tree as `any`). */
interface DocNode {
  type: string;
  children?: DocNode[];
  value?: string;
  styleId?: string | null;
  styleName?: string | null;
  numbering?: unknown;
  isBold?: boolean;
  href?: string;
}

interface Segment {
  text: string;
  bold: boolean;
}

const HEADING_STYLE = /^(heading|title|subtitle)/i;
const LIST_STYLE = /list/i;
/** A bullet typed into the text instead of Word's list formatting. */
const TYPED_BULLET = /^[•●▪■◦‣∙·○►▶➢✓✔*–-]\s+/;

function paragraphKind(node: DocNode, text: string): ParagraphKind {
  const style = `${node.styleId ?? ""} ${node.styleName ?? ""}`.trim();
  if (HEADING_STYLE.test(node.styleId ?? "") || HEADING_STYLE.test(node.styleName ?? "")) {
    return "heading";
  }
  if (node.numbering || LIST_STYLE.test(style) || TYPED_BULLET.test(text)) return "list";
  return "paragraph";
}

/** A paragraph's text runs; a line break starts a new line, as a reader sees it. */
function collectSegments(node: DocNode, bold: boolean, lines: Segment[][], links: string[]): void {
  const current = (): Segment[] => lines[lines.length - 1]!;
  switch (node.type) {
    case "text":
      current().push({ text: node.value ?? "", bold });
      return;
    case "tab":
      current().push({ text: "\t", bold });
      return;
    case "break":
      lines.push([]);
      return;
    case "hyperlink":
      if (node.href) links.push(node.href);
      break;
  }
  const runBold = node.type === "run" ? Boolean(node.isBold) : bold;
  for (const child of node.children ?? []) collectSegments(child, runBold, lines, links);
}

function toParagraphs(node: DocNode, links: string[]): DocumentParagraph[] {
  const lines: Segment[][] = [[]];
  collectSegments(node, false, lines, links);
  const paragraphs: DocumentParagraph[] = [];
  for (const segments of lines) {
    const raw = segments
      .map((s) => s.text)
      .join("")
      .trim();
    if (!raw) continue;
    const kind = paragraphKind(node, raw);
    const text = kind === "list" ? raw.replace(TYPED_BULLET, "") : raw;
    const bold = segments.every((s) => s.bold || !s.text.trim());
    paragraphs.push({ text, kind, bold });
  }
  return paragraphs;
}

/**
 * Paragraphs in reading order: table cells row by row, left to right; a text box's paragraphs
 * after the paragraph it is anchored in.
 */
function walk(node: DocNode, paragraphs: DocumentParagraph[], links: string[]): void {
  if (node.type === "paragraph") {
    paragraphs.push(...toParagraphs(node, links));
    return;
  }
  for (const child of node.children ?? []) walk(child, paragraphs, links);
}

/**
 * The zip as mammoth reads its parts (its `file` input: `exists` and `read`), with text boxes
 * rewritten where mammoth reads them (text-boxes.ts). mammoth opens the buffer with the same
 * JSZip otherwise; this is one open, not two.
 */
async function openDocx(buffer: Buffer) {
  const zip = await JSZip.loadAsync(buffer);
  return {
    exists: (name: string) => zip.file(name) !== null,
    read: async (name: string, encoding?: string) => {
      const bytes = await zip.file(name)!.async("uint8array");
      if (encoding === "base64") return Buffer.from(bytes).toString("base64");
      if (!encoding) return bytes;
      const text = new TextDecoder(encoding).decode(bytes);
      return name.endsWith(".xml") ? withTextBoxes(text) : text;
    },
  };
}

async function read(buffer: Buffer): Promise<ExtractedDocument> {
  const paragraphs: DocumentParagraph[] = [];
  const links: string[] = [];
  try {
    const file = await openDocx(buffer);
    await mammoth.convertToHtml(
      // mammoth's types declare only path, buffer and arrayBuffer; `file` is its zip input.
      { file } as unknown as { buffer: Buffer },
      {
        // We read mammoth's document model directly, then hand back an empty document: the
        // HTML itself is never used, and rendering it would double the parse time.
        transformDocument: (document: unknown) => {
          walk(document as DocNode, paragraphs, links);
          return { ...(document as DocNode), children: [] };
        },
      },
    );
  } catch (error) {
    throw new DocumentUnreadableError(error);
  }
  const text = paragraphs.map((p) => p.text).join("\n");
  if (!/[\p{L}\p{N}]/u.test(text)) throw new DocumentEmptyError();
  return { text, paragraphs, links };
}

/**
 * Extracts a document's paragraphs. Rejects with DocumentUnreadableError, DocumentEmptyError or
 * DocumentParseTimeout (all DocumentExtractError).
 *
 * The time limit abandons the parse, it does not interrupt it: mammoth cannot be cancelled, and
 * its synchronous stretches (XML parsing) run to the end while the event loop waits. The timer
 * can only fire when mammoth yields, so a parse that finishes late is also reported as a
 * timeout. What bounds the synchronous work is the upload's size limits (RESUME_MAX_BYTES,
 * RESUME_MAX_UNCOMPRESSED_BYTES), checked before a file reaches the worker.
 */
export async function extractDocument(
  buffer: Buffer,
  timeoutMs: number = RESUME_PARSE_TIMEOUT_MS,
): Promise<ExtractedDocument> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DocumentParseTimeout(timeoutMs)), timeoutMs);
  });
  try {
    const document = await Promise.race([read(buffer), deadline]);
    if (performance.now() - started > timeoutMs) throw new DocumentParseTimeout(timeoutMs);
    return document;
  } finally {
    clearTimeout(timer);
  }
}
