/**
 * A course's admit chance for the signed-in student: category, percent with its likely range,
 * what the range rests on (the program's reported decisions), what moved it, and what would move
 * it (docs/scoring.md).
 */
import { ROUTES, SEARCH_PAGE_MESSAGES, selectivityBasisText } from "@gradplan/schema";
import { Link } from "react-router-dom";
import styled from "styled-components";
import {
  CHANCES_ACCURACY_LINK,
  ChancesInvitation,
  FIGURE_TEXT,
  shownCategory,
  useChancesNeed,
} from "../programs";
import {
  calibrationText,
  formatAdmitRange,
  formatRangeOnly,
  formatWhatIfChance,
} from "./courseFormat";
import type { CourseChance } from "./universityCourses.machine";

export const RAISED_HEADING = "What raised your chances";
export const LOWERED_HEADING = "What lowered your chances";
export const WHAT_IF_HEADING = "What would change your chances";
export const RANGE_NOTE = "The range is where the chance most likely lies (80%).";

export function AdmitChance({ assessment }: { assessment: CourseChance }) {
  // Until the profile has what a chance needs, an invitation, not "requirements not met".
  if (useChancesNeed()) {
    return (
      <Panel>
        <ChancesInvitation />
      </Panel>
    );
  }
  return <Assessed assessment={assessment} />;
}

function Assessed({ assessment }: { assessment: CourseChance }) {
  const { category, admitChances, admitRange, score_tier: tier, reasons, whatIf } = assessment;
  const unknown = !assessment.selectivityKnown;
  // Where selectivity is not known the chance is its range, and the reason is said once, here.
  const lowered = unknown
    ? reasons.lowered.filter((reason) => reason !== FIGURE_TEXT.selectivityUnknown)
    : reasons.lowered;
  const shown = shownCategory(category, assessment.selectivityKnown);
  return (
    <Panel>
      {category === "NA" ? (
        <NotMet>{SEARCH_PAGE_MESSAGES.notMet}</NotMet>
      ) : (
        <Figures>
          {shown ? (
            <div>
              <dt>Your category</dt>
              <Category>{shown}</Category>
            </div>
          ) : null}
          <div>
            <dt>Admit chances</dt>
            <dd>
              {unknown && admitRange
                ? `${admitRange.low}\u2011${admitRange.high}%`
                : `${admitChances}%`}
            </dd>
          </div>
          <div>
            <dt>Where you stand</dt>
            <dd>{tier}</dd>
          </div>
        </Figures>
      )}
      {/* Said plainly under the chance: its level's decisions, or that selectivity is not known. */}
      {category === "NA" ? null : unknown ? (
        <Unknown>{selectivityBasisText(assessment)}</Unknown>
      ) : (
        <Basis>{selectivityBasisText(assessment)}</Basis>
      )}
      {admitRange ? (
        <Range>
          <strong>
            {unknown ? formatRangeOnly(admitRange) : formatAdmitRange(admitChances, admitRange)}
          </strong>
          . {RANGE_NOTE} {calibrationText(assessment.calibratedOn)}{" "}
          <Link to={ROUTES.calibrationReport}>{CHANCES_ACCURACY_LINK}</Link>
        </Range>
      ) : null}
      <Reasons heading={RAISED_HEADING} items={reasons.raised} />
      <Reasons heading={LOWERED_HEADING} items={lowered} />
      {category === "NA" ? null : <WhatIfList items={whatIf} />}
    </Panel>
  );
}

function WhatIfList({ items }: { items: CourseChance["whatIf"] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h4>{WHAT_IF_HEADING}</h4>
      <ul>
        {items.map((item) => (
          <li key={item.kind}>
            {item.change}: <strong>{formatWhatIfChance(item)}</strong>
          </li>
        ))}
      </ul>
    </>
  );
}

function Reasons({ heading, items }: { heading: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h4>{heading}</h4>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

const Panel = styled.div`
  margin: 0.75rem 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.heroBackground};

  h4 { margin: 0.75rem 0 0.25rem; font-size: 1rem; }
  ul { margin: 0; }
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  margin: 0;

  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; font-weight: 600; }
  dd { margin: 0; font-size: 1.125rem; font-weight: 700; }
`;

const Category = styled.dd`
  &::first-letter { text-transform: uppercase; }
`;

const Range = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;

  strong { color: ${({ theme }) => theme.colors.text}; }
`;

const Unknown = styled.p`
  margin: 0.5rem 0 0;
  font-weight: 600;
`;

const Basis = styled.p`
  margin: 0.5rem 0 0;
`;

const NotMet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 700;
`;
