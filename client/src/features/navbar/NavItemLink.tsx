/** Renders one navbar item: a section scroll on the landing page, a route, or an external link. */
import { ROUTES } from "@gradplan/schema";
import { sectionScrollState } from "../../shared/navigation/sectionScroll";
import { VisuallyHidden } from "../../shared/ui/VisuallyHidden";
import { ExternalNavLink, RouteNavLink } from "./Navbar.styles";
import type { NavItem } from "./navLinks";

export function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  if (item.kind === "external") {
    return (
      <ExternalNavLink href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
      </ExternalNavLink>
    );
  }
  if (item.kind === "section") {
    // Goes to / (or stays there) and the landing page scrolls to the section.
    return (
      <RouteNavLink
        to={ROUTES.landing}
        state={sectionScrollState(item.sectionId)}
        onClick={onNavigate}
        end
      >
        {item.label}
      </RouteNavLink>
    );
  }
  return (
    <RouteNavLink to={item.to} onClick={onNavigate}>
      {item.label}
    </RouteNavLink>
  );
}
