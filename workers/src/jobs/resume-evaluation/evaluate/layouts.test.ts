/** Sections of resumes laid out as a table or in text boxes, as the extractor reads them (issue 33). */
import { describe, expect, it } from "vitest";
import { extractDocument } from "../../../documents/extract";
import { docxWithBody, TEXT_BOX_LAYOUT, TWO_COLUMN_TABLE } from "../../../documents/testing";
import { findSections } from "./sections";

const sectionsOf = async (body: string) =>
  findSections((await extractDocument(await docxWithBody(body))).paragraphs);

describe("the sections of a laid-out resume", () => {
  it("are found in a two-column table, in reading order", async () => {
    const sections = await sectionsOf(TWO_COLUMN_TABLE);
    expect(sections.order).toEqual(["skills", "experience", "education"]);
    expect(sections.lines.education).toHaveLength(1);
  });

  it("are found in text boxes", async () => {
    const sections = await sectionsOf(TEXT_BOX_LAYOUT);
    expect(
      sections.present.skills && sections.present.experience && sections.present.education,
    ).toBe(true);
    expect(sections.lines.skills.map((l) => l.text)).toEqual(["Python, Go, Kubernetes, Terraform"]);
  });
});
