/** The calibration page's boxes: a note (the empty state) and an error. */
import styled from "styled-components";

export const Note = styled.div`
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoBackground};

  p { margin-top: 0; }
`;
