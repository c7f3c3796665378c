/** The reference guide PDFs served under /download/: rendered from content.ts once, then cached. */
import { GUIDES, type GuideBlock, type GuideContent } from "./content";
import { PdfDocument } from "./pdf-writer";

const AUTHOR = "GradPlan";

function renderBlock(doc: PdfDocument, block: GuideBlock): void {
  switch (block.kind) {
    case "paragraph":
      doc.paragraph(block.text);
      return;
    case "subheading":
      doc.subheading(block.text);
      return;
    case "bullets":
      doc.bullets(block.items);
      return;
    case "checklist": {
      // Checklist items are short, so two columns keep the list compact and on one page.
      const half = Math.ceil(block.items.length / 2);
      doc.columns(
        { tone: "accent", items: block.items.slice(0, half) },
        { tone: "accent", items: block.items.slice(half) },
        "box",
      );
      return;
    }
    case "example":
      doc.callout([
        `**${block.label}**`,
        `**Before:** ${block.before}`,
        `**After:** ${block.after}`,
        ...(block.why === undefined ? [] : [`**Why it works:** ${block.why}`]),
      ]);
      return;
    case "doDont":
      doc.subheading(block.topic);
      doc.columns(
        { label: "Do", tone: "do", items: block.dos },
        { label: "Don't", tone: "dont", items: block.donts },
      );
      return;
  }
}

/** Lays a guide out on US Letter pages (the audience applies to US programs). */
export function renderGuide(guide: GuideContent): PdfDocument {
  const doc = new PdfDocument({
    title: guide.title,
    author: AUTHOR,
    subject: guide.subtitle,
    pageSize: "Letter",
    footerLabel: `${AUTHOR} | ${guide.title}`,
  });
  doc.title(guide.title);
  doc.subtitle(guide.subtitle);
  for (const section of guide.sections) {
    doc.heading(section.heading);
    for (const block of section.blocks) renderBlock(doc, block);
  }
  return doc;
}

// A Map, not an object, so names like "constructor" or "__proto__" cannot match anything.
const byFile = new Map<string, GuideContent>(GUIDES.map((guide) => [guide.file, guide]));
const built = new Map<string, Buffer>();

/**
 * The PDF for a guide's file name (e.g. "Resume-Dos-And-Donts.pdf"), built on first request and
 * reused after; null for any other name. Callers must not mutate the returned buffer.
 */
export function guidePdf(file: string): Buffer | null {
  const cached = built.get(file);
  if (cached) return cached;
  const guide = byFile.get(file);
  if (!guide) return null;
  const pdf = renderGuide(guide).toBuffer();
  built.set(file, pdf);
  return pdf;
}
