/** The navbar's links, in spec order (spec 1, section 2). */

import { LANDING_SECTIONS, ROUTES } from "@gradplan/schema";
import { COMMUNITY_URL } from "../../shared/config";

export type NavItem =
  | { kind: "section"; label: string; sectionId: string }
  | { kind: "route"; label: string; to: string }
  | { kind: "external"; label: string; href: string };

export const NAV_ITEMS: readonly NavItem[] = [
  { kind: "section", label: "Home", sectionId: LANDING_SECTIONS.hero },
  { kind: "route", label: "About Us", to: ROUTES.about },
  { kind: "route", label: "Contact Us", to: ROUTES.contact },
  { kind: "external", label: "Blogs", href: `${COMMUNITY_URL}/blogs` },
  { kind: "external", label: "Podcasts", href: `${COMMUNITY_URL}/podcasts` },
  { kind: "route", label: "University Explorer", to: ROUTES.universitySearch },
];
