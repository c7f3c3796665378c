/** The shape of a guide's content: sections of blocks the renderer lays out. */
/** Inline `**bold**` is allowed in every text field (used for labels such as "Education:"). */
export type GuideBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "bullets"; items: readonly string[] }
  | { kind: "checklist"; items: readonly string[] }
  /** A weak bullet, its rewrite and why the rewrite works. */
  | { kind: "example"; label: string; before: string; after: string; why?: string }
  /** One topic of the Do / Don't guide, rendered as two side-by-side columns. */
  | { kind: "doDont"; topic: string; dos: readonly string[]; donts: readonly string[] };

export interface GuideSection {
  heading: string;
  blocks: readonly GuideBlock[];
}
