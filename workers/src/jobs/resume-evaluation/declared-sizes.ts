/**
 * The worker's second look at an upload the gateway already checked (docx-check.ts there):
 * inflating every entry once, discarding the bytes, with yauzl checking each against the size
 * the directory declared. A zip whose entries lie about their size (the classic bomb) fails
 * here, bounded by the directory total the gateway checked, before mammoth holds it in memory.
 */
import yauzl from "yauzl";

export function verifyDeclaredSizes(buffer: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("not a zip"));
      zip.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith("/")) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error("unreadable entry"));
          stream.on("error", reject);
          stream.on("end", () => zip.readEntry());
          stream.resume();
        });
      });
      zip.on("end", () => resolve());
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}
