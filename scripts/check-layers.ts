// The layering of issue 13, checked on every `npm run lint`:
// - db/ never imports worker/ or web/ (data does not reach up into the Worker or the SPA);
// - db/domain/ is browser-safe: it imports nothing outside itself (JSON included) and never zod;
// - web/ reaches server code only through the contract (worker/contract.ts, worker/ssr/contract.ts,
//   type-only, so no Worker code is bundled) and db/domain/, and never imports zod;
// - web/src/lib/ and web/src/hooks/ never import web/src/components/.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

interface ImportRef {
  specifier: string;
  typeOnly: boolean;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Every module a file imports or re-exports, and whether only its types are. */
export function importsOf(source: string): ImportRef[] {
  const refs: ImportRef[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const specifier = m[2] ?? m[3];
    if (specifier) refs.push({ specifier, typeOnly: Boolean(m[1]) });
  }
  return refs;
}

const CONTRACTS = ["worker/contract.ts", "worker/ssr/contract.ts"];

const under = (file: string, dir: string) => file.startsWith(`${dir}/`);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The repository path a relative specifier points at (with `.ts` when it names a module without one). */
function resolve(file: string, specifier: string): string {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return /\.[cm]?[jt]sx?$|\.json$|\.css$/.test(target) ? target : `${target}.ts`;
}

/** The layering rules one file breaks (`file` is a repository path with forward slashes). */
export function checkFile(file: string, source: string): Violation[] {
  const found: Violation[] = [];
  for (const { specifier, typeOnly } of importsOf(source)) {
    const add = (rule: string) => found.push({ file, specifier, rule });
    const relative = specifier.startsWith(".");
    const target = relative ? resolve(file, specifier) : specifier;
    const isZod = specifier === "zod" || specifier.startsWith("zod/");

    if (under(file, "db")) {
      if (relative && (under(target, "worker") || under(target, "web"))) add("db/ never imports worker/ or web/");
    }
    if (under(file, "db/domain")) {
      if (isZod) add("db/domain imports no zod (the schemas live in worker/schemas)");
      // Its tests may read fixtures (db/seed); they are never bundled.
      else if (relative && !under(target, "db/domain") && !isTest(file)) add("db/domain imports only its own files");
    }
    if (under(file, "web")) {
      if (isZod) add("web/ never imports zod (validation is the server's; no page chunk ships it)");
      else if (relative && !under(target, "web")) {
        const toDomain = target === "db/domain.ts" || under(target, "db/domain");
        const toContract = CONTRACTS.includes(target.replace(/\/index\.ts$/, ".ts"));
        if (toContract && !typeOnly) add("web/ imports the Worker's contract with `import type` only");
        else if (!toDomain && !toContract)
          add("web/ reaches server code only through worker/contract.ts and db/domain");
      }
    }
    if (under(file, "web/src/lib") || under(file, "web/src/hooks")) {
      if (relative && under(target, "web/src/components")) add("web/src/lib and web/src/hooks never import components");
    }
  }
  return found;
}

/**
 * Known breaks being fixed elsewhere, each with its reason; an entry that no longer matches fails
 * the check too, so the list cannot go stale.
 */
const KNOWN: { file: string; specifier: string; why: string }[] = [];

function main() {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "db", "web"], {
    encoding: "utf8",
  })
    .split("\n")
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith(".d.ts"));
  const violations = files.flatMap((f) => {
    try {
      return checkFile(f, readFileSync(f, "utf8"));
    } catch {
      return []; // listed by git but deleted in the work tree
    }
  });
  const known = (v: Violation) => KNOWN.some((k) => k.file === v.file && k.specifier === v.specifier);
  const stale = KNOWN.filter((k) => !violations.some((v) => v.file === k.file && v.specifier === k.specifier));
  const errors = [
    ...violations.filter((v) => !known(v)).map((v) => `${v.file}: imports "${v.specifier}" — ${v.rule}`),
    ...stale.map((k) => `scripts/check-layers.ts: known exception ${k.file} → "${k.specifier}" is gone; remove it`),
  ];
  if (errors.length > 0) {
    console.error(`Layering check failed:\n${errors.map((e) => `  ${e}`).join("\n")}`);
    process.exit(1);
  }
  console.log(`Layering check: ${files.length} files in db/ and web/ follow the layers.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
