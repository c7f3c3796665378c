/**
 * The platform's frame without its behaviour: the side navigation (folded behind "Platform
 * menu" below `md`) beside the page. PlatformLayout drives it; a page's shell (app/shell) draws
 * it folded, so the shell's page text stands where the app will draw it.
 */
import { ROUTES } from "@gradplan/schema";
import { type ReactNode, useId } from "react";
import { Content, LinkList, MenuToggle, Shell, Side, SideLink } from "./PlatformLayout.styles";

export const PLATFORM_LINKS = [
  { label: "Dashboard", to: ROUTES.dashboard },
  { label: "Profile", to: ROUTES.profile },
  { label: "Account Settings", to: ROUTES.accountSettings },
  { label: "University Search", to: ROUTES.universitySearch },
  { label: "University Shortlist", to: ROUTES.universityShortlisting },
  { label: "Resume Evaluation", to: ROUTES.resumeEvaluation },
  { label: "SOP Evaluation", to: ROUTES.sopEvaluation },
] as const;

export interface PlatformFrameProps {
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

export function PlatformFrame({ open, onToggle, children }: PlatformFrameProps) {
  const listId = useId();
  return (
    <Shell>
      <Side aria-label="Platform">
        <MenuToggle aria-expanded={open} aria-controls={listId} onClick={onToggle}>
          <span aria-hidden="true">{open ? "×" : "☰"}</span>
          Platform menu
        </MenuToggle>
        <LinkList id={listId} $open={open}>
          {PLATFORM_LINKS.map((link) => (
            <li key={link.to}>
              <SideLink to={link.to}>{link.label}</SideLink>
            </li>
          ))}
        </LinkList>
      </Side>
      <Content>{children}</Content>
    </Shell>
  );
}
