/**
 * /how-accurate-are-chances (issue 16): what the admit chances are and are not, and the latest
 * calibration's check on held-out results: counts, Brier scores and the reliability chart.
 */
import { useQuery } from "@apollo/client/react";
import { ROUTES } from "@gradplan/schema";
import { CalibrationReportDocument, type CalibrationReportQuery } from "../../../graphql/generated";
import { FailedWithRetry } from "../../../shared/ui/Alert";
import { ButtonLink } from "../../../shared/ui/Button";
import { FigureGrid } from "../../../shared/ui/FigureGrid";
import { Page } from "../../../shared/ui/Page";
import { Skeleton, SkeletonRegion } from "../../../shared/ui/Skeleton";
import { SampleTag } from "../browse/DecisionTag";
import { Note } from "./calibrationStyles";
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
      <FailedWithRetry
        message="The calibration report could not be loaded."
        retryLabel="Try again"
        onRetry={() => void refetch()}
      />
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
      <FigureGrid $minWidth="12rem">
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
      </FigureGrid>
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
