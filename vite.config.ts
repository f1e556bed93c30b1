import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { inlineScript } from "./scripts/vite-inline-script.ts";
import { ocrAssets } from "./scripts/vite-ocr-assets.ts";
import { pwaOptions } from "./web/src/pwa/pwa-options.ts";

// The SPA lives in web/ and builds to dist/client, which wrangler serves as static assets.
const client: UserConfig = {
  root: "web",
  plugins: [react(), VitePWA(pwaOptions), ocrAssets()],
  // The OCR worker is an ES module (it imports the box-score parser and tesseract.js).
  worker: { format: "es" },
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // dist/client/.vite/manifest.json: which chunks each route loads (scripts/bundle-budget.ts).
    manifest: true,
  },
  server: {
    // `npm run dev`: the SPA with HMR, API calls proxied to the Worker on 8787.
    proxy: { "/api": "http://127.0.0.1:8787", "/media": "http://127.0.0.1:8787" },
  },
};

// `vite build --ssr`: the page renderer the Worker runs (web/src/ssr/render-page.tsx), one
// self-contained ES module with React's edge server build, beside its committed .d.ts.
const serverRender: UserConfig = {
  root: "web",
  // inlineScript: the boot script a server-rendered page carries (web/src/ssr/boot.js).
  plugins: [react(), inlineScript()],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: {
    target: "webworker",
    noExternal: true,
    resolve: { conditions: ["workerd", "worker", "module", "browser", "production"] },
  },
  build: {
    ssr: "src/ssr/render-page.tsx",
    outDir: "../worker/ssr/generated",
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    minify: false,
    // The pages' inlined stylesheets (web/src/ssr/page-css.ts) are minified like the app's.
    cssMinify: true,
    rolldownOptions: {
      output: { entryFileNames: "render-page.js" },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRender : client));
