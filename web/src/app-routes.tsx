// The routes of the app-only pages (posting, accounts, admin, league settings, reels): a chunk of
// its own, loaded when one of them is visited, so the pages readers land on (routes.tsx) do not
// carry this table, its guards and the list of chunks each page preloads.
import { matchRoutes, Navigate, type RouteObject, useParams, useRoutes } from "react-router-dom";
import { ProtectedRoute } from "./components/auth/ProtectedRoute";
import { SignInRequired } from "./components/auth/SignInRequired";
import { lazy, page, type RoutePreload } from "./components/errors/lazy-route";

const LeagueNewPage = lazy(() => import("./pages/LeagueNewPage"));
const CommissionerPage = lazy(() => import("./pages/CommissionerPage"));
const JoinLeaguePage = lazy(() => import("./pages/JoinLeaguePage"));
const SupportPage = lazy(() => import("./pages/SupportPage"));
const LoginPage = lazy(() => import("./pages/LoginPage"));
const SignupPage = lazy(() => import("./pages/SignupPage"));
const AccountPage = lazy(() => import("./pages/AccountPage"));
const LogoutPage = lazy(() => import("./pages/LogoutPage"));
const CreatePage = lazy(() => import("./pages/CreatePage"));
const BoxScorePage = lazy(() => import("./pages/BoxScorePage"));
const EditPage = lazy(() => import("./pages/EditPage"));
const MyArticlesPage = lazy(() => import("./pages/MyArticlesPage"));
const WriterManagerPage = lazy(() => import("./pages/WriterManagerPage"));
const ImageFixPage = lazy(() => import("./pages/ImageFixPage"));
const SimpleImageFixPage = lazy(() => import("./pages/SimpleImageFixPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));
const ReelPage = lazy(() => import("./pages/ReelPage"));
const MyReelsPage = lazy(() => import("./pages/MyReelsPage"));

/** `/article/edit/:id` (the spec's edit links) redirects to `/edit/:id`. */
function RedirectToEdit() {
  const { id = "" } = useParams();
  return <Navigate to={`/edit/${id}`} replace />;
}

/** Creating a league, its commissioner's page and invite links (issue 22): signed-in members only. */
const leagueAdminRoutes = (): RouteObject[] => [
  {
    path: "/leagues/new",
    element: (
      <SignInRequired why="Sign in to create a league; you will be its commissioner.">
        <LeagueNewPage />
      </SignInRequired>
    ),
  },
  {
    path: "/league/:leagueId/manage",
    element: (
      <ProtectedRoute>
        <CommissionerPage />
      </ProtectedRoute>
    ),
  },
  {
    path: "/join/:code",
    element: (
      <SignInRequired why="Sign in to join this league; you will come back here.">
        <JoinLeaguePage />
      </SignInRequired>
    ),
  },
];

// Absolute paths: this table is matched below routes.tsx's "*", whose base is "/". Its own "*" is
// the only "Page Not Found" (the Worker answers 404 for the paths it would match: ssr/has-route.ts).
export const appRoutes: RouteObject[] = [
  ...leagueAdminRoutes(),
  page("/support", SupportPage),
  page("/reels/:id", ReelPage),
  {
    path: "/my-reels",
    element: (
      <ProtectedRoute>
        <MyReelsPage />
      </ProtectedRoute>
    ),
  },
  page("/login", LoginPage),
  page("/signup", SignupPage),
  page("/account", AccountPage),
  page("/logout", LogoutPage),
  {
    path: "/create",
    element: (
      <SignInRequired why="Sign in to post news or a game recap; you will come back here to write it.">
        <CreatePage />
      </SignInRequired>
    ),
    handle: { preload: (() => CreatePage.preload()) satisfies RoutePreload },
  },
  {
    path: "/create/:id/box-score",
    element: (
      <ProtectedRoute>
        <BoxScorePage />
      </ProtectedRoute>
    ),
  },
  { path: "/game-input", element: <Navigate to="/create?type=game_recap" replace /> },
  { path: "/news-update", element: <Navigate to="/create?type=news" replace /> },
  {
    path: "/edit/:id",
    element: (
      <ProtectedRoute>
        <EditPage />
      </ProtectedRoute>
    ),
  },
  { path: "/article/edit/:id", element: <RedirectToEdit /> },
  {
    path: "/my-articles",
    element: (
      <ProtectedRoute>
        <MyArticlesPage />
      </ProtectedRoute>
    ),
  },
  {
    path: "/writer-manager",
    element: (
      <ProtectedRoute admin>
        <WriterManagerPage />
      </ProtectedRoute>
    ),
  },
  {
    path: "/image-fix",
    element: (
      <ProtectedRoute admin>
        <ImageFixPage />
      </ProtectedRoute>
    ),
  },
  {
    path: "/simple-image-fix",
    element: (
      <ProtectedRoute admin>
        <SimpleImageFixPage />
      </ProtectedRoute>
    ),
  },
  page("*", NotFoundPage),
];

/** Loads the chunk of the app page at `pathname` (routes.tsx's `preloadRoute`). */
export async function preloadAppRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map((m) => (m.route.handle as { preload?: RoutePreload } | undefined)?.preload?.(pathname)),
  );
}

export default function AppOnlyRoutes() {
  return useRoutes(appRoutes);
}
