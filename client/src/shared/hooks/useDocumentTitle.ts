/** Sets the tab title per page, e.g. "About Us | GradPlan", so history and tabs stay readable. */
import { useEffect } from "react";

export const SITE_NAME = "GradPlan";

export function documentTitle(pageTitle: string | null): string {
  return pageTitle
    ? `${pageTitle} | ${SITE_NAME}`
    : `${SITE_NAME} | Plan your US Masters applications`;
}

export function useDocumentTitle(pageTitle: string | null): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
