/** readUploadedDocx: what both evaluations read, and every refusal with the student's message. */
import { RESUME_MESSAGES } from "@gradplan/schema";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { docxWithMacros } from "../testing/macro-docx";
import {
  DocumentEmptyError,
  DocumentExtractError,
  DocxMacrosError,
  DocxSizesError,
} from "./errors";
import { readDocxFixture } from "./testing";
import { readUploadedDocx } from "./upload";

const CENTRAL_HEADER = 0x02014b50;

/** A zip whose directory declares a 1 KB entry that inflates to 1 MB: a bomb in small. */
async function lyingZip(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file("word/document.xml", "x".repeat(1024 * 1024));
  const bytes = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
  const at = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  expect(bytes.readUInt32LE(at)).toBe(CENTRAL_HEADER);
  bytes.writeUInt32LE(1024, at + 24);
  return bytes;
}

const refusal = (file: Buffer) => readUploadedDocx(file).catch((error: unknown) => error);

describe("readUploadedDocx", () => {
  it("reads a good upload's paragraphs", async () => {
    const document = await readUploadedDocx(await readDocxFixture("3-good.docx"));
    expect(document.paragraphs.length).toBeGreaterThan(10);
  });

  it("refuses macros, and an entry larger than the directory says, before reading the text", async () => {
    const macros = await refusal(await docxWithMacros("a vbaProject.bin part"));
    expect(macros).toBeInstanceOf(DocxMacrosError);
    expect(macros).toMatchObject({ userMessage: RESUME_MESSAGES.macros });
    const bomb = await refusal(await lyingZip());
    expect(bomb).toBeInstanceOf(DocxSizesError);
    expect(bomb).toMatchObject({ userMessage: RESUME_MESSAGES.tooManyParts });
    const notAZip = await refusal(Buffer.from("%PDF-1.7 not a docx"));
    expect(notAZip).toBeInstanceOf(DocxSizesError);
  });

  it("refuses a document without text as empty, a DocumentExtractError like every refusal", async () => {
    const empty = await refusal(await readDocxFixture("empty.docx"));
    expect(empty).toBeInstanceOf(DocumentEmptyError);
    expect(empty).toBeInstanceOf(DocumentExtractError);
    expect(empty).toMatchObject({ userMessage: RESUME_MESSAGES.empty });
  });
});
