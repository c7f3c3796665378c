/**
 * A course's figures that carry a source (accepted corrections): each with its value, the day it
 * was checked and a link to the page, where the course's figures are shown. Nothing when none.
 */
import type { SourcedFigure } from "@gradplan/schema";
import styled from "styled-components";
import { formatDay } from "../../shared/ui/dates";
import { CORRECTION_TEXT as T } from "./correctionText";

export type { SourcedFigure };

export function SourcedFigures({
  figures,
  courseName,
  compact = false,
}: {
  figures: readonly SourcedFigure[];
  courseName: string;
  /** In a table cell (the compare table's "Data Source" row): no heading of its own. */
  compact?: boolean;
}) {
  if (figures.length === 0) return null;
  return (
    <section aria-label={`${T.sourcedHeading}: ${courseName}`}>
      {compact ? null : <h4>{T.sourcedHeading}</h4>}
      <List>
        {figures.map((f) => (
          <li key={f.figure}>
            <strong>{f.label}:</strong>{" "}
            {f.figure === "program_url" ? (
              <a href={f.value} target="_blank" rel="noopener noreferrer">
                {T.programPage}
              </a>
            ) : (
              formatValue(f)
            )}{" "}
            <Provenance>
              {T.sourced(formatDay(f.verified_at))} ·{" "}
              <a
                href={f.source_url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${T.sourceLink} for ${f.label}, ${courseName}`}
              >
                {T.sourceLink}
              </a>
            </Provenance>
          </li>
        ))}
      </List>
    </section>
  );
}

function formatValue(f: SourcedFigure): string {
  return f.figure.startsWith("deadline.") ? formatDay(f.value) : f.value;
}

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;

  li { margin: 0.25rem 0; overflow-wrap: anywhere; }
`;

const Provenance = styled.span`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};

  a { color: inherit; }
`;
