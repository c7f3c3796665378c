/**
 * /profile (spec 1 section 2): the student's cards, each loading on its own, and the edit modals.
 * The route guard renders it only with a logged-in student.
 */
import { STATS_SECTIONS, type StatsSection } from "@gradplan/schema";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { PROFILE_FORM_PARAM } from "../../shared/links/profileFormLink";
import { useSession } from "../../shared/session/useSession";
import { Page } from "../../shared/ui/Page";
import { CategoryPrompt } from "./CategoryPrompt";
import { ProfileEditModal } from "./modal/ProfileEditModal";
import { ProfileCards } from "./ProfileCards";
import { ProgressArea } from "./ProgressArea";
import { type ProfileMachines, useProfileActors } from "./useProfileActors";

export function ProfilePage(props: ProfileMachines) {
  const { user } = useSession();
  if (!user) return null;
  // Another student (switched in another tab) gets fresh machines and fresh reads.
  return <ProfileView key={user.student_id} studentId={user.student_id} {...props} />;
}

function ProfileView({ studentId, ...machines }: ProfileMachines & { studentId: string }) {
  const { data, edit } = useProfileActors(studentId, machines);
  const profile = useSelector(data, (state) => state.context.profile);
  // A link elsewhere (a program's invitation to add tests) lands here with that form asked for.
  const [params, setParams] = useSearchParams();
  const asked = params.get(PROFILE_FORM_PARAM);
  useEffect(() => {
    if (!asked || !profile) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PROFILE_FORM_PARAM);
        return next;
      },
      { replace: true },
    );
    if (STATS_SECTIONS.includes(asked as StatsSection)) {
      edit.send({ type: "edit.open", section: asked as StatsSection, profile });
    }
  }, [asked, profile, edit, setParams]);
  return (
    <Page title="Profile">
      {profile?.studentInfo.category_confirmed === false ? (
        <CategoryPrompt
          onConfirm={() => edit.send({ type: "edit.open", section: "personal", profile })}
        />
      ) : null}
      <Grid>
        <ProfileCards group="details" data={data} edit={edit} />
        <ProgressArea profile={profile} />
        <ProfileCards group="records" data={data} edit={edit} />
      </Grid>
      <ProfileEditModal actor={edit} />
    </Page>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: 1.25rem;
`;
