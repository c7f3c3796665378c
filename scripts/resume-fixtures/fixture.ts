/** The shape of one generated resume fixture: its file name, how it marks structure, its lines. */
import type { DocxLayout, ResumeLines } from "./docx";

export interface ResumeFixture {
  /** File name under workers/test-fixtures/resumes/. */
  file: string;
  layout: DocxLayout;
  lines: ResumeLines;
}
