// The npm registry reachable from our build machines does not serve other platforms' optional
// binaries (e.g. @rollup/rollup-darwin-arm64), so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lockfile. This restores their entries with the
// os/cpu/libc read from the package name; npm never downloads them on a platform they don't match.
// Run after any `npm install`: `npm run lockfile:platforms` (the lockfile test fails until you do).
import { readFileSync, writeFileSync } from "node:fs";

const OSES = ["android", "darwin", "linux", "win32", "freebsd", "openbsd", "openharmony", "netbsd", "sunos", "aix"];
const CPUS = ["arm64", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "arm", "mips64el"];

export function missingPlatformPackages(lock) {
  const packages = lock.packages;
  const out = new Map();
  for (const [path, meta] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
      const base = path.startsWith("node_modules/") ? "" : `${path}/`;
      const key = `node_modules/${name}`;
      if (!packages[key] && !packages[`${base}${key}`]) out.set(name, { version, dev: meta.dev === true });
    }
  }
  return out;
}

export function platformEntry(name, version, dev) {
  const base = name.split("/").pop();
  const os = OSES.find((o) => base.includes(o));
  const cpu = CPUS.find((c) => new RegExp(`-${c}(-|$)`).test(base));
  if (!os || !cpu) return null;
  const entry = { version, cpu: [cpu], ...(dev ? { dev: true } : {}), optional: true, os: [os] };
  if (os === "linux") entry.libc = [base.includes("musl") ? "musl" : "glibc"];
  return entry;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = "package-lock.json";
  const lock = JSON.parse(readFileSync(file, "utf8"));
  let added = 0;
  for (const [name, { version, dev }] of missingPlatformPackages(lock)) {
    const entry = platformEntry(name, version, dev);
    if (!entry) {
      console.warn(`left alone (not a platform package): ${name}`);
      continue;
    }
    lock.packages[`node_modules/${name}`] = entry;
    added++;
  }
  const [root, ...rest] = Object.entries(lock.packages);
  lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`lockfile: ${added} platform package entr${added === 1 ? "y" : "ies"} added`);
}
