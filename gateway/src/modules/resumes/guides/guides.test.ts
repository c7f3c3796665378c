/** The reference guide PDFs: file structure, determinism, escaping and that every line fits. */
import { RESUME_GUIDES } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { textWidth } from "./afm-widths";
import { GUIDES } from "./content";
import { guidePdf, renderGuide } from "./guides";
import { PdfDocument } from "./pdf-writer";
import { parseMarkup, toWinAnsi, wrapSpans } from "./text";

/** Checks the cross-reference table against the bytes and returns the object count. */
function checkXref(pdf: string): number {
  const tail = /startxref\n(\d+)\n%%EOF\n$/.exec(pdf);
  expect(tail).not.toBeNull();
  const xrefAt = Number(tail![1]);
  expect(pdf.startsWith("xref\n", xrefAt)).toBe(true);
  const header = /^xref\n0 (\d+)\n/.exec(pdf.slice(xrefAt));
  expect(header).not.toBeNull();
  const size = Number(header![1]);
  const entriesAt = xrefAt + header![0].length;
  for (let id = 0; id < size; id++) {
    // Entries are fixed-width: 20 bytes each, so they can be read by position.
    const entry = pdf.slice(entriesAt + id * 20, entriesAt + (id + 1) * 20);
    expect(entry).toMatch(/^\d{10} \d{5} [fn] \n$/);
    if (id === 0) {
      expect(entry).toBe("0000000000 65535 f \n");
      continue;
    }
    const offset = Number(entry.slice(0, 10));
    expect(pdf.startsWith(`${id} 0 obj\n`, offset), `object ${id} at ${offset}`).toBe(true);
  }
  expect(pdf.startsWith("trailer\n", entriesAt + size * 20)).toBe(true);
  expect(pdf).toContain(`/Size ${size} /Root 1 0 R /Info 5 0 R`);
  return size;
}

