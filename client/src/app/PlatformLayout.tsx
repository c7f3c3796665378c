/**
 * The logged-in platform's frame: a side navigation beside the page. Below the `md` breakpoint
 * the links fold behind a "Platform menu" button above the page. Use it around a page, or as a
 * layout route (it renders the Outlet when given no children). It also mounts the signed-in
 * student's status-update popup.
 */
import { ROUTES } from "@gradplan/schema";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { StatusPopup } from "../features/shortlist/popup/StatusPopup";
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

export function PlatformLayout({ children }: { children?: ReactNode }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // A chosen link (or back/forward) folds the small-screen menu again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each path change.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Shell>
      <Side aria-label="Platform">
        <MenuToggle
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
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
      <Content>{children ?? <Outlet />}</Content>
      {/* The status-update popup (spec 2: Popup) shows over every platform page. */}
      <StatusPopup />
    </Shell>
  );
}
