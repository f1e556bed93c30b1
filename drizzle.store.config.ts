import { defineConfig } from "drizzle-kit";

// The league store's migrations (decision 305): each league's Durable Object applies them to its
// own SQLite database when it starts. drizzle-kit also writes db/store-migrations/migrations.js,
// which imports the SQL files as text (wrangler's default rule for *.sql), so they are bundled.
export default defineConfig({
  dialect: "sqlite",
  driver: "durable-sqlite",
  schema: "./db/store-schema.ts",
  out: "./db/store-migrations",
});
