/**
 * /university-search (spec 2 section 2): logged in, the search with the filter in a modal (the
 * route puts it inside the platform layout); logged out, a standalone page with a login prompt
 * and the filter inline (folded behind a button on a phone).
 */
import { useDocumentTitle } from "../../shared/hooks/useDocumentTitle";
import { useSession } from "../../shared/session/useSession";
import { LoginPrompt } from "./LoginPrompt";
import { SearchView } from "./SearchView";
import { SEARCH_TEXT } from "./searchText";
import { Standalone } from "./UniversitySearchPage.styles";

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
