// The deploy's one migration step (decision 286): `npm run cluster` runs it once before starting the instances, and
// the image runs it as `migrate` before the servers start. The instances are started with MIGRATE_ON_START=0: one
// finding the database behind its build refuses to start, and /readyz answers 503 while it is behind.
import { migrateDatabase } from './db/database.js';

const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('DATABASE_URL: required, a postgres:// URL of the database to migrate');
  process.exit(1);
}
try {
  await migrateDatabase(url);
  console.log('› Migrations applied');
} catch (error) {
  console.error(`Migrations failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
