/**
 * "Last verified {date}" with its source, for a program whose row was checked against its own
 * page: beside its figures on the details page, the compare table and the shortlist. An
 * unchecked row shows nothing here: its figures carry their own sources, and what it does not
 * publish says "Not known" where the figure would be.
 */
import { PROVENANCE_TEXT } from "@gradplan/schema";
import styled from "styled-components";
import { formatDay } from "../../shared/ui/dates";

const Note = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: inherit;
  }
`;

export function Provenance({
  verifiedAt,
  sourceUrl,
  subject,
  className,
}: {
  verifiedAt: string | null | undefined;
  sourceUrl: string | null | undefined;
  /** The program the line is about: names the source link ("Source for ..."), so a list of
   * links read by a screen reader says which is which. */
  subject?: string;
  className?: string;
}) {
  if (!verifiedAt) return null;
  return (
    <Note className={className}>
      {PROVENANCE_TEXT.lastVerified(formatDay(verifiedAt))}
      {sourceUrl ? (
        <>
          {" · "}
          <a
            href={sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={subject ? `${PROVENANCE_TEXT.source} for ${subject}` : undefined}
          >
            {PROVENANCE_TEXT.source}
          </a>
        </>
      ) : null}
    </Note>
  );
}
