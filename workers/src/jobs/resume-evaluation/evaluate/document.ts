/** What the evaluation reads: a resume's text and paragraphs, as the documents' extractor reads them. */
import type { DocumentParagraph, ExtractedDocument } from "../../../documents/extract";

export type { ParagraphKind } from "../../../documents/extract";

/** A paragraph of the resume (its text, kind and boldness). */
export type ResumeParagraph = DocumentParagraph;

/** The resume as extracted: its paragraphs, their text joined, its hyperlink targets. */
export type ExtractedResume = ExtractedDocument;
