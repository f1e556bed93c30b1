import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Worker tests run inside workerd against real D1 and R2 (Miniflare), migrations applied per file.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("db/migrations");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        remoteBindings: false,
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations },
        },
      }),
    ],
    test: {
      include: ["worker/**/*.test.ts", "db/**/*.test.ts"],
      exclude: ["**/*.node.test.ts", "node_modules/**"],
      setupFiles: ["./worker/test/apply-migrations.ts"],
      fsModuleCache: false,
      testTimeout: 20_000,
    },
  };
});
