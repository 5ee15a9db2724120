import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a migration for schema changes; migrations are committed and
// applied by the app at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
