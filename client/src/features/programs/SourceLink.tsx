/** A figure's source as a small link ("IPEDS 2023-24"), opening the data's page in a new tab. */
import styled from "styled-components";
import { VisuallyHidden } from "../../shared/ui/VisuallyHidden";
import { FIGURE_TEXT } from "./figureText";

export function SourceLink({
  label,
  url,
  description,
  subject,
}: {
  label: string;
  url: string;
  /** What the source counts, as the link's tooltip. */
  description?: string;
  /** The figure it backs ("tuition of Computer Science"), so a list of links says which is which. */
  subject?: string;
}) {
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" title={description}>
      {label}
      <VisuallyHidden>
        {subject ? `, source for ${subject}` : ""} {FIGURE_TEXT.opensInNewTab}
      </VisuallyHidden>
    </Link>
  );
}

const Link = styled.a`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;
