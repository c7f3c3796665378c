/** The search page's title with its actions beside it (also drawn by the page's shell, app/shell). */
import type { ReactNode } from "react";
import { SEARCH_TEXT } from "./searchText";
import { Actions, Header } from "./UniversitySearchPage.styles";

export function SearchHeader({ children }: { children: ReactNode }) {
  return (
    <Header>
      <h1>{SEARCH_TEXT.title}</h1>
      <Actions>{children}</Actions>
    </Header>
  );
}
