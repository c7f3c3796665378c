/** A decision as a tag whose words carry the meaning (the colour only repeats it), and the Sample tag. */
import type { ApplicationDecision } from "@gradplan/schema";
import styled, { type DefaultTheme } from "styled-components";
import { RESULTS_TEXT } from "./resultsText";

function colorsOf(theme: DefaultTheme, decision: string): { fg: string; bg: string } {
  const { colors } = theme;
  const byDecision: Partial<Record<ApplicationDecision, { fg: string; bg: string }>> = {
    Accepted: { fg: colors.success, bg: colors.successBackground },
    Rejected: { fg: colors.error, bg: colors.errorBackground },
    "Wait Listed": { fg: colors.warning, bg: colors.warningBackground },
  };
  return byDecision[decision as ApplicationDecision] ?? { fg: colors.text, bg: colors.surface };
}

export const DecisionTag = styled.span<{ $decision: string }>`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $decision }) => colorsOf(theme, $decision).bg};
  color: ${({ theme, $decision }) => colorsOf(theme, $decision).fg};
  font-weight: 700;
  font-size: 0.875rem;
  white-space: nowrap;
`;

export function SampleTag() {
  return <Tag>{RESULTS_TEXT.sampleTag}</Tag>;
}

const Tag = styled.span`
  display: inline-block;
  margin-left: 0.375rem;
  padding: 0 0.375rem;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;
