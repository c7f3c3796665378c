/** The shortlist's title and lead (also drawn by the page's shell, app/shell). */
import { Header } from "./ShortlistPage.styles";
import { SHORTLIST_TEXT } from "./shortlistPageText";

export function ShortlistHeading() {
  return (
    <Header>
      <h1>{SHORTLIST_TEXT.title}</h1>
      <p>{SHORTLIST_TEXT.lead}</p>
    </Header>
  );
}
