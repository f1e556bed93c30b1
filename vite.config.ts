import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { pwaOptions } from "./web/src/pwa/pwa-options.ts";

// The SPA lives in web/ and builds to dist/client, which wrangler serves as static assets.
export default defineConfig({
  root: "web",
  plugins: [react(), VitePWA(pwaOptions)],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // dist/client/.vite/manifest.json: which chunks each route loads (scripts/bundle-budget.ts).
    manifest: true,
    rolldownOptions: {
      // Shared modules (db/domain.ts) build zod schemas at top level; building a schema has no side
      // effects, so pages that only use the plain constants beside them do not ship zod.
      treeshake: { manualPureFunctions: ["z"] },
    },
  },
  server: {
    // `npm run dev`: the SPA with HMR, API calls proxied to the Worker on 8787.
    proxy: { "/api": "http://127.0.0.1:8787", "/media": "http://127.0.0.1:8787" },
  },
});
