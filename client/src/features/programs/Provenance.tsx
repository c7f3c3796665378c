/**
 * "Last verified {date}" with its source, or the plain statement that the figures are sample
 * data: shown beside a program's figures on the details page, the compare table and the
 * shortlist.
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
  if (!verifiedAt) return <Note className={className}>{PROVENANCE_TEXT.sample}</Note>;
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
