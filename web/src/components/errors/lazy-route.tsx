import { type ComponentType, lazy as reactLazy, Suspense } from "react";
import type { RouteObject } from "react-router-dom";
import { loadChunk } from "../../lib/chunk-retry";
import { isOnline } from "../../lib/online";
import { reloadFresh } from "../../pwa/hard-reset";
import { AppStarted } from "../AppStarted";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { RouteLoading } from "./RouteLoading";

type PageModule<P> = Promise<{ default: ComponentType<P> }>;

/** A route page component that can also fetch its chunk ahead of the first render. */
export type LazyPage<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy for a route page, with what every route needs around it: its own error boundary, the
 * loading fallback (which turns into 'Taking longer than expected' after 10 s) and the one-time
 * reload when its chunk fails to load (chunk-retry.ts). routes.tsx imports this as `lazy`, so every
 * page added to the route table gets all of it.
 *
 * `preload()` fetches the chunk early; once it is in, the page renders at once, without a fallback
 * first — so main.tsx's first render can replace the server-rendered page with the same page.
 */
export function lazy<P extends object>(importPage: () => PageModule<P>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const load = (): PageModule<P> =>
    loadChunk(importPage, {
      // globalThis: the Worker's server render (ssr/render-page.tsx) loads pages too, without a
      // window; the store is only read after a failure, and claimReload treats a missing one as "no".
      store: globalThis.sessionStorage,
      now: Date.now,
      isOnline,
      schedule: (run, delayMs) => setTimeout(run, delayMs),
      reload: reloadFresh,
    }).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (err: unknown) => {
        failed = true;
        throw err;
      },
    );
  let Page = reactLazy(load);
  let failed = false;
  // React.lazy remembers a failure forever. Only when the boundary resets (Try Again, an automatic
  // retry) is a fresh one made, so the chunk is fetched again once per reset — never in a render loop.
  const renewAfterFailure = () => {
    if (!failed) return;
    failed = false;
    Page = reactLazy(load);
  };

  // Reads `Page` when it renders, so a re-render after Try Again picks up the fresh lazy component.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, like React.lazy
  function CurrentPage(props: P) {
    const Current = loaded ?? Page;
    return <Current {...props} />;
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, like React.lazy
  function LazyRoute(props: P) {
    return (
      <RouteErrorBoundary onReset={renewAfterFailure}>
        <Suspense fallback={<RouteLoading />}>
          <CurrentPage {...props} />
          {/* In the page's boundary: sent once the page itself has hydrated (AppStarted.tsx). */}
          <AppStarted />
        </Suspense>
      </RouteErrorBoundary>
    );
  }
  // A failed preload is not an error here: the render that follows shows the route's own failure UI.
  const preload = () =>
    load().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(LazyRoute, { preload });
}

/** Fetches what the route at `pathname` renders first (routes.tsx's `preloadRoute`). */
export type RoutePreload = (pathname: string) => Promise<void>;

/** A route that shows one page; its chunk can be loaded before the first render (`preloadRoute`). */
export function page(path: string, Page: LazyPage<object>): RouteObject {
  const preload: RoutePreload = () => Page.preload();
  return { path, element: <Page />, handle: { preload } };
}