/** PDF literal string as written: `\`, `(` and `)` escaped. */
function pdfLiteral(text: string): string {
  return `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

describe.each(RESUME_GUIDES)("guide $file", ({ file, title }) => {
  const buffer = guidePdf(file)!;
  const pdf = buffer.toString("latin1");

  it("is a PDF 1.4 file that ends with %%EOF", () => {
    expect(buffer).toBeInstanceOf(Buffer);
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("has an xref table whose offsets point at each object", () => {
    expect(checkXref(pdf)).toBeGreaterThan(6);
  });

  it("declares exact stream lengths", () => {
    const streams = [...pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)];
    expect(streams.length).toBeGreaterThan(0);
    for (const match of streams) {
      const start = match.index + match[0].length;
      expect(pdf.startsWith("\nendstream", start + Number(match[1]))).toBe(true);
    }
  });

  it("has at least two pages, all listed in the page tree", () => {
    const pages = pdf.match(/\/Type \/Page(?!s)/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pdf).toContain(`/Count ${pages.length}`);
    expect(pdf).toContain(`(Page ${pages.length} of ${pages.length}) Tj`);
  });

  it("names the guide and GradPlan in the info dictionary, without a creation date", () => {
    expect(pdf).toContain(`/Title ${pdfLiteral(title)}`);
    expect(pdf).toContain("/Author (GradPlan)");
    expect(pdf).not.toContain("CreationDate");
  });

  it("is built once and byte-identical when built again", () => {
    expect(guidePdf(file)).toBe(buffer);
    const guide = GUIDES.find((candidate) => candidate.file === file)!;
    expect(renderGuide(guide).toBuffer().equals(buffer)).toBe(true);
  });

  it("keeps every line inside the page margins, by the fonts' measured widths", () => {
    const doc = renderGuide(GUIDES.find((candidate) => candidate.file === file)!);
    doc.toBuffer(); // draws the footers, which are checked too
    expect(doc.placedLines.some((line) => line.text.startsWith("Page 1 of"))).toBe(true);
    expect(doc.placedLines.length).toBeGreaterThan(50);
    for (const line of doc.placedLines) {
      const where = `page ${line.page + 1}: "${line.text}"`;
      expect(line.x, where).toBeGreaterThanOrEqual(doc.margin - 1e-6);
      expect(line.x + line.width, where).toBeLessThanOrEqual(line.right + 1e-6);
      expect(line.right, where).toBeLessThanOrEqual(doc.width - doc.margin + 1e-6);
      expect(line.y, where).toBeGreaterThan(0);
      expect(line.y, where).toBeLessThan(doc.height - doc.margin);
    }
  });
});

describe("guide content", () => {
  const text = (file: string) =>
    renderGuide(GUIDES.find((guide) => guide.file === file)!)
      .placedLines.map((line) => line.text)
      .join(" ");

  it("covers the product's guidance", () => {
    const academic = text("Building-Your-Academic-Resume.pdf");
    for (const phrase of [
      "250-500 words",
      "CGPA",
      ".docx",
      "PDF",
      "Before:",
      "After:",
      "Research",
    ]) {
      expect(academic).toContain(phrase);
    }
    const dos = text("Resume-Dos-And-Donts.pdf");
    for (const phrase of ["Don't", "Responsible for testing.", "Automated 120 regression tests"]) {
      expect(dos).toContain(phrase);
    }
    expect(dos).toContain("Flesch");
  });
});

describe("guidePdf", () => {
  it("returns null for any other name", () => {
    for (const name of [
      "nope.pdf",
      "",
      "constructor",
      "__proto__",
      "../Resume-Dos-And-Donts.pdf",
    ]) {
      expect(guidePdf(name)).toBeNull();
    }
  });
});

describe("pdf writer", () => {
  const writer = () => new PdfDocument({ title: "A (test) \\ doc", author: "GradPlan" });

  it("escapes parentheses and backslashes in text and document info", () => {
    const doc = writer();
    doc.paragraph("Call f(x) \\ g(y)");
    const pdf = doc.toBuffer().toString("latin1");
    expect(pdf).toContain("(Call f\\(x\\) \\\\ g\\(y\\)) Tj");
    expect(pdf).toContain("/Title (A \\(test\\) \\\\ doc)");
    checkXref(pdf);
  });

  it("maps curly quotes and dashes to ASCII and rejects characters the fonts lack", () => {
    expect(toWinAnsi("\u201cQuoted\u201d \u2013 it\u2019s \u2014 done\u2026")).toBe(
      '"Quoted" - it\'s -- done...',
    );
    expect(() => toWinAnsi("\u4e2d")).toThrow(/U\+4e2d/);
    const doc = writer();
    doc.paragraph("\u201cQuoted\u201d \u2013 it\u2019s");
    expect(doc.toBuffer().toString("latin1")).toContain(`("Quoted" - it's) Tj`);
  });

  it("measures printable ASCII in both fonts with the AFM widths", () => {
    let ascii = "";
    for (let code = 32; code <= 126; code++) ascii += String.fromCharCode(code);
    expect(() => textWidth(ascii, "regular", 10)).not.toThrow();
    expect(() => textWidth(ascii, "bold", 10)).not.toThrow();
    expect(textWidth("Helvetica", "regular", 1000)).toBe(4112);
    expect(textWidth("W", "bold", 10)).toBeCloseTo(9.44);
    expect(textWidth("'", "regular", 1000)).toBe(191); // quotesingle under WinAnsi
  });

  it("wraps by measured width, splitting words longer than a line", () => {
    const spans = parseMarkup(
      "**Before:** Responsible for testing https://example.com/a/very/long/path/that/cannot/fit",
    );
    const lines = wrapSpans(spans, 10, 120);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      const measured = line.spans.reduce((sum, s) => sum + textWidth(s.text, s.font, 10), 0);
      expect(measured).toBeLessThanOrEqual(120);
      expect(line.width).toBeCloseTo(measured);
    }
    expect(lines[0]!.spans[0]).toMatchObject({
      text: expect.stringMatching(/^Before: ?$/),
      font: "bold",
    });
    expect(lines[0]!.spans[1]?.font).toBe("regular");
    const rejoined = lines.map((line) => line.spans.map((s) => s.text).join("")).join("");
    expect(rejoined.replaceAll(" ", "")).toBe(
      "Before:Responsiblefortestinghttps://example.com/a/very/long/path/that/cannot/fit",
    );
  });

  it("uses A4 when asked and breaks long text across pages", () => {
    const doc = new PdfDocument({ title: "Long", author: "GradPlan", pageSize: "A4" });
    for (let i = 0; i < 80; i++) doc.paragraph(`Paragraph ${i} `.repeat(20));
    const pdf = doc.toBuffer().toString("latin1");
    expect(pdf).toContain("/MediaBox [0 0 595.28 841.89]");
    expect((pdf.match(/\/Type \/Page(?!s)/g) ?? []).length).toBeGreaterThan(2);
    checkXref(pdf);
  });
});

describe("GET /download/{file}", () => {
  it("serves both guides as PDFs and answers 404 for anything else", async () => {
    const { startTestApp } = await import("../../../testing/app");
    const app = await startTestApp();
    try {
      for (const { file } of RESUME_GUIDES) {
        const res = await fetch(`${app.baseUrl}/download/${file}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("application/pdf");
        expect(
          Buffer.from(await res.arrayBuffer())
            .subarray(0, 8)
            .toString(),
        ).toBe("%PDF-1.4");
      }
      for (const path of ["/download/secrets.pdf", "/download/..%2Fpackage.json", "/download/"]) {
        expect((await fetch(`${app.baseUrl}${path}`)).status, path).toBe(404);
      }
    } finally {
      await app.close();
    }
  });
});
