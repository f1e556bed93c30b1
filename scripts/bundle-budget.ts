// The JavaScript (and CSS) each route loads first, gzip-compressed, from the built dist/client
// (Vite's manifest): the entry chunk, the route's lazy page chunk, and every static import of either.
// Fails (exit 1) when a reading route's (home, reader, community, league) initial JS is over budget.
//   npm run build && npm run test:budget      (npm test runs it right after its build)
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** Set from the measurement in README.md ("Performance budget"): the measurement + 0.7 KB. */
const BUDGET_KB: Record<string, number> = { "/": 114.8, "/read/:id": 113.9, "/community": 110.1, "/league/:id": 116.1 };

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const DIST = "dist/client";
const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, "utf8")) as Record<string, Chunk>;

const ROUTES: [string, string][] = [
  ["/", "src/pages/HomePage.tsx"],
  ["/read/:id", "src/pages/ReaderPage.tsx"],
  ["/community", "src/pages/CommunityPage.tsx"],
  ["/league/:id", "src/pages/LeaguePage.tsx"],
];

/** A chunk and everything it imports statically (dynamic imports load later, on demand). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest (is build.manifest on and the build fresh?)`);
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const sizes = (file: string) => {
  const bytes = readFileSync(`${DIST}/${file}`);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

function measure(keys: Set<string>) {
  let js = 0;
  let jsRaw = 0;
  let css = 0;
  for (const key of keys) {
    const chunk = manifest[key]!;
    const s = sizes(chunk.file);
    js += s.gzip;
    jsRaw += s.raw;
    for (const c of chunk.css ?? []) css += sizes(c).gzip;
  }
  return { js, jsRaw, css };
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entry) throw new Error("no entry chunk in the Vite manifest");
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const shell = measure(closure(entry));
console.log(
  `shell (entry + static imports): JS ${kb(shell.js)} gzip (${kb(shell.jsRaw)} raw), CSS ${kb(shell.css)} gzip`,
);

let failed = false;
for (const [route, page] of ROUTES) {
  const all = measure(closure(page, closure(entry)));
  const budget = BUDGET_KB[route];
  const over = budget !== undefined && all.js / 1024 > budget;
  failed ||= over;
  console.log(
    `${route.padEnd(12)} initial JS ${kb(all.js)} gzip (${kb(all.jsRaw)} raw) = shell + route ${kb(all.js - shell.js)}; CSS ${kb(all.css)} gzip` +
      (budget === undefined ? "" : `; budget ${budget} KB ${over ? "✗ OVER" : "✓"}`),
  );
}
if (failed) {
  console.error("Initial JavaScript is over budget: split the route or trim its imports (see README.md).");
  process.exit(1);
}
