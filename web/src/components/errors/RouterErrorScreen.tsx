import { useEffect } from "react";
import { useLocation, useNavigate, useRouteError } from "react-router-dom";
import { CrashScreen } from "./CrashScreen";

/**
 * react-router's errorElement for the shell: an error outside a page (in the layout, a redirect)
 * shows the crash screen instead of the router's developer screen. Try Again navigates to the same
 * URL, which makes the router render the route again.
 */
export function RouterErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => console.error("Shell crashed", error), [error]);
  return (
    <main id="main">
      <CrashScreen onTryAgain={() => navigate(pathname + search + hash, { replace: true })} />
    </main>
  );
}
