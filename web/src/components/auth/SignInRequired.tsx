import type { ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { useCurrentUser } from "../../hooks/use-current-user";
import { Spinner } from "./Spinner";

/**
 * A page a visitor may open but not use (Create): says why before anything is typed and links to
 * /login, which comes back here after signing in.
 */
export function SignInRequired({ children, why }: { children: ReactNode; why: string }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <Spinner label="Checking your sign-in…" />;
  if (user) return children;
  return (
    <section className="page page--narrow status-page">
      <h1>You need to sign in</h1>
      <p>{why}</p>
      <Link className="button button-primary" to="/login" state={{ from: location.pathname + location.search }}>
        Log in or register
      </Link>
    </section>
  );
}
