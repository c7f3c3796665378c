/** Text for screen readers only (e.g. "opens in a new tab"), kept out of the visual layout. */
import styled, { css } from "styled-components";

export const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHiddenStyles}
`;
