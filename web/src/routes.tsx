import { matchRoutes, Navigate, type RouteObject, useParams, useRoutes } from "react-router-dom";
// React.lazy plus each route's error boundary, loading fallback and one-time reload on a failed chunk.
import { lazy, page, type RoutePreload } from "./components/errors/lazy-route";
import { Layout } from "./components/Layout";

// One route table for the pages readers land on (the Worker renders them, decision 190). Every
// page is its own chunk, so each route loads only what it uses. The app-only pages (posting,
// accounts, admin, reels) are one more chunk with their own table, matched under "*".
const HomePage = lazy(() => import("./pages/HomePage"));
const ReaderPage = lazy(() => import("./pages/ReaderPage"));
const CommunityPage = lazy(() => import("./pages/CommunityPage"));
const LeaguePage = lazy(() => import("./pages/LeaguePage"));
const SeasonPage = lazy(() => import("./pages/SeasonPage"));
const appPages = () => import("./app-routes");
const AppPages = lazy(appPages);

/** `/article/:id` (the image-fix redirect) is an alias of the reader. */
function RedirectToReader() {
  const { id = "" } = useParams();
  return <Navigate to={`/read/${id}`} replace />;
}

/** The app-only table's chunk, then the chunk of its page at `pathname`. */
const preloadAppPage: RoutePreload = (pathname) =>
  AppPages.preload()
    .then(appPages)
    .then(
      (m) => m.preloadAppRoute(pathname),
      () => undefined,
    );

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      page("/", HomePage),
      page("/read/:id", ReaderPage),
      { path: "/article/:id", element: <RedirectToReader /> },
      page("/community", CommunityPage),
      page("/league/:leagueId", LeaguePage),
      page("/league/:leagueId/season/*", SeasonPage),
      { path: "*", element: <AppPages />, handle: { preload: preloadAppPage } },
    ],
  },
];

/**
 * Loads the chunk of the page at `pathname`, so the first render shows that page and not a loading
 * fallback (main.tsx hydrates the server-rendered page with the same page).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((m) => (m.route.handle as { preload?: RoutePreload } | undefined)?.preload?.(pathname)),
  );
}

/** The routed app, inside BrowserRouter (main.tsx) or StaticRouter (ssr/render-page.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}
