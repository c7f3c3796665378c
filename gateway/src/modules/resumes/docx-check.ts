/**
 * Is this upload a .docx we are willing to open? Once its name and size have passed, decided from
 * the first bytes and the zip's central directory alone: nothing is inflated here, so a zip bomb
 * costs us a directory read. The worker later inflates with the same limits enforced
 * (workers/src/jobs/resume-evaluation/declared-sizes.ts).
 */
import {
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
}

/** The central directory's entries, stopping as soon as a limit is passed. */
export function readDirectory(buffer: Buffer): Promise<Directory> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("not a zip"));
      const found: Directory = { entries: 0, uncompressed: 0, hasBody: false };
      zip.on("entry", (entry: yauzl.Entry) => {
        found.entries++;
        found.uncompressed += entry.uncompressedSize;
        if (entry.fileName === DOCX_BODY) found.hasBody = true;
        if (
          found.entries > RESUME_MAX_ZIP_ENTRIES ||
          found.uncompressed > RESUME_MAX_UNCOMPRESSED_BYTES
        ) {
          zip.close();
          return resolve(found);
        }
        zip.readEntry();
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
  // Any other zip (an .xlsx, a .zip renamed) has no Word body.
  if (!directory.hasBody) throw new UploadRefused("unsupported-media", RESUME_MESSAGES.docxOnly);
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
