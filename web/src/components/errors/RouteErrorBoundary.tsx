import { useQueryClient } from "@tanstack/react-query";
import { Component, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { MAX_RETRIES, nextRecoveryStep } from "../../lib/recovery";
import { AppStarted } from "../AppStarted";
import { CrashScreen } from "./CrashScreen";

interface Props {
  children: ReactNode;
  /** Drops cached query data before a re-render, so Try Again fetches afresh instead of reusing what broke. */
  onReset: () => void;
}

interface State {
  error: unknown;
  failures: number;
  retryingIn: number | null;
}

/**
 * Error boundary around one route: transient failures are retried automatically (recovery.ts),
 * anything else — or a fourth failure — shows the crash screen, whose Try Again re-renders the route.
 */
class Boundary extends Component<Props, State> {
  state: State = { error: null, failures: 0, retryingIn: null };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  componentDidCatch(error: unknown) {
    const failures = this.state.failures + 1;
    const step = nextRecoveryStep(error, failures);
    if (step.kind === "retry") {
      this.setState({ failures, retryingIn: step.delayMs });
      this.timer = setTimeout(() => this.reset(), step.delayMs);
    } else {
      console.error("Route crashed", error);
      this.setState({ failures, retryingIn: null });
    }
  }

  componentWillUnmount() {
    clearTimeout(this.timer);
  }

  /** Automatic retries keep the failure count; Try Again starts a fresh series. */
  private reset = (fresh = false) => {
    this.props.onReset();
    this.setState((s) => ({ error: null, retryingIn: null, failures: fresh ? 0 : s.failures }));
  };

  render() {
    const { error, failures, retryingIn } = this.state;
    if (error === null) return this.props.children;
    // A route that failed has still been taken over by the app: its buttons (Try Again) work, and
    // taps boot.js held must not wait for a page that never renders.
    if (retryingIn !== null) {
      return (
        <>
          <p className="page-loading" role="status">
            Connection problem. Retrying in {retryingIn / 1000} s (attempt {failures} of {MAX_RETRIES})…
          </p>
          <AppStarted />
        </>
      );
    }
    return (
      <>
        <CrashScreen onTryAgain={() => this.reset(true)} />
        <AppStarted />
      </>
    );
  }
}

/** `onReset` runs before the route renders again (lazy-route uses it to fetch a failed chunk afresh). */
export function RouteErrorBoundary({ children, onReset }: { children: ReactNode; onReset?: () => void }) {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const reset = () => {
    onReset?.();
    void queryClient.resetQueries();
  };
  return (
    // A new URL is a fresh start: navigating away always leaves the crash screen.
    <Boundary key={pathname + search} onReset={reset}>
      {children}
    </Boundary>
  );
}
