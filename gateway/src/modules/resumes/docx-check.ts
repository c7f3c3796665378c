/**
 * Is this upload a .docx we are willing to open? Once its name and size have passed, decided from
 * the first bytes and the zip's central directory, and [Content_Types].xml (at most 64 kB, its
 * size checked as it inflates) for macros: nothing else is inflated here, so a zip bomb costs us
 * a directory read. The worker later inflates with the same limits and the same macro rule
 * enforced (workers/src/documents/declared-sizes.ts).
 */
import {
  DOCX_CONTENT_TYPES_MAX_BYTES,
  DOCX_CONTENT_TYPES_PART,
  docxHasMacros,
  RESUME_MAX_UNCOMPRESSED_BYTES,
  RESUME_MAX_ZIP_ENTRIES,
  RESUME_MESSAGES,
  type ResumeFileProblem,
  resumeFileProblem,
} from "@gradplan/schema";
import yauzl from "yauzl";
import { DomainError, type ErrorKind } from "../../core/errors";
import type { UploadedFile } from "../../core/route";

const FILE_PROBLEM_KIND: Record<ResumeFileProblem, ErrorKind> = {
  fileRequired: "bad-input",
  docxOnly: "unsupported-media",
  tooLarge: "too-large",
};

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
export const DOCX_BODY = "word/document.xml";

/** A file refused by its content: not a .docx ("unsupported-media") or too big inside ("too-large"). */
export class UploadRefused extends DomainError {
  constructor(kind: Extract<ErrorKind, "unsupported-media" | "too-large">, message: string) {
    super(kind, message);
  }
}

interface Directory {
  entries: number;
  uncompressed: number;
  hasBody: boolean;
  names: string[];
  /** [Content_Types].xml's text ("" when absent); null when it is larger than we read. */
  contentTypes: string | null;
}

/** One entry's bytes, inflated: yauzl checks them against the size the directory declared. */
function readEntryText(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error("unreadable entry"));
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", reject);
      stream.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    });
  });
}

/** The central directory's entries, stopping as soon as a limit is passed. */
export function readDirectory(buffer: Buffer): Promise<Directory> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("not a zip"));
      const found: Directory = {
        entries: 0,
        uncompressed: 0,
        hasBody: false,
        names: [],
        contentTypes: "",
      };
      zip.on("entry", (entry: yauzl.Entry) => {
        found.entries++;
        found.uncompressed += entry.uncompressedSize;
        found.names.push(entry.fileName);
        if (entry.fileName === DOCX_BODY) found.hasBody = true;
        if (
          found.entries > RESUME_MAX_ZIP_ENTRIES ||
          found.uncompressed > RESUME_MAX_UNCOMPRESSED_BYTES
        ) {
          zip.close();
          return resolve(found);
        }
        if (entry.fileName !== DOCX_CONTENT_TYPES_PART) return zip.readEntry();
        if (entry.uncompressedSize > DOCX_CONTENT_TYPES_MAX_BYTES) {
          found.contentTypes = null;
          return zip.readEntry();
        }
        readEntryText(zip, entry).then((text) => {
          found.contentTypes = text;
          zip.readEntry();
        }, reject);
      });
      zip.on("end", () => resolve(found));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

/** The content checks, after the name and size checks of schema/'s resumeFileProblem. */
export async function checkDocx(buffer: Buffer): Promise<void> {
  // A PDF or image renamed to .docx stops here: a .docx is a zip.
  if (buffer.length < 22 || !buffer.subarray(0, 4).equals(ZIP_MAGIC)) {
    throw new UploadRefused("unsupported-media", RESUME_MESSAGES.docxOnly);
  }
  const directory = await readDirectory(buffer).catch(() => null);
  if (!directory) throw new UploadRefused("unsupported-media", RESUME_MESSAGES.notADocx);
  if (
    directory.entries > RESUME_MAX_ZIP_ENTRIES ||
    directory.uncompressed > RESUME_MAX_UNCOMPRESSED_BYTES
  ) {
    throw new UploadRefused("too-large", RESUME_MESSAGES.tooManyParts);
  }
  if (directory.contentTypes === null)
    throw new UploadRefused("too-large", RESUME_MESSAGES.tooManyParts);
  // Any other zip (an .xlsx, a .zip renamed) has no Word body.
  if (!directory.hasBody) throw new UploadRefused("unsupported-media", RESUME_MESSAGES.docxOnly);
  // A .docm renamed, or macro parts added: refused, so no part of it is ever stored.
  if (docxHasMacros(directory.names, directory.contentTypes))
    throw new UploadRefused("unsupported-media", RESUME_MESSAGES.macros);
}

/**
 * The whole check of an uploaded .docx (a resume's or an SOP's): its name and size (schema's
 * resumeFileProblem, which the page runs too), then its content. Answers the file that passed.
 */
export async function checkDocxUpload(file: UploadedFile | undefined): Promise<UploadedFile> {
  const problem = resumeFileProblem(file && { name: file.filename, size: file.buffer.length });
  if (problem || !file) {
    const found = problem ?? "fileRequired";
    throw new DomainError(FILE_PROBLEM_KIND[found], RESUME_MESSAGES[found]);
  }
  await checkDocx(file.buffer);
  return file;
}
