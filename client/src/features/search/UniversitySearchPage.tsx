/**
 * /university-search (spec 2 section 2): logged in, the search with the filter in a modal (the
 * route puts it inside the platform layout); logged out, a standalone page with a login prompt
 * and the filter inline (folded behind a button on a phone).
 */
import { ROUTES } from "@gradplan/schema";
import { Link, useLocation } from "react-router-dom";
import { useDocumentTitle } from "../../shared/hooks/useDocumentTitle";
import { useSession } from "../auth/useSession";
import { SearchView } from "./SearchView";
import { SEARCH_TEXT } from "./searchText";
import { Prompt, Standalone } from "./UniversitySearchPage.styles";

export function UniversitySearchPage() {
  useDocumentTitle(SEARCH_TEXT.title);
  const { user } = useSession();
  const studentId = user?.student_id ?? null;
  if (studentId) {
    // A new student (e.g. switched in another tab) gets fresh actors and a fresh search.
    return <SearchView key={studentId} studentId={studentId} />;
  }
  return (
    <Standalone>
      <SearchView studentId={null} intro={<LoginPrompt />} />
    </Standalone>
  );
}

function LoginPrompt() {
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
