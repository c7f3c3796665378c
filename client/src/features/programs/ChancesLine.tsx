/**
 * A logged-in card's verdict: the category, 'Admit chances X%', its likely range and what the
 * range rests on ("from 412 reported decisions"), or the NA message; a chance links to how
 * accurate the chances are. Where the program's selectivity is not known the chance is its range
 * alone, with the short reason (never "Safe"). While the student's profile lacks what a chance
 * needs (the gateway's chancesNeed), the line invites them to complete it instead (issue 32).
 */
import { type AdmitCategory, type AdmitRange, ROUTES } from "@gradplan/schema";
import { Link } from "react-router-dom";
import styled, { type DefaultTheme } from "styled-components";
import { ChancesInvitation } from "./ChancesInvitation";
import {
  admitChancesText,
  admitRangeText,
  CHANCES_ACCURACY_LINK,
  chanceBasisNote,
  NOT_MET,
  shownCategory,
} from "./chancesText";
import { FIGURE_TEXT } from "./figureText";
import { useChancesNeed, useHasApollo } from "./useChancesNeed";

const CATEGORY_LABELS: Record<AdmitCategory, string> = {
  "very safe": "Very Safe",
  safe: "Safe",
  moderate: "Moderate",
  ambitious: "Ambitious",
  "very ambitious": "Very Ambitious",
  NA: "NA",
};

function isCategory(value: string | null): value is AdmitCategory {
  return value !== null && Object.hasOwn(CATEGORY_LABELS, value);
}

type Tone = "success" | "info" | "warning" | "error";
const TONES: Record<AdmitCategory, Tone> = {
  "very safe": "success",
  safe: "success",
  moderate: "info",
  ambitious: "warning",
  "very ambitious": "error",
  NA: "error",
};

type ChancesLineProps = {
  category: string | null;
  admitChances: number | null;
  admitRange?: AdmitRange | null;
  /** False: the chance is a range from the profile alone (docs/scoring.md). */
  selectivityKnown?: boolean | null;
  /** Real decisions at the program the level rests on (the note after the range). */
  selectivityDecisions?: number | null;
};

export function ChancesLine(props: ChancesLineProps) {
  // The data pages hold Apollo; a line drawn outside them shows the answer as it is.
  return useHasApollo() ? <LineForStudent {...props} /> : <AnsweredLine {...props} />;
}

function LineForStudent(props: ChancesLineProps) {
  return useChancesNeed() ? <ChancesInvitation /> : <AnsweredLine {...props} />;
}

function AnsweredLine({
  category,
  admitChances,
  admitRange,
  selectivityKnown,
  selectivityDecisions,
}: ChancesLineProps) {
  if (category === "NA") {
    return (
      <Line>
        <Badge $tone="error">{NOT_MET}</Badge>
      </Line>
    );
  }
  // The logged-in answer always has both. Without them nothing is claimed: 'requirements not
  // met' would tell the student something the server never said.
  if (!isCategory(category) || admitChances === null) return null;
  const basis = chanceBasisNote({ selectivityKnown, selectivityDecisions });
  if (selectivityKnown === false && admitRange) {
    const shown = shownCategory(category, false);
    return (
      <Line>
        {shown && isCategory(shown) ? (
          <Badge $tone={TONES[shown]}>{CATEGORY_LABELS[shown]}</Badge>
        ) : null}
        <Chances>{FIGURE_TEXT.chanceRange(admitRange.low, admitRange.high)}</Chances>
        <Reason>{FIGURE_TEXT.selectivityUnknownShort}</Reason>
        <Accuracy to={ROUTES.calibrationReport}>{CHANCES_ACCURACY_LINK}</Accuracy>
      </Line>
    );
  }
  return (
    <Line>
      <Badge $tone={TONES[category]}>{CATEGORY_LABELS[category]}</Badge>
      <Chances>{admitChancesText(admitChances)}</Chances>
      {/* One run of small text that wraps as words do, not a line per part (issue 32, phones). */}
      <Detail>
        {admitRange ? <Range>{admitRangeText(admitRange)}</Range> : null}
        {basis ? <span>{basis}</span> : null}
        <Accuracy to={ROUTES.calibrationReport}>{CHANCES_ACCURACY_LINK}</Accuracy>
      </Detail>
    </Line>
  );
}

function toneColors(theme: DefaultTheme, tone: Tone): { fg: string; bg: string } {
  const { colors } = theme;
  const byTone = {
    success: { fg: colors.success, bg: colors.successBackground },
    info: { fg: colors.info, bg: colors.infoBackground },
    warning: { fg: colors.warning, bg: colors.warningBackground },
    error: { fg: colors.error, bg: colors.errorBackground },
  } as const;
  return byTone[tone];
}

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin: 0;
`;

const Badge = styled.span<{ $tone: Tone }>`
  padding: 0.25rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).bg};
  color: ${({ theme, $tone }) => toneColors(theme, $tone).fg};
  font-weight: 700;
  font-size: 0.875rem;
`;

const Detail = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;

  /* A dot between parts; inline-block, so the link's underline does not run under it. */
  & > * + *::before {
    display: inline-block;
    margin: 0 0.4em;
    color: ${({ theme }) => theme.colors.textMuted};
    content: "·";
  }
`;

const Range = styled.span`
  white-space: nowrap;
`;

const Reason = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Accuracy = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-size: 0.875rem;
`;

const Chances = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;
