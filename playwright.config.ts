import { defineConfig, devices } from "@playwright/test";
import "./e2e/keep-alive";

// e2e runs in Debian's Chromium against the site started by the same command a user runs
// (`npm start`), on its own port and with its own fresh local state. `npm run test:e2e` builds the
// SPA once first, so every server skips the build. A second server with an empty database serves
// the empty-state tests, a third (seeded, never written to) the specs that assert the demo content.
const port = Number(process.env.E2E_PORT ?? 8788);
const emptyPort = port + 1;
const chromium = process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium";
const stateDir = `.wrangler/e2e-${port}`;
const emptyStateDir = `.wrangler/e2e-empty-${emptyPort}`;

export const EMPTY_SITE = `http://localhost:${emptyPort}`;
/**
 * A seeded site no spec writes to, for the specs that assert the demo content exactly (the reading
 * screens). Specs that create, edit or react use the default seeded site.
 */
const pristinePort = port + 3;
const pristineStateDir = `.wrangler/e2e-pristine-${pristinePort}`;
export const PRISTINE_SITE = `http://localhost:${pristinePort}`;
/** A fake Discord the Discord e2e starts itself; the seeded server sends webhook posts there. */
export const FAKE_DISCORD_PORT = port + 2;
/** The local OpenID provider that stands in for Google (e2e/oidc-provider.ts) and its control port. */
export const OIDC_PORT = port + 4;
export const OIDC_CONTROL = `http://127.0.0.1:${port + 5}`;
export const E2E_GOOGLE_CLIENT_ID = "e2e-google";
/** The seeded site's local state (D1/R2), e.g. for `npm run admin:create` in e2e/fixtures/auth.ts. */
export const SEEDED_STATE_DIR = stateDir;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    // The service worker would answer requests before page.route() sees them; the specs that test it
    // (e2e/resilience.spec.ts) turn it back on.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: `tsx e2e/oidc-provider.ts ${OIDC_PORT} ${port + 5}`,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: [
        `rm -rf ${stateDir} && npm start --`,
        `--var DISCORD_WEBHOOK_ORIGIN_OVERRIDE:http://127.0.0.1:${FAKE_DISCORD_PORT}`,
        `--var OAUTH_PROVIDER_ORIGIN_OVERRIDE:http://127.0.0.1:${OIDC_PORT}`,
        `--var GOOGLE_CLIENT_ID:${E2E_GOOGLE_CLIENT_ID} --var GOOGLE_CLIENT_SECRET:e2e-secret`,
      ].join(" "),
      url: `http://localhost:${port}/api/recaps?limit=1`,
      env: { PORT: String(port), DGSN_STATE_DIR: stateDir, DGSN_SKIP_BUILD: "1" },
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `rm -rf ${pristineStateDir} && npm start`,
      url: `${PRISTINE_SITE}/api/recaps?limit=1`,
      env: { PORT: String(pristinePort), DGSN_STATE_DIR: pristineStateDir, DGSN_SKIP_BUILD: "1" },
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `rm -rf ${emptyStateDir} && npm start`,
      url: `http://localhost:${emptyPort}/api/recaps?limit=1`,
      env: { PORT: String(emptyPort), DGSN_STATE_DIR: emptyStateDir, DGSN_SEED: "none", DGSN_SKIP_BUILD: "1" },
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
