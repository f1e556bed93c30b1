import { Component, type ReactNode } from "react";
import { CrashScreen } from "./CrashScreen";

/** Last line of defence around the whole app (providers, router): never a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    console.error("App crashed", error);
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <main id="main">
        <CrashScreen onTryAgain={() => this.setState({ error: null })} />
      </main>
    );
  }
}
