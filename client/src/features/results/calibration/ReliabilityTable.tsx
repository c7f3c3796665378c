/** One series of the reliability chart as a table: band, results, average predicted, observed. */
import styled from "styled-components";
import type { ReliabilityBandFieldsFragment } from "../../../graphql/generated";
import { bandText, percentText } from "./calibrationText";

export function ReliabilityTable({
  caption,
  bands,
}: {
  caption: string;
  bands: readonly ReliabilityBandFieldsFragment[];
}) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Predicted chance</th>
          <th scope="col">Results</th>
          <th scope="col">Average predicted</th>
          <th scope="col">Admitted</th>
        </tr>
      </thead>
      <tbody>
        {bands.map((band) => (
          <tr key={`${band.from}-${band.to}`}>
            <th scope="row">{bandText(band.from, band.to)}</th>
            <td>{band.results}</td>
            <td>{band.results > 0 ? percentText(band.predicted) : "n/a"}</td>
            <td>{band.results > 0 ? percentText(band.observed) : "n/a"}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  caption { text-align: left; font-weight: 700; margin-bottom: 0.375rem; }
  th, td { padding: 0.375rem 0.5rem; text-align: right; }
  th[scope="row"], thead th:first-child { text-align: left; }
  thead th {
    border-bottom: 2px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
  }
  tbody tr { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  tbody th { font-weight: 600; }
`;
