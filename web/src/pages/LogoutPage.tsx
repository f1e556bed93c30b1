import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { useLogout } from "../hooks/use-auth";
import { toast } from "../lib/toast-store";

/** Spec §9: home 100 ms after signing out. */
const REDIRECT_MS = 100;

export default function LogoutPage() {
  const navigate = useNavigate();
  const { mutate } = useLogout();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    mutate(undefined, {
      onSuccess: () => toast({ title: "Logged out", description: "You have been logged out successfully." }),
      onError: () => toast({ title: "Logout failed", variant: "destructive" }),
      onSettled: () => setTimeout(() => navigate("/", { replace: true }), REDIRECT_MS),
    });
  }, [mutate, navigate]);

  return (
    <section className="page" role="status">
      <h1>Logging you out...</h1>
    </section>
  );
}
