/**
 * A search card's preference match (issue 18): the figure once the student has saved
 * preferences; before that the defaults match every course, so the card offers 'Set your
 * preferences' (the shortlist screen, editor open) instead of a meaningless 100%. One read of
 * the preferences serves every card (the cache answers the rest).
 */
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { ShortlistingPreferencesDocument } from "../../graphql/generated";
import { preferencesEditorLink } from "../../shared/links/preferencesLink";
import { percent, SEARCH_TEXT } from "./searchText";

export function PreferenceMatch({ match }: { match: number }) {
  const { data } = useQuery(ShortlistingPreferencesDocument);
  const saved = data?.shortlistingPreferences.saved;
  // Unknown yet (or unreadable): no figure rather than a wrong one.
  if (saved === undefined) return null;
  return (
    <div>
      <dt>{SEARCH_TEXT.preferenceMatch}</dt>
      <dd>
        {saved ? (
          percent(match)
        ) : (
          <Link to={preferencesEditorLink}>{SEARCH_TEXT.setPreferences}</Link>
        )}
      </dd>
    </div>
  );
}
