/**
 * /how-accurate-are-chances (issue 16): what the admit chances are and are not, and the latest
 * calibration's check on held-out results: counts, Brier scores and the reliability chart.
 */
import { useQuery } from "@apollo/client/react";
import { ROUTES } from "@gradplan/schema";
import styled from "styled-components";
import { CalibrationReportDocument, type CalibrationReportQuery } from "../../../graphql/generated";
import { Button, ButtonLink } from "../../../shared/ui/Button";
import { Page } from "../../../shared/ui/Page";
import { Skeleton, SkeletonRegion } from "../../../shared/ui/Skeleton";
import { SampleTag } from "../browse/DecisionTag";
import { Alert, Note } from "./calibrationStyles";
import {
  brierChangeText,
  brierText,
  fittedText,
  sampleText,
  CALIBRATION_TEXT as T,
} from "./calibrationText";
import { ReliabilityChart } from "./ReliabilityChart";

type Report = NonNullable<CalibrationReportQuery["calibrationReport"]>;

export function CalibrationPage() {
  return (
    <Page title={T.title} lead={T.lead}>
      <section aria-labelledby="chances-what-heading">
        <h2 id="chances-what-heading">{T.whatHeading}</h2>
        {T.what.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section aria-labelledby="chances-limits-heading">
        <h2 id="chances-limits-heading">{T.limitsHeading}</h2>
        <ul>
          {T.limits.map((limit) => (
            <li key={limit}>{limit}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="chances-figures-heading">
        <h2 id="chances-figures-heading">{T.figuresHeading}</h2>
        <ReportFigures />
      </section>
    </Page>
  );
}

function ReportFigures() {
  const { data, error, loading, refetch } = useQuery(CalibrationReportDocument);
  if (loading) {
    return (
      <SkeletonRegion label="Loading the calibration report">
        <Skeleton $height="6rem" />
        <Skeleton $height="18rem" />
      </SkeletonRegion>
    );
  }
  if (error || !data) {
    return (
      <>
        <Alert role="alert">The calibration report could not be loaded.</Alert>
        <Button $variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </>
    );
  }
  const report = data.calibrationReport;
  if (!report) {
    return (
      <Note>
        <p>{T.none}</p>
        <ButtonLink to={ROUTES.submitResults}>{T.share}</ButtonLink>
      </Note>
    );
  }
  return <Figures report={report} />;
}

function Figures({ report }: { report: Report }) {
  const sample = report.sampleResults > 0;
  return (
    <>
      <p>{fittedText(String(report.fittedAt))}</p>
      <Counts>
        <div>
          <dt>Results used {sample ? <SampleTag /> : null}</dt>
          <dd>{report.results}</dd>
        </div>
        <div>
          <dt>Used to fit</dt>
          <dd>{report.training}</dd>
        </div>
        <div>
          <dt>Held out to check</dt>
          <dd>{report.heldOut}</dd>
        </div>
        <div>
          <dt>Brier score before calibration</dt>
          <dd>{brierText(report.brierBefore)}</dd>
        </div>
        <div>
          <dt>Brier score after calibration</dt>
          <dd>{brierText(report.brierAfter)}</dd>
        </div>
      </Counts>
      <p>
        {sampleText(report.sampleResults, report.results)} {T.heldOutNote}
      </p>
      <p>{brierChangeText(report.brierBefore, report.brierAfter)}</p>
      <p>{T.brier}</p>
      <h3>{T.chartHeading}</h3>
      <p>{T.chartIntro}</p>
      <ReliabilityChart before={report.reliabilityBefore} after={report.reliabilityAfter} />
    </>
  );
}

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: 0.75rem;
  margin: 0 0 1rem;

  div {
    padding: 0.75rem 1rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; font-weight: 600; }
  dd { margin: 0.25rem 0 0; font-size: 1.375rem; font-weight: 700; }
`;
