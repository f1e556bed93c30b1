// `npm start`: build the SPA and its server renderer, apply migrations to the local D1, seed demo content once, then serve
// everything with wrangler (workerd + Miniflare) on http://localhost:$PORT (default 8787).
// Environment: PORT, DGSN_STATE_DIR (default .wrangler/state), DGSN_SEED=none (skip demo content),
// DGSN_SKIP_BUILD=1 (serve the existing dist/client).
import { spawn, spawnSync } from "node:child_process";
import { seedLocal } from "./seed.ts";

const port = process.env.PORT ?? "8787";
const stateDir = process.env.DGSN_STATE_DIR ?? ".wrangler/state";
const quiet = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

function run(cmd: string, args: string[]): void {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: quiet });
  if (result.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(" ")} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

// The SPA and the page renderer the Worker imports (worker/ssr/generated/render-page.js).
if (process.env.DGSN_SKIP_BUILD !== "1") run("npm", ["run", "--silent", "build"]);
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir]);
if (process.env.DGSN_SEED !== "none") {
  const added = await seedLocal(stateDir);
  console.log(added > 0 ? `Seeded ${added} demo articles.` : "Demo content already present.");
}

const dev = spawn(
  "wrangler",
  [
    "dev",
    "--local",
    "--port",
    port,
    "--persist-to",
    stateDir,
    "--show-interactive-dev-session=false",
    // Links built outside a request (Discord posts) point at this local site; later args may override.
    "--var",
    `SITE_URL:http://localhost:${port}`,
    ...process.argv.slice(2),
  ],
  { stdio: "inherit", env: quiet },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => process.exit(code ?? 0));
