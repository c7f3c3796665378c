/** PDF content-stream operators (text runs, rules, rectangles) as strings, in the writer's colours. */
import { FONT_RESOURCE, num } from "./pdf-file";
import { escapePdfString, type Span } from "./text";

export const COLORS = {
  text: [0.13, 0.13, 0.13],
  muted: [0.42, 0.42, 0.42],
  accent: [0.09, 0.28, 0.52],
  rule: [0.76, 0.79, 0.83],
  do: [0.1, 0.46, 0.24],
  dont: [0.7, 0.14, 0.14],
  shade: [0.94, 0.96, 0.98],
} as const satisfies Record<string, readonly [number, number, number]>;
export type Tone = keyof typeof COLORS;

/** `rg` sets the fill colour (text, filled shapes), `RG` the stroke colour (lines, outlines). */
function color(tone: Tone, operator: "rg" | "RG"): string {
  return `${COLORS[tone].map(num).join(" ")} ${operator}`;
}

/** One line of text at baseline (x, y); consecutive Tj runs advance, so fonts can change mid-line. */
export function textOp(
  spans: readonly Span[],
  x: number,
  y: number,
  size: number,
  tone: Tone,
): string {
  const runs = spans.map(
    (span) => `/${FONT_RESOURCE[span.font]} ${num(size)} Tf (${escapePdfString(span.text)}) Tj`,
  );
  return `BT ${color(tone, "rg")} ${num(x)} ${num(y)} Td ${runs.join(" ")} ET`;
}

export function ruleOp(x1: number, y: number, x2: number): string {
  return `${color("rule", "RG")} 0.6 w ${num(x1)} ${num(y)} m ${num(x2)} ${num(y)} l S`;
}

export function fillOp(tone: Tone, x: number, y: number, width: number, height: number): string {
  return `${color(tone, "rg")} ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`;
}

/** An empty square outline: the checklist marker. */
export function boxOp(tone: Tone, x: number, y: number, side: number): string {
  return `${color(tone, "RG")} 0.7 w ${num(x)} ${num(y)} ${num(side)} ${num(side)} re S`;
}
