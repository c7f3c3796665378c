/**
 * Text boxes made readable for mammoth (issue 33: text-box layouts were read as empty).
 *
 * Word writes a text box twice: as DrawingML (`w:drawing` … `wps:txbx`) inside
 * `mc:AlternateContent`'s `mc:Choice`, and as VML (`w:pict` … `v:textbox`) in its
 * `mc:Fallback`. mammoth reads only the fallback, and only some VML shapes; a file with the
 * DrawingML box alone (no fallback, or a bare `w:drawing`, as several generators write) loses
 * the text. This rewrite leaves every text box as `<w:pict>` holding its `w:txbxContent`, which
 * mammoth reads as paragraphs placed after the paragraph the box is anchored in; each box once
 * (the fallback's copy when there is one, else the choice's).
 */

interface Span {
  start: number;
  end: number;
  innerStart: number;
  innerEnd: number;
}

const escapeName = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The outermost elements named `name`, nesting counted. */
function spans(xml: string, name: string): Span[] {
  const tag = new RegExp(`<(/?)${escapeName(name)}(?=[\\s/>])[^>]*?(/?)>`, "g");
  const found: Span[] = [];
  let depth = 0;
  let start = 0;
  let innerStart = 0;
  for (const m of xml.matchAll(tag)) {
    const at = m.index;
    if (m[1] === "/") {
      if (depth === 0) continue;
      depth--;
      if (depth === 0) found.push({ start, end: at + m[0].length, innerStart, innerEnd: at });
    } else if (m[2] === "/") {
      if (depth === 0) {
        const end = at + m[0].length;
        found.push({ start: at, end, innerStart: end, innerEnd: end });
      }
    } else {
      if (depth === 0) {
        start = at;
        innerStart = at + m[0].length;
      }
      depth++;
    }
  }
  return found;
}

/** Each outermost `name` element replaced by what `change` makes of it (its whole text, its inside). */
function replaceElements(
  xml: string,
  name: string,
  change: (element: string, inner: string) => string,
): string {
  let out = "";
  let from = 0;
  for (const span of spans(xml, name)) {
    out += xml.slice(from, span.start);
    out += change(xml.slice(span.start, span.end), xml.slice(span.innerStart, span.innerEnd));
    from = span.end;
  }
  return out + xml.slice(from);
}

function inside(xml: string, name: string): string | null {
  const span = spans(xml, name)[0];
  return span ? xml.slice(span.innerStart, span.innerEnd) : null;
}

const TEXT_BOX = "w:txbxContent";

/** A picture or drawing holding text boxes, as `<w:pict>` with just their contents. */
function boxesOnly(inner: string): string {
  const boxes = spans(inner, TEXT_BOX).map((s) => {
    // A box may hold a drawing with a box of its own.
    const content = inner.slice(s.innerStart, s.innerEnd);
    return `<${TEXT_BOX}>${withTextBoxes(content)}</${TEXT_BOX}>`;
  });
  return `<w:pict>${boxes.join("")}</w:pict>`;
}

/** The document's XML with every text box where mammoth reads it, once. */
export function withTextBoxes(xml: string): string {
  if (!xml.includes(TEXT_BOX)) return xml;
  // Alternate content: the fallback's copy when it has the text, else the choice's.
  let out = replaceElements(xml, "mc:AlternateContent", (element, inner) => {
    const fallback = inside(inner, "mc:Fallback");
    if (fallback?.includes(TEXT_BOX)) return boxesOnly(fallback);
    const choice = inside(inner, "mc:Choice");
    if (choice?.includes(TEXT_BOX)) return boxesOnly(choice);
    return element;
  });
  // Bare drawings and pictures: their boxes, in whatever shape they came.
  out = replaceElements(out, "w:drawing", (element, inner) =>
    inner.includes(TEXT_BOX) ? boxesOnly(inner) : element,
  );
  out = replaceElements(out, "w:pict", (element, inner) =>
    inner.includes(TEXT_BOX) && !/^<w:txbxContent>/.test(inner) ? boxesOnly(inner) : element,
  );
  return out;
}
