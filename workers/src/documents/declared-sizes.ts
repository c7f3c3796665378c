/**
 * The worker's second look at an upload the gateway already checked (docx-check.ts there):
 * inflating every entry once, discarding the bytes, with yauzl checking each against the size
 * the directory declared. A zip whose entries lie about their size (the classic bomb) fails
 * here, bounded by the directory total the gateway checked, before mammoth holds it in memory.
 * The same pass keeps the parts' names and [Content_Types].xml to refuse macros again.
 */
import {
  DOCX_CONTENT_TYPES_MAX_BYTES,
  DOCX_CONTENT_TYPES_PART,
  docxHasMacros,
} from "@gradplan/schema";
import yauzl from "yauzl";
import { DocxMacrosError, DocxSizesError } from "./errors";

/** Resolves for a plain .docx; rejects with DocxMacrosError or DocxSizesError. */
export function verifyDeclaredSizes(buffer: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const refuse = (error: unknown) => reject(new DocxSizesError(error));
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return refuse(error ?? new Error("not a zip"));
      const names: string[] = [];
      let contentTypes = "";
      zip.on("entry", (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        if (entry.fileName.endsWith("/")) return zip.readEntry();
        const keep =
          entry.fileName === DOCX_CONTENT_TYPES_PART &&
          entry.uncompressedSize <= DOCX_CONTENT_TYPES_MAX_BYTES;
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return refuse(streamError ?? new Error("unreadable entry"));
          const chunks: Buffer[] = [];
          stream.on("error", refuse);
          stream.on("end", () => {
            if (keep) contentTypes = Buffer.concat(chunks).toString("utf8");
            zip.readEntry();
          });
          if (keep) stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          else stream.resume();
        });
      });
      zip.on("end", () =>
        docxHasMacros(names, contentTypes) ? reject(new DocxMacrosError()) : resolve(),
      );
      zip.on("error", refuse);
      zip.readEntry();
    });
  });
}
