/** The two reference guides served under /download/, as structured blocks the renderer lays out. */
import { RESUME_GUIDES } from "@gradplan/schema";
import { ACADEMIC_RESUME_SECTIONS } from "./content-academic-resume";
import { DOS_AND_DONTS_SECTIONS } from "./content-dos-and-donts";
import type { GuideSection } from "./guide-types";

export type { GuideBlock, GuideSection } from "./guide-types";

export type GuideFile = (typeof RESUME_GUIDES)[number]["file"];

export interface GuideContent {
  file: GuideFile;
  title: string;
  subtitle: string;
  sections: readonly GuideSection[];
}

function guide(file: GuideFile, subtitle: string, sections: readonly GuideSection[]): GuideContent {
  // Titles come from the schema so the page's link text and the PDF title never drift apart.
  const entry = RESUME_GUIDES.find((candidate) => candidate.file === file)!;
  return { file, title: entry.title, subtitle, sections };
}

export const GUIDES: readonly GuideContent[] = [
  guide(
    "Building-Your-Academic-Resume.pdf",
    "A practical guide for students applying to US Masters programs in Engineering, Computer Science and IT",
    ACADEMIC_RESUME_SECTIONS,
  ),
  guide(
    "Resume-Dos-And-Donts.pdf",
    "Quick rules, common mistakes and their fixes, and what GradPlan's resume evaluation rewards",
    DOS_AND_DONTS_SECTIONS,
  ),
];
