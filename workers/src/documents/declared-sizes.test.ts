/** The worker's own look refuses macros too, should a file with them ever get past the gateway. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { REPO_ROOT } from "@gradplan/gateway";
import { describe, expect, it } from "vitest";
import { docxWithMacros, MACRO_CARRIERS } from "../testing/macro-docx";
import { verifyDeclaredSizes } from "./declared-sizes";
import { DocxMacrosError } from "./errors";

describe("verifyDeclaredSizes", () => {
  it("passes a plain .docx", async () => {
    const good = readFileSync(resolve(REPO_ROOT, "workers/test-fixtures/resumes/3-good.docx"));
    await expect(verifyDeclaredSizes(good)).resolves.toBeUndefined();
  });

  for (const how of MACRO_CARRIERS) {
    it(`refuses a .docx with ${how}`, async () => {
      await expect(verifyDeclaredSizes(await docxWithMacros(how))).rejects.toBeInstanceOf(
        DocxMacrosError,
      );
    });
  }
});
