/** The frame every page sits in (AppLayout, and a page's shell in app/shell). */
import styled from "styled-components";

/** The main landmark's id, the skip link's target. */
export const MAIN_ID = "main-content";

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const Main = styled.main`
  flex: 1;
  &:focus { outline: none; }

  /* A page marked FILLS_MAIN (its own background) reaches the footer. Only then a flex column:
     pages centred with auto margins would shrink to their content in one. */
  &:has(> [data-fills-main]) {
    display: flex;
    flex-direction: column;
  }
  & > [data-fills-main] { flex: 1; }
`;
