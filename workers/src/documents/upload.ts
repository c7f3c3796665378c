/** How an evaluation reads a stored .docx upload: its declared sizes checked again, then its text. */
import { verifyDeclaredSizes } from "./declared-sizes";
import { type ExtractedDocument, extractDocument } from "./extract";

/**
 * The upload's paragraphs. Every refusal (macros, sizes that lie, unreadable, empty, too slow
 * to read) is a DocumentExtractError: the same bytes read the same way, so a job fails it at
 * once with its `userMessage`. Anything else is a fault of ours, worth a retry.
 */
export async function readUploadedDocx(file: Buffer): Promise<ExtractedDocument> {
  await verifyDeclaredSizes(file);
  return extractDocument(file);
}
