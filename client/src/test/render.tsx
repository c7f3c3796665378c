/** Test helpers: render under the app's providers, optionally inside a memory router. */
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import {
  createMemoryRouter,
  matchRoutes,
  type RouteObject,
  RouterProvider,
  useLocation,
} from "react-router-dom";
import { GraphqlLayout } from "../app/GraphqlLayout";
import { Providers } from "../app/Providers";
import { routes } from "../app/routes";

export function renderWithProviders(ui: ReactElement) {
  return render(<Providers>{ui}</Providers>);
}

/** Renders `routes` at `path`; returns the router so tests can read where it navigated. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}

/** Opens `path` through the app's own route table, as a visitor typing the address would. */
export function renderApp(path: string) {
  return renderRoutes(routes, path);
}

/**
 * Loads the lazy modules (layouts and page) of the app's routes that `path` passes through, so a
 * file's first test does not spend its time on them; a feature's test need not import another's page.
 */
export async function loadRoute(path: string): Promise<void> {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === "function") await route.lazy();
  }
}

/** Renders `element` at the route `path`, as the route table does a data page: under GraphqlLayout. */
export function renderGraphqlPage(path: string, element: ReactNode, at = path) {
  return renderGraphqlRoutes([{ path, element }], at);
}

/** Renders `routes` under GraphqlLayout, as the route table does data pages, at `at`. */
export function renderGraphqlRoutes(routes: RouteObject[], at: string) {
  return renderRoutes([{ element: <GraphqlLayout />, children: routes }], at);
}

/** A route table holding one element at `path`, plus a catch-all that shows where we landed. */
export function singleRoute(path: string, element: ReactNode): RouteObject[] {
  return [
    { path, element },
    { path: "*", element: <LocationProbe /> },
  ];
}

export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}
