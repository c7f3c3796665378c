/**
 * The loaded university's facts (IPEDS) in four groups: place and type, size and graduate
 * tuition (with its source and year), research tier, links to its website and application page.
 * The undergraduate acceptance rate is not shown: it says nothing about a Master's program
 * (issue 29).
 */
import type { ReactNode } from "react";
import styled, { type DefaultTheme } from "styled-components";
import type { UniversityDetailsQuery } from "../../graphql/generated";
import { safeWebsiteUrl } from "../../shared/links/safeUrl";
import { VisuallyHidden } from "../../shared/ui/VisuallyHidden";
import { FIGURE_TEXT, SourceLink, tuitionLine } from "../programs";
import { formatResearchTier, UNIVERSITY_TEXT } from "./universityFormat";

export type UniversityDetails = NonNullable<UniversityDetailsQuery["university"]>;

/** The kinds the facts are grouped by, each a labelled group of terms. */
export const FACT_GROUPS = {
  place: "Place and type",
  size: "Size and tuition",
  research: "Research",
  links: "Links",
} as const;

type Fact = readonly [term: string, value: ReactNode];

/**
 * One compact box: the facts grouped by kind, side by side on a laptop; on a phone the groups
 * stack and each term sits beside its value, so the box is a few lines, not a card a fact.
 */
export function UniversityFacts({ university }: { university: UniversityDetails }) {
  const groups: [string, readonly Fact[]][] = [
    [
      FACT_GROUPS.place,
      [
        [UNIVERSITY_TEXT.location, `${university.city}, ${university.state}, USA`],
        [UNIVERSITY_TEXT.control, university.control ?? university.universityType],
      ],
    ],
    [
      FACT_GROUPS.size,
      [
        [UNIVERSITY_TEXT.programs, String(university.courseCount)],
        [FIGURE_TEXT.tuitionTerm, <Tuition key="tuition" university={university} />],
      ],
    ],
    [
      FACT_GROUPS.research,
      [[UNIVERSITY_TEXT.research, formatResearchTier(university.researchTier)]],
    ],
    [
      FACT_GROUPS.links,
      [
        [FIGURE_TEXT.website, <SiteLink key="website" url={university.website} />],
        [FIGURE_TEXT.applicationPage, <SiteLink key="apply" url={university.applicationUrl} />],
      ],
    ],
  ];
  return (
    <Facts>
      {groups.map(([kind, facts]) => (
        <Group key={kind} role="group" aria-label={kind}>
          <dl>
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Group>
      ))}
    </Facts>
  );
}

/** Graduate tuition and fees with their source and year (IPEDS). */
function Tuition({ university }: { university: UniversityDetails }) {
  const source = FIGURE_TEXT.tuitionSource;
  return (
    <>
      {tuitionLine(university.tuition, university.tuitionInState)}{" "}
      {university.tuition === null && university.tuitionInState === null ? null : (
        <SourceLink
          label={source.label}
          url={source.url}
          description={source.description}
          subject={FIGURE_TEXT.tuitionTerm}
        />
      )}
    </>
  );
}

function SiteLink({ url }: { url: string | null }) {
  const safe = safeWebsiteUrl(url);
  if (!safe) return <>{FIGURE_TEXT.notKnown}</>;
  return (
    <a href={safe.href} target="_blank" rel="noopener noreferrer">
      {safe.hostname}
      {safe.pathname.length > 1 ? safe.pathname : ""}{" "}
      <VisuallyHidden>{FIGURE_TEXT.opensInNewTab}</VisuallyHidden>
    </a>
  );
}

const phone = ({ theme }: { theme: DefaultTheme }) =>
  `(max-width: calc(${theme.breakpoints.sm} - 1px))`;

const Facts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 0.75rem 1.5rem;
  margin: 1.25rem 0 0;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  @media ${phone} {
    grid-template-columns: 1fr;
    gap: 0;
    padding: 0.25rem 1rem;
  }
`;

const Group = styled.div`
  min-width: 0;

  dl {
    display: grid;
    gap: 0.5rem;
    margin: 0;
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

  /* A phone: each term beside its value, the groups parted by a line. */
  @media ${phone} {
    padding: 0.5rem 0;

    & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }

    dl { gap: 0.375rem; }

    dl > div {
      display: grid;
      grid-template-columns: 7rem 1fr;
      gap: 0.75rem;
      align-items: baseline;
    }

    dd { margin: 0; }
  }
`;
