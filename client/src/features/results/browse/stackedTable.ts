/**
 * A table that reads as a table on wide screens and as one card per row below `sm`. The roles are
 * written out because browsers drop a table's semantics once its parts are display: block.
 * Each cell starts with a CellLabel, hidden from screen readers (they hear the column header).
 */
import styled from "styled-components";
import { visuallyHiddenStyles } from "../../../shared/ui/VisuallyHidden";

export const StackedTable = styled.table.attrs({ role: "table" })`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  caption { text-align: left; font-weight: 700; margin-bottom: 0.5rem; }
  th, td { padding: 0.625rem 0.5rem; text-align: left; vertical-align: top; }
  thead th {
    border-bottom: 2px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    white-space: nowrap;
  }
  tbody tr { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  tbody th { font-weight: 600; }

  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 1px)) {
    thead { ${visuallyHiddenStyles} }
    tbody, tr, th, td { display: block; }
    tbody tr {
      margin-bottom: 0.75rem;
      padding: 0.5rem 0.75rem;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
    }
    tbody th, tbody td { display: flex; gap: 0.75rem; padding: 0.25rem 0; }
  }
`;

export const CellLabel = styled.span.attrs({ "aria-hidden": true })`
  display: none;
  flex: none;
  min-width: 6.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;

  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 1px)) {
    display: inline;
  }
`;

// Roles by attrs: a table whose rows stack as cards keeps them in every browser.
export const Head = styled.thead.attrs({ role: "rowgroup" })``;
export const Body = styled.tbody.attrs({ role: "rowgroup" })``;
export const Row = styled.tr.attrs({ role: "row" })``;
export const ColumnHeader = styled.th.attrs({ role: "columnheader", scope: "col" })``;
export const RowHeader = styled.th.attrs({ role: "rowheader", scope: "row" })``;
export const Cell = styled.td.attrs({ role: "cell" })``;
