import { type ReactNode, useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useCurrentUser } from "../../hooks/use-current-user";
import { toast } from "../../lib/toast-store";
import { Spinner } from "./Spinner";

/** Spec §9: the protected-route spinner shows for about 300 ms. */
export const PROTECTED_SPINNER_MS = 300;

/**
 * Shows a page only to signed-in users (and, with `admin`, only to admins). This is for rendering
 * only: the server refuses every protected call on its own.
 */
export function ProtectedRoute({ children, admin = false }: { children: ReactNode; admin?: boolean }) {
  const { user, isAdmin, isLoading } = useCurrentUser();
  const location = useLocation();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), PROTECTED_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);

  const deniedAdmin = waited && !isLoading && user !== null && admin && !isAdmin;
  useEffect(() => {
    if (deniedAdmin)
      toast({
        title: "Access Denied",
        description: "You must be an admin to access this page.",
        variant: "destructive",
      });
  }, [deniedAdmin]);

  if (!waited || isLoading) return <Spinner label="Checking your sign-in…" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (deniedAdmin) return <Navigate to="/" replace />;
  return children;
}
