/** A group's decisions: admit rate and counts when the group has 5 results or more, else why not. */
import styled from "styled-components";
import type { ResultsSummaryFieldsFragment } from "../../../graphql/generated";
import { FigureGrid } from "../../../shared/ui/FigureGrid";
import { admitRateText, RESULTS_TEXT } from "./resultsText";

export function ResultsSummary({ summary }: { summary: ResultsSummaryFieldsFragment }) {
  if (!summary.shown) return <Note>{RESULTS_TEXT.fewerThanMin}</Note>;
  const figures: [string, string][] = [
    ["Admit rate", admitRateText(summary.admitRate)],
    ["Results", String(summary.results)],
    ["Accepted", String(summary.accepted ?? 0)],
    ["Rejected", String(summary.rejected ?? 0)],
    ["Wait listed", String(summary.waitListed ?? 0)],
    ["Other", String(summary.other ?? 0)],
  ];
  return (
    <FigureGrid>
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </FigureGrid>
  );
}

export const Note = styled.p`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoBackground};
  color: ${({ theme }) => theme.colors.text};
`;
