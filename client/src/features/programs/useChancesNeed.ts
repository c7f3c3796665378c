/**
 * Whether the signed-in student's profile still lacks what a chance needs (the gateway's
 * chancesNeed, one rule for every view). One query for every card on a page (the cache answers
 * the rest); a profile update makes it stale (cache.ts), so it follows the profile at once. While
 * it loads, fails, or outside the data pages (no Apollo client), the chance is shown as answered.
 */
import { getApolloContext, useQuery } from "@apollo/client/react";
import { useContext } from "react";
import { ChancesNeedDocument } from "../../graphql/generated";
import { useSession } from "../../shared/session/useSession";

export function useHasApollo(): boolean {
  return Boolean(useContext(getApolloContext()).client);
}

/** Call only under an Apollo client (useHasApollo). */
export function useChancesNeed(): boolean {
  const { user } = useSession();
  const { data } = useQuery(ChancesNeedDocument, { skip: !user });
  return (data?.chancesNeed.length ?? 0) > 0;
}
