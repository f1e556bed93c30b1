// Which paths the SPA has a screen for, read from its own route tables (routes.tsx, app-routes.tsx),
// so the Worker's 404s can never disagree with what the app shows: a path is a route unless the
// app would render its "Page Not Found" for it (the "*" of the app-only table). The server render
// bundles both tables anyway, so this costs the Worker nothing it does not already load.
import { matchRoutes, type RouteObject } from "react-router-dom";
import type { HasRoute } from "../../../worker/ssr/contract";
import { appRoutes } from "../app-routes";
import { routes } from "../routes";

const CATCH_ALL = "*";

/** The route that renders `path` in `table` (the deepest match), or undefined. */
const deepest = (table: RouteObject[], path: string) => matchRoutes(table, path)?.at(-1)?.route;

export const hasRoute: HasRoute = (path) => {
  const route = deepest(routes, path);
  if (!route) return false;
  // routes.tsx hands every path it does not know to the app-only table (its "*").
  if (route.path !== CATCH_ALL) return true;
  const appRoute = deepest(appRoutes, path);
  return appRoute !== undefined && appRoute.path !== CATCH_ALL;
};
