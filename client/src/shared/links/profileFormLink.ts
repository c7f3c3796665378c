/**
 * The link to the profile with one section's form open: a program's invitation to complete what
 * a chance needs lands on the tests form (the profile page reads the parameter back).
 */
import { ROUTES, type StatsSection } from "@gradplan/schema";

export const PROFILE_FORM_PARAM = "edit";

export const profileFormLink = (section: StatsSection) =>
  `${ROUTES.profile}?${PROFILE_FORM_PARAM}=${section}`;
