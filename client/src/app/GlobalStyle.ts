/** Base document styles: box sizing, typography, visible focus, reduced motion. */
import { createGlobalStyle } from "styled-components";

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html { scroll-padding-top: ${({ theme }) => theme.layout.navbarHeight}; }

  body {
    margin: 0;
    min-width: 320px;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3 { line-height: 1.25; margin: 0 0 0.75rem; }
  p { margin: 0 0 1rem; }
  img, svg { max-width: 100%; }

  a { color: ${({ theme }) => theme.colors.link}; text-underline-offset: 0.15em; }

  /* One visible focus ring for every interactive element, keyboard users only. */
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
