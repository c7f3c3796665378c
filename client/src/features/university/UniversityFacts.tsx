/**
 * The loaded university's facts (IPEDS): place, control, research tier, graduate tuition and
 * fees with their source, its programs, website and application page. The undergraduate
 * acceptance rate is not shown: it says nothing about a Master's program (issue 29).
 */
import styled from "styled-components";
import type { UniversityDetailsQuery } from "../../graphql/generated";
import { safeWebsiteUrl } from "../../shared/links/safeUrl";
import { VisuallyHidden } from "../../shared/ui/VisuallyHidden";
import { tuitionLine } from "../programs/figureFormat";
import { FIGURE_TEXT } from "../programs/figureText";
import { SourceLink } from "../programs/SourceLink";
import { formatResearchTier, UNIVERSITY_TEXT } from "./universityFormat";

export type UniversityDetails = NonNullable<UniversityDetailsQuery["university"]>;

export function UniversityFacts({ university }: { university: UniversityDetails }) {
  const facts: [string, string][] = [
    [UNIVERSITY_TEXT.location, `${university.city}, ${university.state}, USA`],
    [UNIVERSITY_TEXT.control, university.control ?? university.universityType],
    [UNIVERSITY_TEXT.research, formatResearchTier(university.researchTier)],
    [UNIVERSITY_TEXT.programs, String(university.courseCount)],
  ];
  const source = FIGURE_TEXT.tuitionSource;
  return (
    <Facts>
      {facts.map(([term, value]) => (
        <Fact key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fact>
      ))}
      <Fact $wide>
        <dt>{FIGURE_TEXT.tuitionTerm}</dt>
        <dd>
          {tuitionLine(university.tuition, university.tuitionInState)}{" "}
          {university.tuition === null && university.tuitionInState === null ? null : (
            <SourceLink
              label={source.label}
              url={source.url}
              description={source.description}
              subject={FIGURE_TEXT.tuitionTerm}
            />
          )}
        </dd>
      </Fact>
      <LinkFact term={FIGURE_TEXT.website} url={university.website} />
      <LinkFact term={FIGURE_TEXT.applicationPage} url={university.applicationUrl} />
    </Facts>
  );
}

function LinkFact({ term, url }: { term: string; url: string | null }) {
  const safe = safeWebsiteUrl(url);
  return (
    <Fact>
      <dt>{term}</dt>
      <dd>
        {safe ? (
          <a href={safe.href} target="_blank" rel="noopener noreferrer">
            {safe.hostname}
            {safe.pathname.length > 1 ? safe.pathname : ""}{" "}
            <VisuallyHidden>{FIGURE_TEXT.opensInNewTab}</VisuallyHidden>
          </a>
        ) : (
          FIGURE_TEXT.notKnown
        )}
      </dd>
    </Fact>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: 0.75rem 1.5rem;
  margin: 1.25rem 0 0;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Fact = styled.div<{ $wide?: boolean }>`
  min-width: 0;
  ${({ $wide }) => ($wide ? "grid-column: span 2;" : "")}

  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 1px)) {
    grid-column: auto;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    font-weight: 600;
  }

  dd {
    margin: 0.125rem 0 0;
    overflow-wrap: anywhere;
  }
`;
