import { useQueryClient } from "@tanstack/react-query";
import { Component, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { MAX_RETRIES, nextRecoveryStep } from "../../lib/recovery";
import { CrashScreen } from "./CrashScreen";

interface Props {
  children: ReactNode;
  /** Changing it (another URL) clears the error, so navigating away always leaves the crash screen. */
  resetKey: string;
  /** Drops cached query data before a re-render, so Try Again fetches afresh instead of reusing what broke. */
  onReset: () => void;
}

interface State {
  error: unknown;
  failures: number;
  retryingIn: number | null;
  resetKey: string;
}

/**
 * Error boundary around one route: transient failures are retried automatically (recovery.ts),
 * anything else — or a fourth failure — shows the crash screen, whose Try Again re-renders the route.
 */
class Boundary extends Component<Props, State> {
  state: State = { error: null, failures: 0, retryingIn: null, resetKey: this.props.resetKey };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, failures: 0, retryingIn: null, resetKey: props.resetKey };
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

  componentDidUpdate(_: Props, prev: State) {
    if (prev.resetKey !== this.state.resetKey) clearTimeout(this.timer);
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
    if (retryingIn !== null) {
      return (
        <p className="page-loading" role="status">
          Connection problem. Retrying in {retryingIn / 1000} s (attempt {failures} of {MAX_RETRIES})…
        </p>
      );
    }
    return <CrashScreen onTryAgain={() => this.reset(true)} />;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  return (
    <Boundary resetKey={pathname + search} onReset={() => queryClient.resetQueries()}>
      {children}
    </Boundary>
  );
}
