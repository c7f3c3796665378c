/** Real .docx files with macros put in, the three ways a file can carry a VBA project. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { REPO_ROOT } from "@gradplan/gateway";
import JSZip from "jszip";

export type MacroCarrier = "a vbaProject.bin part" | "a renamed .bin part" | "a macro-enabled body";

const TYPES = "[Content_Types].xml";
const DOCX_MAIN =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

/** The good resume fixture with a VBA project added as `how` says. */
export async function docxWithMacros(how: MacroCarrier): Promise<Buffer> {
  const good = readFileSync(resolve(REPO_ROOT, "workers/test-fixtures/resumes/3-good.docx"));
  const zip = await JSZip.loadAsync(good);
  const types = (await zip.file(TYPES)?.async("string")) ?? "";
  const vba = Buffer.from('\u0001\u0016\u0001\u0000Attribute VB_Name = "ThisDocument"');
  if (how === "a vbaProject.bin part") {
    zip.file("word/vbaProject.bin", vba);
  } else if (how === "a renamed .bin part") {
    // Any name: the content type says what the part is.
    zip.file("word/media/image9.bin", vba);
    const override =
      '<Override PartName="/word/media/image9.bin" ContentType="application/vnd.ms-office.vbaProject"/>';
    zip.file(TYPES, types.replace("</Types>", `${override}</Types>`));
  } else {
    zip.file(
      TYPES,
      types.replace(DOCX_MAIN, "application/vnd.ms-word.document.macroEnabled.main+xml"),
    );
  }
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

export const MACRO_CARRIERS: readonly MacroCarrier[] = [
  "a vbaProject.bin part",
  "a renamed .bin part",
  "a macro-enabled body",
];
