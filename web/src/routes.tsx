import { matchRoutes, Navigate, type RouteObject, useParams, useRoutes } from "react-router-dom";
import { ProtectedRoute } from "./components/auth/ProtectedRoute";
import { SignInRequired } from "./components/auth/SignInRequired";
// React.lazy plus each route's error boundary, loading fallback and one-time reload on a failed chunk.
import { type LazyPage, lazy } from "./components/errors/lazy-route";
import { Layout } from "./components/Layout";

// One route table. Every page is its own chunk, so the home and reader routes load only what they use.
const HomePage = lazy(() => import("./pages/HomePage"));
const ReaderPage = lazy(() => import("./pages/ReaderPage"));
const CommunityPage = lazy(() => import("./pages/CommunityPage"));
const LeaguePage = lazy(() => import("./pages/LeaguePage"));
const SeasonPage = lazy(() => import("./pages/SeasonPage"));
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

/** `/article/edit/:id` (the spec's edit links) and `/article/:id` (image-fix redirect) are aliases. */
function RedirectWithId({ to }: { to: (id: string) => string }) {
  const { id = "" } = useParams();
  return <Navigate to={to(id)} replace />;
}

/** A route that shows one page; its chunk can be loaded before the first render (`preloadRoute`). */
function page(path: string, Page: LazyPage<object>): RouteObject {
  return { path, element: <Page />, handle: { preload: Page.preload } };
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

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      page("/", HomePage),
      page("/read/:id", ReaderPage),
      { path: "/article/:id", element: <RedirectWithId to={(id) => `/read/${id}`} /> },
      page("/community", CommunityPage),
      page("/league/:leagueId", LeaguePage),
      page("/league/:leagueId/season/*", SeasonPage),
      ...leagueAdminRoutes(),
      page("/support", SupportPage),
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
        handle: { preload: CreatePage.preload },
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
      { path: "/article/edit/:id", element: <RedirectWithId to={(id) => `/edit/${id}`} /> },
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
    ],
  },
];

/**
 * Loads the chunk of the page at `pathname`, so the first render shows that page and not a loading
 * fallback (main.tsx; on / and /read/:id it replaces the server-rendered copy in one commit).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((m) => (m.route.handle as { preload?: () => Promise<void> } | undefined)?.preload?.()));
}

/** The routed app, inside BrowserRouter (main.tsx) or StaticRouter (ssr/render-page.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}
