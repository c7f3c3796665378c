/**
 * Page shells: what a page opened by its address draws on its first render without any data
 * (the frame, the title, the lead), rendered at build time into that page's own HTML
 * (build/pageShells.ts), so a phone paints the page's largest text before its JavaScript (about
 * 240 KB gzipped) has arrived. The app's first render replaces the shell whole, once the route's
 * code is in (main.tsx): the same components, so the same text at the same place and size.
 */
import { ROUTES, SHELL_TEXT_SLOT, type ShellSession } from "@gradplan/schema";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import { Bar, Brand, Header, MenuButton } from "../../features/navbar/Navbar.styles";
import {
  type FilterDisclosure,
  FilterDisclosureButton,
} from "../../features/search/FilterDisclosure";
import { LoginPrompt } from "../../features/search/LoginPrompt";
import { SearchHeader } from "../../features/search/SearchHeader";
import { SEARCH_TEXT } from "../../features/search/searchText";
import { Standalone } from "../../features/search/UniversitySearchPage.styles";
import { ShortlistHeading } from "../../features/shortlist/ShortlistHeading";
import { SHORTLIST_TEXT } from "../../features/shortlist/shortlistPageText";
import { Button } from "../../shared/ui/Button";
import { Page } from "../../shared/ui/Page";
import { Frame, MAIN_ID, Main } from "../AppLayout.styles";
import { GlobalStyle } from "../GlobalStyle";
import { PlatformFrame } from "../PlatformFrame";
import { theme } from "../theme";

export interface PageShell {
  /** The file's name under dist/shells/. */
  name: string;
  path: string;
  session: ShellSession;
  /** The tab's title (documentTitle of it), as the page sets it. */
  title: string;
  page: ReactNode;
}

/** The logged-out filter's button folded, as a phone first shows it (no filter on yet). */
const FOLDED_FILTER: FilterDisclosure = {
  id: "filter-box",
  open: false,
  toggle: () => {},
  close: () => {},
  buttonRef: { current: null },
  headingRef: { current: null },
};

export const PAGE_SHELLS: PageShell[] = [
  {
    // Logged in, the page sits in the platform frame without the prompt: no shell then.
    name: "university-search",
    path: ROUTES.universitySearch,
    session: "signedOut",
    title: SEARCH_TEXT.title,
    page: (
      <Standalone>
        <SearchHeader>
          <Button $variant="secondary">{SEARCH_TEXT.compare}</Button>
          <FilterDisclosureButton
            disclosure={FOLDED_FILTER}
            active={{ count: 0, describedBy: undefined }}
          />
        </SearchHeader>
        <LoginPrompt />
      </Standalone>
    ),
  },
  {
    // The gateway writes the university's name into the slot (a name it read for the id).
    name: "university-details",
    path: ROUTES.universityDetails,
    session: "any",
    title: SHELL_TEXT_SLOT,
    page: <Page title={SHELL_TEXT_SLOT}>{null}</Page>,
  },
  {
    name: "university-shortlisting",
    path: ROUTES.universityShortlisting,
    session: "signedIn",
    title: SHORTLIST_TEXT.title,
    page: (
      <PlatformFrame open={false} onToggle={() => {}}>
        <ShortlistHeading />
      </PlatformFrame>
    ),
  },
];

/** The navbar's bar as it first draws on a phone (its links come with the app). */
function NavbarBar() {
  return (
    <Header $scrolled={false}>
      <Bar>
        <Brand to={ROUTES.landing}>GradPlan</Brand>
        <MenuButton aria-label="Menu">
          <span aria-hidden="true">☰</span>
        </MenuButton>
      </Bar>
    </Header>
  );
}

/** One shell as the app would draw it at `path`: theme, global style, frame, the page. */
export function ShellDocument({ shell }: { shell: PageShell }): ReactNode {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <MemoryRouter initialEntries={[shell.path]}>
        <Frame>
          <NavbarBar />
          <Main id={MAIN_ID} tabIndex={-1}>
            {shell.page}
          </Main>
        </Frame>
      </MemoryRouter>
    </ThemeProvider>
  );
}
