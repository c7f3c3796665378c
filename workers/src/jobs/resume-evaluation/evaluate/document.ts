/** What the evaluation reads: a resume's text and paragraphs, as the extractor produces them. */

export type ParagraphKind = "heading" | "list" | "paragraph";

export interface ResumeParagraph {
  /** The paragraph's text, trimmed; a typed bullet character is removed (kind is then "list"). */
  text: string;
  /** "heading" for Word heading or title styles, "list" for bullets and list paragraphs. */
  kind: ParagraphKind;
  /** Every run with text is bold: how many resumes mark section names and job titles. */
  bold: boolean;
}

export interface ExtractedResume {
  /** The paragraphs' text joined by newlines. */
  text: string;
  paragraphs: ResumeParagraph[];
  /** Hyperlink targets (a LinkedIn profile is often a link whose text is just "LinkedIn"). */
  links: string[];
}
