/**
 * HTML character references: every numeric one, and the named ones admissions mail templates
 * use. An unknown name is left as written, which a reader still understands.
 */
const NAMED = new Map<string, string>(
  Object.entries({
    amp: "&",
    lt: "<",
    gt: ">",
    quot: '"',
    apos: "'",
    nbsp: "\u00a0",
    ensp: " ",
    emsp: " ",
    thinsp: " ",
    zwnj: "",
    zwj: "",
    shy: "",
    lsquo: "\u2018",
    rsquo: "\u2019",
    sbquo: "\u201a",
    ldquo: "\u201c",
    rdquo: "\u201d",
    bdquo: "\u201e",
    laquo: "\u00ab",
    raquo: "\u00bb",
    ndash: "\u2013",
    mdash: "\u2014",
    hellip: "\u2026",
    bull: "\u2022",
    middot: "\u00b7",
    copy: "\u00a9",
    reg: "\u00ae",
    trade: "\u2122",
    deg: "\u00b0",
    dollar: "$",
    percnt: "%",
    euro: "\u20ac",
    pound: "\u00a3",
    cent: "\u00a2",
    sect: "\u00a7",
    para: "\u00b6",
    times: "\u00d7",
    eacute: "\u00e9",
    egrave: "\u00e8",
    aacute: "\u00e1",
    agrave: "\u00e0",
    iacute: "\u00ed",
    oacute: "\u00f3",
    uacute: "\u00fa",
    ntilde: "\u00f1",
    ccedil: "\u00e7",
    uuml: "\u00fc",
    ouml: "\u00f6",
    auml: "\u00e4",
  }),
);

function fromCodePoint(code: number): string | null {
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff) return null;
  if (code >= 0xd800 && code <= 0xdfff) return null;
  return String.fromCodePoint(code);
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return NAMED.get(ref) ?? NAMED.get(ref.toLowerCase()) ?? whole;
    const hex = ref[1] === "x" || ref[1] === "X";
    return fromCodePoint(Number.parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10)) ?? whole;
  });
}
