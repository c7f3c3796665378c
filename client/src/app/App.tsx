/** The browser app: providers around the router. */
import { useLayoutEffect } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { installCacheDependents } from "../shared/graphql/dependents";
import { DEPENDENTS } from "./cacheDependents";
import { Providers } from "./Providers";
import { routes } from "./routes";
import { SHELL_STYLE_ID } from "./shell/shellIds";

// Before any page writes: the feedback form and the contact page write outside GraphqlLayout.
installCacheDependents(DEPENDENTS);

export const router = createBrowserRouter(routes);

export function App() {
  // The first render has replaced a page's shell (app/shell): its style goes with it, before
  // the browser paints.
  useLayoutEffect(() => document.getElementById(SHELL_STYLE_ID)?.remove(), []);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
