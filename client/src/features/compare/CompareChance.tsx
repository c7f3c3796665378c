/**
 * A compared course's chance for the signed-in student: the model's answer with what its range
 * rests on, or, while the profile lacks what a chance needs (the gateway's chancesNeed), the
 * invitation the search and shortlist cards show instead of "Minimum requirements not met"
 * (issue 32).
 */
import styled from "styled-components";
import { ChancesInvitation, chanceBasisNote, useChancesNeed, useHasApollo } from "../programs";
import { formatAdmitChance } from "../university";
import type { CourseChance } from "./compareApi";

interface CompareChanceProps {
  /** Undefined while it loads or when it could not. */
  chance: CourseChance | undefined;
  /** What a missing chance reads: "Loading…" or "Not available". */
  pending: string;
}

export function CompareChance(props: CompareChanceProps) {
  // The search page holds Apollo; a table drawn outside it shows the answer as it is.
  return useHasApollo() ? <ForStudent {...props} /> : <Answered {...props} />;
}

function ForStudent(props: CompareChanceProps) {
  return useChancesNeed() ? <ChancesInvitation /> : <Answered {...props} />;
}

function Answered({ chance, pending }: CompareChanceProps) {
  const basis = chance && chance.category !== "NA" ? chanceBasisNote(chance) : null;
  return (
    <>
      {chance ? formatAdmitChance(chance) : pending}
      {/* Under the chance, as a figure's "from N reported decisions" is. */}
      {basis ? <Line>{basis}</Line> : null}
    </>
  );
}

const Line = styled.span`
  display: block;
`;
