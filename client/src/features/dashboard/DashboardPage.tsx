/**
 * /dashboard (spec 1, issue 15): where the student's applications stand and what to do next.
 * Every slice (shortlisting, SOP and resume stats, badges, awards, profile completion) is its own
 * query: each loads with skeletons, and one that fails shows the spec's message with a retry in
 * its cards while the rest of the page works. The route guard renders it only with a student.
 */
import { ROUTES } from "@gradplan/schema";
import styled from "styled-components";
import {
  AwardsDocument,
  BadgesDocument,
  DashboardFactsDocument,
  ResumeStatsDocument,
  ShortlistingStatsDocument,
  SopStatsDocument,
  StudentProgressDocument,
} from "../../graphql/generated";
import { useSession } from "../../shared/session/useSession";
import { Button } from "../../shared/ui/Button";
import { Page } from "../../shared/ui/Page";
import { useToast } from "../../shared/ui/toastContext";
import { BalanceNotice } from "../shortlist";
import { AchievementsCard } from "./AchievementsCard";
import { RESUME_STATS_TEXT, SOP_STATS_TEXT, DASHBOARD_TEXT as T } from "./dashboardText";
import { EvaluationCard } from "./EvaluationCard";
import { NextStepsCard } from "./NextStepsCard";
import { DeadlinesCard, ShortlistCard } from "./ShortlistCards";
import { type Slice, useSlice } from "./useSlice";

export function DashboardPage() {
  const { user, signOut } = useSession();
  const toast = useToast();
  // The route guard renders this page only with a user.
  if (!user) return null;

  async function logOut() {
    // Ending the session sends the guard home (see RequireSession).
    await signOut();
    toast.success(T.loggedOut);
  }

  return (
    <Page title={T.title} lead={`Welcome, ${user.firstname}`}>
      <Top>
        <StudentFacts
          key={user.student_id}
          signedIn={{ category: user.category, semester: user.applying_semester }}
        />
        <Button $variant="secondary" onClick={logOut}>
          {T.logOut}
        </Button>
      </Top>
      {/* Another student (switched in another tab) gets fresh reads. */}
      <DashboardCards key={user.student_id} />
    </Page>
  );
}

/**
 * Category and applying semester from the live profile (the profile's updates refresh it); the
 * session's copy from sign-in shows only until the profile answers, or if it cannot.
 */
function StudentFacts({ signedIn }: { signedIn: { category: string; semester: string | null } }) {
  const facts = useSlice(DashboardFactsDocument, (d) => ({
    category: d.studentProfile.studentInfo.category,
    semester: d.studentProfile.studentStats.applying_semester ?? null,
  }));
  const { category, semester } = facts.kind === "ready" ? facts.data : signedIn;
  return (
    <Facts>
      <dt>{T.category}</dt>
      <dd>{category}</dd>
      <dt>{T.semester}</dt>
      <dd>{semester ?? T.noSemester}</dd>
    </Facts>
  );
}

function DashboardCards() {
  const shortlisting = useSlice(ShortlistingStatsDocument, (d) => d.shortlistingStats);
  const sops = useSlice(SopStatsDocument, (d) => d.sopStats);
  const resumes = useSlice(ResumeStatsDocument, (d) => d.resumeStats);
  const badges = useSlice(BadgesDocument, (d) => d.badges);
  const awards = useSlice(AwardsDocument, (d) => d.awards);
  const progress = useSlice(StudentProgressDocument, (d) => d.studentProgress);

  return (
    <Grid>
      <NextStepsCard
        slices={{
          resumeCount: mapSlice(resumes, (stats) => stats.count),
          sopCount: mapSlice(sops, (stats) => stats.count),
          profilePercent: mapSlice(progress, (p) => p.totalPercentage),
          deadlines: mapSlice(shortlisting, (stats) => stats.next_deadlines),
        }}
      />
      <ShortlistCard slice={shortlisting} />
      <BalanceNotice />
      <DeadlinesCard slice={shortlisting} />
      <EvaluationCard
        id="dashboard-sops"
        words={SOP_STATS_TEXT}
        to={ROUTES.sopEvaluation}
        slice={sops}
      />
      <EvaluationCard
        id="dashboard-resumes"
        words={RESUME_STATS_TEXT}
        to={ROUTES.resumeEvaluation}
        slice={resumes}
      />
      <AchievementsCard kind="badge" slice={badges} />
      <AchievementsCard kind="award" slice={awards} />
    </Grid>
  );
}

function mapSlice<T, U>(slice: Slice<T>, pick: (data: T) => U): Slice<U> {
  return slice.kind === "ready" ? { kind: "ready", data: pick(slice.data) } : slice;
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem 1.5rem;
  margin: 0 0 1.5rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1.5rem;
  margin: 0;

  dt { font-weight: 600; }
  dd { margin: 0; }
`;

/** One column on a phone, two from about 680px. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: 1.25rem;
`;
