/**
 * One line for everything a program does not publish ("Not known: acceptance rate, deadlines and
 * duration"), ending with a link to the university's own application page or website: a phone
 * reads one line instead of a card per unknown figure.
 */
import styled from "styled-components";
import { safeWebsiteUrl } from "../../shared/links/safeUrl";
import { VisuallyHidden } from "../../shared/ui/VisuallyHidden";
import { listInWords } from "./figureFormat";
import { FIGURE_TEXT } from "./figureText";

export interface OwnPages {
  universityName: string;
  applicationUrl: string | null;
  website: string | null;
}

/** The university's application page, else its website (http(s) only), else null. */
export function ownPageUrl({ applicationUrl, website }: OwnPages): string | null {
  return (safeWebsiteUrl(applicationUrl) ?? safeWebsiteUrl(website))?.href ?? null;
}

export function NotKnownLine({
  unknown,
  pages,
  className,
}: {
  unknown: readonly string[];
  pages: OwnPages;
  className?: string;
}) {
  if (unknown.length === 0) return null;
  const href = ownPageUrl(pages);
  const linkText = safeWebsiteUrl(pages.applicationUrl)
    ? FIGURE_TEXT.checkApplicationPage
    : FIGURE_TEXT.checkWebsite;
  return (
    <Line className={className}>
      <strong>{FIGURE_TEXT.notKnownLead}</strong> {listInWords(unknown)}.
      {href ? (
        <>
          {" "}
          <a href={href} target="_blank" rel="noopener noreferrer">
            {linkText}
            <VisuallyHidden>
              {" "}
              of {pages.universityName} {FIGURE_TEXT.opensInNewTab}
            </VisuallyHidden>
          </a>
        </>
      ) : null}
    </Line>
  );
}

const Line = styled.p`
  margin: 0.75rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;

  strong { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;
