/**
 * A list with balance (issue 32), on the shortlist and the dashboard: when the list has no Safe
 * or Very Safe program, or no Moderate one, it says so and lists the programs the gateway picked
 * to balance it (balanceSuggestions: fitting the preferences, not on the list), each with the
 * model's chance and its range as the cards show them. Nothing shows while the list is balanced,
 * empty, loading or unreadable: the notice is advice, never in the way.
 */
import { useQuery } from "@apollo/client/react";
import { BALANCE_GROUPS, BALANCE_TEXT, type BalanceGroup } from "@gradplan/schema";
import { useId } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { BalanceSuggestionsDocument } from "../../../graphql/generated";
import { universityDetailsUrl } from "../../../shared/links/universityDetailsUrl";
import { admitChancesText, admitRangeText, chanceBasisNote } from "../../programs";

const GROUP_LABEL: Record<string, string> = {
  "very safe": "Very Safe",
  safe: "Safe",
  moderate: "Moderate",
};

const isGroup = (value: string): value is BalanceGroup =>
  (BALANCE_GROUPS as readonly string[]).includes(value);

export function BalanceNotice({ skip = false }: { skip?: boolean }) {
  const headingId = useId();
  const { data } = useQuery(BalanceSuggestionsDocument, { skip });
  const balance = data?.balanceSuggestions;
  const missing = balance?.missing.filter(isGroup) ?? [];
  if (!balance || missing.length === 0) return null;
  return (
    <Notice aria-labelledby={headingId}>
      <h2 id={headingId}>{BALANCE_TEXT.heading}</h2>
      {missing.map((group) => (
        <p key={group}>{BALANCE_TEXT.missing[group]}</p>
      ))}
      {balance.suggestions.length === 0 ? (
        <p>{BALANCE_TEXT.none}</p>
      ) : (
        <>
          <p>{BALANCE_TEXT.suggestionsLead}</p>
          <ul>
            {balance.suggestions.map((s) => (
              <li key={s.course_id}>
                <Link
                  to={universityDetailsUrl({
                    universityId: s.university_id,
                    universityName: s.university_name,
                  })}
                >
                  {s.course_name}, {s.university_name}
                </Link>{" "}
                <Place>
                  ({s.city}, {s.state})
                </Place>
                <Chance>
                  <Category>{GROUP_LABEL[s.category] ?? s.category}</Category>
                  <strong>{admitChancesText(s.admitChances)}</strong>
                  {s.admitRange ? <Muted>{admitRangeText(s.admitRange)}</Muted> : null}
                  <Muted>
                    {chanceBasisNote({
                      selectivityKnown: true,
                      selectivityDecisions: s.selectivityDecisions,
                    })}
                  </Muted>
                </Chance>
              </li>
            ))}
          </ul>
        </>
      )}
    </Notice>
  );
}

const Notice = styled.section`
  margin: 0 0 1.25rem;
  padding: 1rem 1.25rem;
  border-left: 6px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoBackground};
  min-width: 0;

  h2 { margin: 0 0 0.5rem; font-size: 1.25rem; }
  p { margin: 0 0 0.5rem; }
  ul { margin: 0; padding-left: 1.25rem; }
  li { margin: 0 0 0.625rem; overflow-wrap: anywhere; }
  a { color: ${({ theme }) => theme.colors.link}; font-weight: 600; }
`;

const Place = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chance = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  margin-top: 0.25rem;
`;

const Category = styled.span`
  font-weight: 700;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
