/**
 * In place of a chance while the profile lacks what one needs (issue 32): an invitation to the
 * profile's tests form, never a red "Minimum requirements not met" that reads like a rejection.
 */
import { CHANCES_FORM, CHANCES_INVITATION } from "@gradplan/schema";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { profileFormLink } from "../../shared/links/profileFormLink";

export function ChancesInvitation() {
  return (
    <Invitation>
      <Link to={profileFormLink(CHANCES_FORM)}>{CHANCES_INVITATION}</Link>
    </Invitation>
  );
}

const Invitation = styled.p`
  margin: 0;
  padding: 0.375rem 0.75rem;
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoBackground};

  a {
    display: inline-block;
    padding: 0.25rem 0;
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;
