// Per-route initial JavaScript (and CSS) of the built SPA, gzip-compressed: what a first visit to
// `/` and `/read/:id` downloads before the page can render. Reads Vite's manifest, so build first:
//   npm run build && npx tsx bench/bundle-size.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = "dist/client";
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;

/** A chunk and every chunk it imports statically (what loads with it). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const size = (file: string) => {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

function measure(keys: Set<string>) {
  let js = 0;
  let jsRaw = 0;
  let css = 0;
  for (const key of keys) {
    const chunk = manifest[key]!;
    const s = size(chunk.file);
    js += s.gzip;
    jsRaw += s.raw;
    for (const c of chunk.css ?? []) css += size(c).gzip;
  }
  return { js, jsRaw, css };
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error("No entry in the manifest: build with build.manifest enabled");
const entry = closure(entryKey);

const routes: [string, string][] = [
  ["/", "src/pages/HomePage.tsx"],
  ["/read/:id", "src/pages/ReaderPage.tsx"],
  ["/community", "src/pages/CommunityPage.tsx"],
  ["/league/:id", "src/pages/LeaguePage.tsx"],
];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const e = measure(entry);
console.log(`shell (entry + static imports): JS ${kb(e.js)} gzip (${kb(e.jsRaw)} raw), CSS ${kb(e.css)} gzip`);
for (const [route, page] of routes) {
  if (!manifest[page]) throw new Error(`${page} is not a chunk in the manifest`);
  const own = new Set([...closure(page)].filter((k) => !entry.has(k)));
  const r = measure(own);
  console.log(
    `${route.padEnd(12)} initial JS ${kb(e.js + r.js)} gzip (${kb(e.jsRaw + r.jsRaw)} raw) = shell + route ${kb(r.js)}; CSS ${kb(e.css + r.css)} gzip`,
  );
}
