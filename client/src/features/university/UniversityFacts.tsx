/** The loaded university's facts as a description list. */
import styled from "styled-components";
import type { UniversityDetailsQuery } from "../../graphql/generated";
import { VisuallyHidden } from "../../shared/ui/VisuallyHidden";
import {
  formatAcceptanceRate,
  formatResearchTier,
  formatTuition,
  safeWebsiteUrl,
} from "./universityFormat";

export type UniversityDetails = NonNullable<UniversityDetailsQuery["university"]>;

export function UniversityFacts({ university }: { university: UniversityDetails }) {
  const website = safeWebsiteUrl(university.website);
  const facts: [string, string][] = [
    ["Location", `${university.city}, ${university.state}, USA`],
    ["Type", university.universityType],
    ["Acceptance rate", formatAcceptanceRate(university.acceptanceRate)],
    ["Tuition", formatTuition(university.tuition)],
    ["Research", formatResearchTier(university.researchTier)],
    ["Programs", String(university.courseCount)],
  ];
  return (
    <Facts>
      {facts.map(([term, value]) => (
        <Fact key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fact>
      ))}
      <Fact>
        <dt>Website</dt>
        <dd>
          {website ? (
            <a href={website.href} target="_blank" rel="noopener noreferrer">
              {website.hostname} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
            </a>
          ) : (
            "Not available"
          )}
        </dd>
      </Fact>
    </Facts>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 1rem;
  margin: 1.5rem 0 0;
`;

const Fact = styled.div`
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    font-weight: 600;
  }

  dd {
    margin: 0.25rem 0 0;
    font-size: 1.125rem;
    overflow-wrap: anywhere;
  }
`;
