/** Design tokens. Every text/background pair here meets WCAG AA (4.5:1) on its intended surface. */
export const theme = {
  colors: {
    /** Navy: buttons and headings (12.5:1 on white). */
    primary: "#12355b",
    primaryHover: "#0b2440",
    onPrimary: "#ffffff",
    /** Links and focus rings on white and on surface (blue-700, 6.7:1). */
    link: "#1d4ed8",
    focus: "#1d4ed8",
    text: "#1f2933",
    /** Secondary text on white, surface and hero (at least 6.5:1). */
    textMuted: "#4a5663",
    background: "#ffffff",
    surface: "#f3f6fa",
    heroBackground: "#e8f0fa",
    border: "#cbd2d9",
    success: "#166534",
    successBackground: "#ecfdf3",
    error: "#b42318",
    errorBackground: "#fef3f2",
    warning: "#8a4b08",
    warningBackground: "#fffaeb",
    info: "#1e40af",
    infoBackground: "#eff6ff",
    skeleton: "#e4e9ef",
    skeletonShine: "#f3f6fa",
    backdrop: "rgba(15, 23, 42, 0.55)",
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  radii: { sm: "4px", md: "8px", lg: "16px", pill: "999px" },
  shadows: {
    raised: "0 2px 8px rgba(15, 23, 42, 0.12)",
    overlay: "0 12px 32px rgba(15, 23, 42, 0.24)",
  },
  /**
   * Min widths. The navbar shows its full bar from `xl`, below it the hamburger menu: its links,
   * the search box and 'Back to Dashboard' need the whole 1200px column on one line.
   */
  breakpoints: { sm: "600px", md: "900px", lg: "1100px", xl: "1200px" },
  layout: { maxWidth: "1200px", navbarHeight: "64px" },
  zIndex: { navbar: 100, dropdown: 110, overlay: 200, modal: 300, toast: 400 },
} as const;

export type Theme = typeof theme;
