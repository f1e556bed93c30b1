import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Worker tests run inside workerd against real D1 and R2 (Miniflare), migrations applied per file.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("db/migrations");
  return {
    plugins: [
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: "./wrangler.toml" },
        remoteBindings: false,
        miniflare: {
          // FAKE_URL: the scriptable fake of Discord / AI providers on 127.0.0.1 (test/global-setup.ts).
          // DISCORD_WEBHOOK_ORIGIN_OVERRIDE sends validated Discord webhook URLs there (decision 050).
          bindings: {
            TEST_MIGRATIONS: migrations,
            FAKE_URL: inject("fakeUrl"),
            DISCORD_WEBHOOK_ORIGIN_OVERRIDE: inject("fakeUrl"),
            // A local OpenID provider (test/fake/oidc.ts); sign-in providers stay off until a test
            // sets their client ids.
            OAUTH_PROVIDER_ORIGIN_OVERRIDE: inject("oidcUrl"),
            OIDC_CONTROL_URL: inject("oidcControlUrl"),
          },
        },
      })),
    ],
    test: {
      include: ["worker/**/*.test.ts", "db/**/*.test.ts"],
      exclude: ["**/*.node.test.ts", "node_modules/**"],
      globalSetup: ["./worker/test/global-setup.ts"],
      setupFiles: ["./worker/test/apply-migrations.ts"],
      fsModuleCache: false,
      testTimeout: 20_000,
    },
  };
});
