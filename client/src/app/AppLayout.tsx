/** Every page's frame: skip link, navbar, main landmark, footer, scroll restoration, session upkeep. */
import { Outlet, ScrollRestoration, useNavigation } from "react-router-dom";
import styled from "styled-components";
import { useSessionLifecycle } from "../features/auth/useSessionLifecycle";
import { Navbar } from "../features/navbar/Navbar";
import { visuallyHiddenStyles } from "../shared/ui/VisuallyHidden";
import { Frame, MAIN_ID, Main } from "./AppLayout.styles";
import { Footer } from "./Footer";

export { MAIN_ID } from "./AppLayout.styles";

export function AppLayout() {
  useSessionLifecycle();
  // While a lazy route's code loads, show a thin bar instead of a frozen page.
  const navigating = useNavigation().state === "loading";
  return (
    <Frame>
      <SkipLink href={`#${MAIN_ID}`}>Skip to main content</SkipLink>
      {navigating ? <PendingBar aria-hidden="true" /> : null}
      <Navbar />
      <Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <ScrollRestoration />
    </Frame>
  );
}

const SkipLink = styled.a`
  ${visuallyHiddenStyles}

  &:focus {
    position: fixed !important;
    z-index: ${({ theme }) => theme.zIndex.toast};
    top: 0.5rem;
    left: 0.5rem;
    width: auto;
    height: auto;
    margin: 0;
    padding: 0.75rem 1rem;
    clip: auto;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.link};
    font-weight: 700;
  }
`;

const PendingBar = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  top: 0;
  left: 0;
  width: 100%;
  height: 3px;
  background: ${({ theme }) => theme.colors.link};
`;
