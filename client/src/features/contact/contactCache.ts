/** A contact message changes nothing the app reads. */
import type { FeatureDependents } from "../../shared/graphql/cache";

export const contactCache = {
  contact: [],
} satisfies FeatureDependents;
