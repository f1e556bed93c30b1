import { defineConfig } from "vitest/config";

// Unit tests in Node: pure logic of the SPA and services, and the libSQL check of the schema.
export default defineConfig({
  test: {
    include: ["web/**/*.test.{ts,tsx}", "**/*.node.test.ts"],
    exclude: ["node_modules/**", "dist/**"],
    environment: "node",
    testTimeout: 20_000,
  },
});
