import type { VitePWAOptions } from "vite-plugin-pwa";

// The installable app and its service worker (vite-plugin-pwa generates the worker with Workbox).
// What it caches and why:
// - the app shell and static assets: precached, so the site opens offline; a new build installs a
//   new worker that waits until the reader accepts the update prompt.
// - /read/* and /league/* pages: the Worker serves them (meta tags, the article inlined), so they are
//   not the SPA fallback; the last 20 are kept (network first) and any other one falls back to the
//   cached shell when offline.
// - public reads of articles (and their reactions, writers, league icons, lists): network first,
//   the cache only answers when the network fails or hangs, so the last 20 articles read stay readable.
// - /media images: content-addressed and immutable, so cache first.
// - never the OCR engine, its worker or its language data (~6 MB, /ocr/…, the ocr.worker and
//   screen-reader chunks):
//   only an author choosing a recap's stats screenshots downloads them (the browser's HTTP cache and
//   tesseract.js's own IndexedDB copy of the data keep them after that).
// Nothing else: no writes (Workbox caches GET only and none of these patterns is a write), no
// /api/user, /api/login or any other account call — they always go to the network.

const RECENT_ARTICLES = 20;
const NETWORK_TIMEOUT_S = 5;
const DAY_S = 24 * 60 * 60;

/** The OCR engine's files in the build (scripts/vite-ocr-assets.ts, web/src/ocr/). */
export const OCR_FILES = ["ocr/**", "assets/ocr.worker-*.js", "assets/screen-reader-*.js"];

export const THEME_COLOR = "#0b1f3a";

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: "prompt",
  injectRegister: false,
  manifest: {
    name: "DGSN — franchise league news",
    short_name: "DGSN",
    description: "News and AI-written game recaps for video-game football franchise leagues.",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: THEME_COLOR,
    // PNGs only: a browser that fetches the manifest's icon while the page is open decodes it in the
    // page's renderer, and an SVG icon is a whole SVG document built on the main thread (decision 326's
    // reason for the tab's icon; issue 42). icon.svg stays as their source (scripts/make-icons.ts).
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
    globIgnores: OCR_FILES,
    navigateFallback: "index.html",
    // The Worker's own pages (the home and reader are rendered on the server) come from the network.
    navigateFallbackDenylist: [/^\/$/, /^\/api\//, /^\/auth\//, /^\/media\//, /^\/read\//, /^\/league\//],
    cleanupOutdatedCaches: true,
    // Each pattern is serialised into the generated worker, so it must not use anything from here.
    runtimeCaching: [
      {
        // (The cast: this file is also type-checked with the Workers' Request type, which has no `mode`.)
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin &&
          (request as { mode?: string }).mode === "navigate" &&
          /^\/((read|league)\/[^/]+)?$/.test(url.pathname),
        handler: "NetworkFirst",
        options: {
          cacheName: "dgsn-pages",
          networkTimeoutSeconds: NETWORK_TIMEOUT_S,
          expiration: { maxEntries: RECENT_ARTICLES },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: "index.html" },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/recaps\/\d+(\/reactions)?$/.test(url.pathname),
        handler: "NetworkFirst",
        options: {
          cacheName: "dgsn-articles",
          networkTimeoutSeconds: NETWORK_TIMEOUT_S,
          expiration: { maxEntries: RECENT_ARTICLES * 2 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/(recaps|writers|league-icons)$/.test(url.pathname),
        handler: "NetworkFirst",
        options: {
          cacheName: "dgsn-lists",
          networkTimeoutSeconds: NETWORK_TIMEOUT_S,
          expiration: { maxEntries: 10 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // A league's icon image is served at its version (`?v=`) and never changes there (decision 381), so a copy
        // kept is always right: offline, the community page still shows the icons it has shown before.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/league-icons\/[^/]+$/.test(url.pathname),
        handler: "CacheFirst",
        options: {
          cacheName: "dgsn-league-icons",
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY_S },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/media/"),
        handler: "CacheFirst",
        options: {
          cacheName: "dgsn-media",
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY_S },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
