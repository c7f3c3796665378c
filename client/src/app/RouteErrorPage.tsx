/** Shown inside the layout when a page throws or its code fails to load (e.g. after a deploy). */

import { ROUTES } from "@gradplan/schema";
import { useRouteError } from "react-router-dom";
import { ButtonLink } from "../shared/ui/Button";
import { Page } from "../shared/ui/Page";

export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Page title="Something went wrong" lead="This page could not be shown. Please try again.">
      <ButtonLink to={ROUTES.landing}>Back to home</ButtonLink>
    </Page>
  );
}
