/**
 * /university-details?universityName&universityId: the heading shows the name from the link at
 * once, while the facts load over GraphQL, then the university's own name; once the university
 * is known its courses load, and the results students shared for them. An id that is not a
 * number, or names no university, gets a not-found heading, never the link's text as a name.
 */
import { skipToken, useQuery } from "@apollo/client/react";
import { ROUTES, UNIVERSITY_MESSAGES } from "@gradplan/schema";
import { useSearchParams } from "react-router-dom";
import { UniversityDetailsDocument } from "../../graphql/generated";
import { readUniversityDetailsParams } from "../../shared/links/universityDetailsUrl";
import { Alert } from "../../shared/ui/Alert";
import { ButtonLink } from "../../shared/ui/Button";
import { Page } from "../../shared/ui/Page";
import { SkeletonRegion, SkeletonShape } from "../../shared/ui/Skeleton";
import { UniversityResults } from "../results";
import { UniversityCourses, UniversityCoursesPending } from "./UniversityCourses";
import { type UniversityDetails, UniversityFacts } from "./UniversityFacts";

export function UniversityDetailsPage() {
  const [params] = useSearchParams();
  const { universityName: linkName, universityId } = readUniversityDetailsParams(params);
  const { data, error, loading } = useQuery(
    UniversityDetailsDocument,
    universityId === null ? skipToken : { variables: { universityId } },
  );
  const university = data?.university ?? null;
  // An id that is not a number is never asked for; a number the API answers null for is gone.
  const notFound = universityId === null || data?.university === null;
  const title = notFound ? NOT_FOUND_TITLE : (university?.name ?? linkName ?? DEFAULT_TITLE);

  return (
    <Page title={title}>
      <UniversityBody
        notFound={notFound}
        loading={loading}
        failed={Boolean(error)}
        university={university}
      />
      {university && !error && universityId !== null ? (
        <>
          <UniversityCourses
            universityId={universityId}
            ownPages={{
              universityName: university.name,
              applicationUrl: university.applicationUrl,
              website: university.website,
            }}
          />
          <UniversityResults universityId={universityId} />
        </>
      ) : null}
      {loading && !notFound ? <UniversityCoursesPending /> : null}
    </Page>
  );
}

interface BodyProps {
  notFound: boolean;
  loading: boolean;
  failed: boolean;
  university: UniversityDetails | null;
}

function UniversityBody({ notFound, loading, failed, university }: BodyProps) {
  if (notFound) return <NotFound />;
  if (loading) {
    // The facts' own cards with sample values: the loaded facts take exactly their place.
    return (
      <SkeletonRegion label="Loading university details">
        <SkeletonShape>
          <UniversityFacts university={SAMPLE_UNIVERSITY} />
        </SkeletonShape>
      </SkeletonRegion>
    );
  }
  if (failed) return <Alert role="alert">{UNIVERSITY_MESSAGES.fetchFailed}</Alert>;
  if (!university) return <NotFound />;
  return <UniversityFacts university={university} />;
}

/** Values of a typical length, each on one line as a loaded fact is: only their shape shows. */
const SAMPLE_UNIVERSITY: UniversityDetails = {
  universityId: 0,
  name: "",
  city: "Atlanta",
  state: "GA",
  website: "https://www.example.edu",
  applicationUrl: "https://www.example.edu/apply",
  universityType: "Public",
  control: "Public",
  acceptanceRate: null,
  tuition: 33964,
  tuitionInState: 14064,
  researchTier: "R1",
  courseCount: 10,
};

export const BACK_TO_SEARCH_TEXT = "Explore universities";
export const NOT_FOUND_TITLE = "University not found";
const DEFAULT_TITLE = "University details";

function NotFound() {
  return (
    <>
      <p>{UNIVERSITY_MESSAGES.notFound}</p>
      <ButtonLink to={ROUTES.universitySearch}>{BACK_TO_SEARCH_TEXT}</ButtonLink>
    </>
  );
}
