/** Full-width landing sections with a centred inner column. */
import styled from "styled-components";

export const Section = styled.section`
  padding: clamp(2.5rem, 7vw, 4.5rem) 0;

  /* Focused by the navbar's scroll links; the scroll itself shows where the user is. */
  &:focus { outline: none; }
`;

export const SectionInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 1rem;
`;

export const SectionTitle = styled.h2`
  font-size: clamp(1.5rem, 4vw, 2.125rem);
  color: ${({ theme }) => theme.colors.primary};
`;
