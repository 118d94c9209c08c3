import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema.ts and the lenders' own tables (src/lenders/<code>/tables.ts), and
// applied at start by src/db/database.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/lenders/*/tables.ts'],
  out: './drizzle',
});
