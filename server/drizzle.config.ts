import { defineConfig } from 'drizzle-kit';

/**
 * Regenerate from the repo root: `flock /tmp/drizzle.lock npx drizzle-kit generate --config server/drizzle.config.ts`
 * (the lock because two helpers generate migrations). Works from server/ too.
 */
const base = process.cwd().replace(/\\/g, '/').endsWith('/server') ? '.' : './server';

export default defineConfig({
  dialect: 'postgresql',
  schema: `${base}/src/db/schema/index.ts`,
  out: `${base}/drizzle`,
});
