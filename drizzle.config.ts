import { defineConfig } from "drizzle-kit";

// Generates the committed SQL migrations in drizzle/ from the schema: `npm run db:generate`.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/shared/db/schema.ts",
  out: "./drizzle",
});
