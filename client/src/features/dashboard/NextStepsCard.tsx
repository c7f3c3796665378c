/**
 * Next steps: what is missing, each a link to where to act. Read from four slices; it waits for
 * them all, and when some failed it lists what it knows and offers to read the failed ones again.
 */
import { Link } from "react-router-dom";
import styled from "styled-components";
import { CardFailure, CardSkeleton, DashboardCard } from "./DashboardCard";
import { DASHBOARD_TEXT as T } from "./dashboardText";
import { nextSteps, type StepInputs } from "./nextSteps";
import { dataOf, type Slice } from "./useSlice";

export interface NextStepsSlices {
  resumeCount: Slice<number>;
  sopCount: Slice<number>;
  profilePercent: Slice<number>;
  deadlines: Slice<StepInputs["deadlines"]>;
}

export function NextStepsCard({ slices }: { slices: NextStepsSlices }) {
  const all = Object.values(slices) as Slice<unknown>[];
  const failed = all.filter((slice) => slice.kind === "failed");
  const loading = all.some((slice) => slice.kind === "loading");
  const { steps, complete } = nextSteps({
    resumeCount: dataOf(slices.resumeCount),
    sopCount: dataOf(slices.sopCount),
    profilePercent: dataOf(slices.profilePercent),
    deadlines: dataOf(slices.deadlines),
  });
  return (
    <DashboardCard id="dashboard-next-steps" title={T.nextSteps} wide>
      {loading ? <CardSkeleton label={T.nextStepsLoading} /> : null}
      {!loading && steps.length > 0 ? (
        <Steps>
          {steps.map((step) => (
            <li key={step.key}>
              <Link to={step.to}>{step.action}</Link>
              <span>{step.reason}</span>
            </li>
          ))}
        </Steps>
      ) : null}
      {!loading && complete && steps.length === 0 ? <AllSet>{T.allSet}</AllSet> : null}
      {!loading && failed.length > 0 ? (
        <>
          {steps.length > 0 ? <Note>{T.someUnknown}</Note> : null}
          <CardFailure
            onRetry={() => {
              for (const slice of failed) if (slice.kind === "failed") slice.retry();
            }}
          />
        </>
      ) : null}
    </DashboardCard>
  );
}

const Steps = styled.ol`
  display: grid;
  gap: 0.625rem;
  margin: 0 0 0.75rem;
  && { padding-left: 1.5rem; }

  && li { margin: 0; }
  a { font-weight: 600; }
  span { display: block; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const AllSet = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

const Note = styled.p`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
