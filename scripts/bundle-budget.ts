// The JavaScript each route loads first, gzip-compressed, from the built dist/client (vite's
// manifest): the entry chunk, the route's lazy page chunk, and every static import of either.
// Fails (exit 1) when the home or reader route is over budget. `npm run test:budget` (after a build).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** Set from the measurement in README.md ("Performance budget"), with a little headroom. */
export const BUDGET_KB = { home: 100, reader: 100 } as const;

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const DIST = "dist/client";
const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, "utf8")) as Record<string, Chunk>;

const ROUTES = {
  home: "src/pages/HomePage.tsx",
  reader: "src/pages/ReaderPage.tsx",
  league: "src/pages/LeaguePage.tsx",
  community: "src/pages/CommunityPage.tsx",
} as const;

/** A chunk and everything it imports statically (dynamic imports load later, on demand). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the vite manifest (is build.manifest on and the build fresh?)`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entry) throw new Error("no entry chunk in the vite manifest");
const gzipKb = (file: string) => gzipSync(readFileSync(`${DIST}/${file}`), { level: 9 }).length / 1024;

let failed = false;
for (const [route, page] of Object.entries(ROUTES)) {
  const keys = closure(page, closure(entry));
  const kb = [...keys].reduce((sum, k) => sum + gzipKb(manifest[k]!.file), 0);
  const budget = BUDGET_KB[route as keyof typeof BUDGET_KB];
  const over = budget !== undefined && kb > budget;
  failed ||= over;
  console.log(
    `${route.padEnd(10)} ${kb.toFixed(1).padStart(6)} KB gzip in ${keys.size} chunk(s)` +
      (budget === undefined ? "" : `  budget ${budget} KB ${over ? "✗ OVER" : "✓"}`),
  );
}
if (failed) {
  console.error("Initial JavaScript is over budget: split the route or trim its imports (see README.md).");
  process.exit(1);
}
