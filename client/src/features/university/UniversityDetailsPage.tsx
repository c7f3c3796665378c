/**
 * /university-details?universityName&universityId: the heading shows the name from the link at
 * once, while the facts load over GraphQL; once the university is known its courses load, and
 * the results students shared for them.
 */
import { skipToken, useQuery } from "@apollo/client/react";
import { ROUTES, UNIVERSITY_MESSAGES } from "@gradplan/schema";
import { useSearchParams } from "react-router-dom";
import { UniversityDetailsDocument } from "../../graphql/generated";
import { readUniversityDetailsParams } from "../../shared/links/universityDetailsUrl";
import { Alert } from "../../shared/ui/Alert";
import { ButtonLink } from "../../shared/ui/Button";
import { Page } from "../../shared/ui/Page";
import { Skeleton, SkeletonRegion } from "../../shared/ui/Skeleton";
import { UniversityResults } from "../results/browse/UniversityResults";
import { UniversityCourses } from "./UniversityCourses";
import { type UniversityDetails, UniversityFacts } from "./UniversityFacts";

export function UniversityDetailsPage() {
  const [params] = useSearchParams();
  const { universityName: linkName, universityId } = readUniversityDetailsParams(params);
  const { data, error, loading } = useQuery(
    UniversityDetailsDocument,
    universityId === null ? skipToken : { variables: { universityId } },
  );
  const university = data?.university ?? null;

  return (
    <Page title={linkName ?? university?.name ?? "University details"}>
      <UniversityBody
        invalidId={universityId === null}
        loading={loading}
        failed={Boolean(error)}
        university={university}
      />
      {university && !error && universityId !== null ? (
        <>
          <UniversityCourses universityId={universityId} />
          <UniversityResults universityId={universityId} />
        </>
      ) : null}
    </Page>
  );
}

interface BodyProps {
  invalidId: boolean;
  loading: boolean;
  failed: boolean;
  university: UniversityDetails | null;
}

function UniversityBody({ invalidId, loading, failed, university }: BodyProps) {
  if (invalidId) return <NotFound />;
  if (loading) {
    return (
      <SkeletonRegion label="Loading university details">
        <Skeleton $width="40%" $height="1.25rem" />
        <Skeleton $height="5rem" />
        <Skeleton $height="5rem" />
      </SkeletonRegion>
    );
  }
  if (failed) return <Alert role="alert">{UNIVERSITY_MESSAGES.fetchFailed}</Alert>;
  if (!university) return <NotFound />;
  return <UniversityFacts university={university} />;
}

export const BACK_TO_SEARCH_TEXT = "Explore universities";

function NotFound() {
  return (
    <>
      <p>{UNIVERSITY_MESSAGES.notFound}</p>
      <ButtonLink to={ROUTES.universitySearch}>{BACK_TO_SEARCH_TEXT}</ButtonLink>
    </>
  );
}
