/**
 * The logged-in platform's frame: a side navigation beside the page. Below the `md` breakpoint
 * the links fold behind a "Platform menu" button above the page. Use it around a page, or as a
 * layout route (it renders the Outlet when given no children). It also mounts the signed-in
 * student's status-update popup.
 */
import { type ReactNode, useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { StatusPopup } from "../features/shortlist/popup/StatusPopup";
import { PlatformFrame } from "./PlatformFrame";

export { PLATFORM_LINKS } from "./PlatformFrame";

export function PlatformLayout({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // A chosen link (or back/forward) folds the small-screen menu again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each path change.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <PlatformFrame open={open} onToggle={() => setOpen((value) => !value)}>
        {children ?? <Outlet />}
      </PlatformFrame>
      {/* The status-update popup (spec 2: Popup) shows over every platform page. */}
      <StatusPopup />
    </>
  );
}
