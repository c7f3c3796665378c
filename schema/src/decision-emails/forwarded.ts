/**
 * Forwarded copies: a student forwards a decision (or pastes one) and the classifier must read
 * the original, not the forwarder's note. Recognised: Gmail ("---------- Forwarded message
 * ---------"), Apple Mail ("Begin forwarded message:"), Outlook ("-----Original Message-----",
 * a rule of underscores, or a bare From/Sent/To/Subject block), ">"-quoted copies of any of
 * these, a forward of a forward, and a "Fwd:"/"FW:" subject without a header block. Outlook
 * writes the same block under a reply, so its forms count only when the subject says "FW:" or
 * the text was pasted: a university's reply quoting the student is not the student's message.
 */

export interface UnwrappedMessage {
  forwarded: boolean;
  /** The original From header (or the outer one when no header block was found). */
  from: string;
  /** The original subject, "Fwd:"/"FW:" dropped. */
  subject: string;
  /** The original Date/Sent header as written, null when there is none. */
  date: string | null;
  /** The original body, without the forwarder's note or the header block. */
  body: string;
}

const FORWARD_MARKERS = [/^-{2,} ?Forwarded message ?-{2,}$/im, /^Begin forwarded message:?$/im];
const REPLY_MARKERS = [/^-{2,} ?Original Message ?-{2,}$/im, /^_{8,}$/m];
const HEADER =
  /^\*?(From|Sent|Date|To|Cc|Bcc|Subject|Reply-To|Importance|Attachments)\*?:\*? ?(.*)$/i;
const FORWARD_SUBJECT = /^\s*(?:(?:fwd?|fw)\s*:\s*)+/i;
const MAX_DEPTH = 3;
/** From, Date/Sent, To, Cc, Subject, Reply-To, and room to spare. */
const MAX_HEADER_LINES = 12;

function unquote(text: string): string {
  return text.replace(/^(?:> ?)+/gm, "");
}

/** Where a forwarded header block starts, after a marker or (loose) as a bare Outlook block. */
function headerStart(lines: string[], loose: boolean): number {
  const text = lines.join("\n");
  for (const marker of loose ? [...FORWARD_MARKERS, ...REPLY_MARKERS] : FORWARD_MARKERS) {
    const match = marker.exec(text);
    if (!match) continue;
    const line = text.slice(0, match.index).split("\n").length;
    if (isHeaderBlock(lines, line)) return line;
  }
  for (let i = 0; loose && i < lines.length; i++) {
    if (/^\*?From\*?:/i.test(lines[i] ?? "") && isHeaderBlock(lines, i)) return i;
  }
  return -1;
}

/** A From line and a Subject or Date line within the next few non-blank lines. */
function isHeaderBlock(lines: string[], start: number): boolean {
  const names = readHeaders(lines, start).headers;
  return names.has("from") && (names.has("subject") || names.has("date") || names.has("sent"));
}

function readHeaders(lines: string[], start: number) {
  const headers = new Map<string, string>();
  let i = start;
  while (i < lines.length && (lines[i] ?? "").trim() === "") i++;
  const last = Math.min(lines.length, i + MAX_HEADER_LINES);
  for (; i < last; i++) {
    const match = HEADER.exec((lines[i] ?? "").trim());
    if (!match) break;
    const name = (match[1] ?? "").toLowerCase();
    if (!headers.has(name)) headers.set(name, (match[2] ?? "").trim());
  }
  return { headers, end: i };
}

function unwrapOnce(outer: UnwrappedMessage, loose: boolean): UnwrappedMessage | null {
  const { from, subject } = outer;
  const lines = unquote(outer.body).split("\n");
  const start = headerStart(lines, loose);
  if (start < 0) return null;
  const { headers, end } = readHeaders(lines, start);
  return {
    forwarded: true,
    from: headers.get("from") || from,
    subject: (headers.get("subject") ?? subject).replace(FORWARD_SUBJECT, ""),
    date: headers.get("date") ?? headers.get("sent") ?? null,
    body: lines.slice(end).join("\n").trim(),
  };
}

/**
 * The original message inside a forwarded copy; the message itself when it is not one. `pasted`:
 * the text came from the paste box, so any header block in it is the original's.
 */
export function unwrapForwarded(
  from: string,
  subject: string,
  body: string,
  pasted = false,
): UnwrappedMessage {
  const forwardSubject = FORWARD_SUBJECT.test(subject);
  const loose = pasted || forwardSubject;
  let current: UnwrappedMessage = {
    forwarded: forwardSubject,
    from,
    subject: subject.replace(FORWARD_SUBJECT, ""),
    date: null,
    body,
  };
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const inner = unwrapOnce(current, loose);
    if (!inner) break;
    current = inner;
  }
  return current;
}
