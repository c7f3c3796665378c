/** What the dashboard's charts share: a frame, a title for the eye, a table for screen readers. */
import styled from "styled-components";
import { visuallyHiddenStyles } from "../../shared/ui/VisuallyHidden";

export const ChartFrame = styled.figure`
  margin: 0 0 1rem;

  svg {
    display: block;
    width: 100%;
    height: auto;
    max-width: 22rem;
    overflow: visible;
  }
`;

/** The chart's title as sighted readers see it; the table's caption says it to the rest. */
export const ChartTitle = styled.p`
  margin: 0 0 0.375rem;
  font-weight: 600;
  font-size: 0.9375rem;
`;

/** The chart's figures as a table: the text alternative, never shown. */
export const FiguresTable = styled.table`
  ${visuallyHiddenStyles}
`;
