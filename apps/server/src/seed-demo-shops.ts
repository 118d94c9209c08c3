// The demo shops and test link codes for a cluster that trains or is tested (`deploy/start.sh demo-shops`,
// `npm run cluster` with CLUSTER_DEMO_SHOPS=1): production seeds nothing at start (plugins/database.ts), so a
// production-mode cluster that is to be walked with the sandbox asks for them once, after the migrations.
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from './db/schema.js';
import { seedDatabase } from './db/seed.js';

const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('DATABASE_URL: required, a postgres:// URL of the database to seed with the demo shops');
  process.exit(1);
}
const pool = new pg.Pool({ connectionString: url, max: 2 });
try {
  await seedDatabase(drizzle(pool, { schema }));
  console.log('› Demo shops and test link codes written');
} catch (error) {
  console.error(`Seeding the demo shops failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await pool.end();
}
