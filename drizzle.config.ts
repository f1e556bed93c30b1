import { defineConfig } from "drizzle-kit";

// drizzle-kit writes plain SQL migrations that `wrangler d1 migrations apply` and the libSQL
// migrator both read from the same folder.
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
