/** Build-time configuration read from VITE_* variables, with working defaults. */

/** Blogs and podcasts live on the community site (spec 1, section 2: external links). */
export const COMMUNITY_URL: string =
  import.meta.env.VITE_COMMUNITY_URL ?? "https://community.gradplan.example";

export const SUPPORT_EMAIL = "support@gradplan.example";
