/** The logged-out search page's prompt to log in (also drawn by the page's shell, app/shell). */
import { ROUTES } from "@gradplan/schema";
import { Link, useLocation } from "react-router-dom";
import { SEARCH_TEXT } from "./searchText";
import { Prompt } from "./UniversitySearchPage.styles";

export function LoginPrompt() {
  const location = useLocation();
  return (
    <Prompt>
      {SEARCH_TEXT.loginPrompt} {/* The login page sends the student back here afterwards. */}
      <Link to={ROUTES.login} state={{ from: location }}>
        {SEARCH_TEXT.logIn}
      </Link>
    </Prompt>
  );
}
