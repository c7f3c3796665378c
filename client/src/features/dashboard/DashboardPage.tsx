/**
 * /dashboard, for now: who is logged in and a way out. The spec's stats, badges and awards
 * (spec 1 section 2) come with the dashboard issue; nothing here pretends to show them.
 */
import styled from "styled-components";
import { Button } from "../../shared/ui/Button";
import { Page } from "../../shared/ui/Page";
import { useToast } from "../../shared/ui/toastContext";
import { useSession } from "../auth/useSession";

export function DashboardPage() {
  const { user, signOut } = useSession();
  const toast = useToast();
  // The route guard renders this page only with a user.
  if (!user) return null;

  async function logOut() {
    // Ending the session sends the guard home (see RequireSession).
    await signOut();
    toast.success("You have been logged out.");
  }

  return (
    <Page title="Dashboard" lead={`Welcome, ${user.firstname}`}>
      <Facts>
        <dt>Student category</dt>
        <dd>{user.category}</dd>
        <dt>Applying semester</dt>
        <dd>{user.applying_semester ?? "Not chosen yet"}</dd>
      </Facts>
      <Button $variant="secondary" onClick={logOut}>
        Log out
      </Button>
    </Page>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.5rem;
  margin: 0 0 1.5rem;

  dt { font-weight: 600; }
  dd { margin: 0; }
`;
