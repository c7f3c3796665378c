/**
 * "Applicants like you" at the chosen course: aggregates of real results from applicants whose
 * GPA (and GRE) are near the student's, in the band the server chose and names. Under 5
 * applicants the server answers no figures, and the panel says only that there are not enough.
 */
import { useQuery } from "@apollo/client/react";
import { ROUTES } from "@gradplan/schema";
import { Link, useLocation } from "react-router-dom";
import { ResultsLikeMineDocument } from "../../../graphql/generated";
import { useSession } from "../../../shared/session/useSession";
import { Alert } from "../../../shared/ui/Alert";
import { Skeleton, SkeletonRegion } from "../../../shared/ui/Skeleton";
import { Note, ResultsSummary } from "./ResultsSummary";
import { likeMineIntroText, RESULTS_TEXT } from "./resultsText";

export function LikeMineResults({ courseId }: { courseId: number }) {
  const { user } = useSession();
  return (
    <section aria-labelledby="like-mine-heading">
      <h2 id="like-mine-heading">{RESULTS_TEXT.likeMine}</h2>
      {user ? <LikeMineBody courseId={courseId} /> : <SignInPrompt />}
    </section>
  );
}

function SignInPrompt() {
  const location = useLocation();
  return (
    <Note>
      {RESULTS_TEXT.likeMineSignIn}{" "}
      <Link to={ROUTES.login} state={{ from: location }}>
        {RESULTS_TEXT.logIn}
      </Link>
    </Note>
  );
}

function LikeMineBody({ courseId }: { courseId: number }) {
  const { data, error, loading } = useQuery(ResultsLikeMineDocument, { variables: { courseId } });
  if (loading) {
    return (
      <SkeletonRegion label="Loading results of applicants like you">
        <Skeleton $height="5rem" />
      </SkeletonRegion>
    );
  }
  const answer = data?.resultsLikeMine;
  if (error || !answer) return <Alert role="alert">{RESULTS_TEXT.likeMineFailed}</Alert>;
  if (!answer.band) {
    return (
      <Note>
        {RESULTS_TEXT.likeMineGpaPrompt} <Link to={ROUTES.profile}>{RESULTS_TEXT.editProfile}</Link>
      </Note>
    );
  }
  if (!answer.summary) {
    return (
      <>
        <p>{likeMineIntroText(answer.band, null)}</p>
        <Note>{RESULTS_TEXT.likeMineTooFew}</Note>
      </>
    );
  }
  return (
    <>
      <p>{likeMineIntroText(answer.band, answer.summary.results)}</p>
      <ResultsSummary summary={answer.summary} />
    </>
  );
}
