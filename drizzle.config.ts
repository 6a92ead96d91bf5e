import { defineConfig } from "drizzle-kit";

// Migrations are generated SQL files, committed, and applied at start (server/db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./server/db/migrations",
});
