/**
 * Under a search with a range set: per range, how many programs were left out because that
 * figure is not known ("2,961 programs don't publish a TOEFL minimum"), with a control to include
 * them or leave them out again (includeUnknown). Nothing when no range leaves any out.
 */
import { useSelector } from "@xstate/react";
import styled from "styled-components";
import { UNKNOWN_COUNT_TEXT as T, unknownCountText } from "../programs";
import { unknownCountNotes } from "./searchFilters";
import type { SearchActors } from "./useSearchPage";

export function UnknownCounts({ results }: { results: SearchActors["results"] }) {
  const filters = useSelector(results, (state) => state.context.filters);
  const counts = useSelector(results, (state) => state.context.unknownCounts);
  const notes = unknownCountNotes(filters, counts);
  if (notes.length === 0) return null;
  return (
    // Paragraphs, not a list: the results region's list items are its cards.
    <Notes>
      {notes.map(({ range, count, included }) => {
        const sentence = unknownCountText(range, count);
        return (
          <p key={range}>
            <span>
              {sentence}
              {included ? ` (${T.included})` : ""}
            </span>{" "}
            <span aria-hidden="true">·</span>{" "}
            <LinkButton
              type="button"
              aria-label={included ? T.leaveOutLabel(sentence) : T.includeLabel(sentence)}
              onClick={() =>
                results.send({ type: "search.includeUnknown", range, include: !included })
              }
            >
              {included ? T.leaveOut : T.include}
            </LinkButton>
          </p>
        );
      })}
    </Notes>
  );
}

const Notes = styled.div`
  margin: 0 0 1rem;
  padding: 0.625rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoBackground};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9375rem;

  p { margin: 0; }
  p + p { margin-top: 0.25rem; }
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  /* A comfortable target on a phone without moving the line. */
  min-height: 1.5rem;

  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;
