import { describe, expect, it } from "vitest";
import {
  RESUME_MAX_BYTES,
  RESUME_NAME_MAX,
  resumeFileProblem,
  resumeLengthLabel,
  resumeNameProblem,
} from "./resume";

describe("resume upload fields (shared by the form and the server)", () => {
  it("needs a name, trimmed, of at most the maximum length", () => {
    expect(resumeNameProblem("")).toBe("nameRequired");
    expect(resumeNameProblem("   ")).toBe("nameRequired");
    expect(resumeNameProblem(` ${"a".repeat(RESUME_NAME_MAX)} `)).toBeUndefined();
    expect(resumeNameProblem("a".repeat(RESUME_NAME_MAX + 1))).toBe("nameTooLong");
  });

  it("needs a file named .docx (any case) no larger than the limit", () => {
    expect(resumeFileProblem(null)).toBe("fileRequired");
    expect(resumeFileProblem(undefined)).toBe("fileRequired");
    expect(resumeFileProblem({ name: "cv.pdf", size: 10 })).toBe("docxOnly");
    expect(resumeFileProblem({ name: "cv.docx.pdf", size: 10 })).toBe("docxOnly");
    expect(resumeFileProblem({ name: "cv.doc", size: 10 })).toBe("docxOnly");
    expect(resumeFileProblem({ name: "CV.DOCX", size: RESUME_MAX_BYTES })).toBeUndefined();
    expect(resumeFileProblem({ name: "cv.docx", size: RESUME_MAX_BYTES + 1 })).toBe("tooLarge");
  });
});

describe("resume length label", () => {
  it("reads short, ideal, slightly long and too long at the documented word counts", () => {
    expect(resumeLengthLabel(249)).toBe("Too Short");
    expect(resumeLengthLabel(250)).toBe("Ideal Length");
    expect(resumeLengthLabel(500)).toBe("Ideal Length");
    expect(resumeLengthLabel(700)).toBe("Slightly Long");
    expect(resumeLengthLabel(701)).toBe("Too Long");
  });
});
