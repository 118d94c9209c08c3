import fp from 'fastify-plugin';
import { ConfigError } from '../config.js';
import { appliedMigrationHead, migrationHead, openDatabase, type DatabaseHandle } from '../db/database.js';
import { seedDatabase } from '../db/seed.js';
import { seedDemoJourneys } from '../db/seed-demo-journeys.js';
import { seedDemoStaff } from '../db/seed-staff.js';

/**
 * Opens PGlite or PostgreSQL, applies migrations, outside production seeds shops and test link codes (and the
 * console's demo staff), closes on shutdown.
 */
export default fp(
  async (app) => {
    const handle = await openDatabase({
      databaseUrl: app.config.databaseUrl,
      dataDir: app.config.dataDir,
      restoreFrom: app.config.pgliteRestoreFrom,
      onIdleConnectionError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
      migrate: app.config.migrateOnStart,
    });
    if (!app.config.migrateOnStart && (await appliedMigrationHead(handle.db)) < migrationHead()) {
      await handle.close();
      throw new ConfigError(
        "MIGRATE_ON_START=0: the database has not had this build's migrations. Run the migrate step first " +
          "(`node apps/server/dist/migrate.js`, the image's `migrate`), or start with MIGRATE_ON_START=1.",
      );
    }
    // Production seeds nothing: its shops, organisations and users come from operators
    // (`npm run operator`, the operators' screens); the generated shops and test link codes are for
    // development, training and tests.
    if (!app.config.isProduction) await seedDatabase(handle.db);
    // The shop console's demo users (README "Shop console"); config.staff.seedDemo is never true in production.
    if (app.config.staff.seedDemo) {
      await seedDemoStaff(handle.db);
      // A month of demo journeys, so the reports page shows figures from the first sign-in (decision 204).
      await seedDemoJourneys(handle.db, new Date());
    }
    app.decorate('db', handle.db);
    app.decorate<DatabaseHandle['jobConnection']>('jobConnection', handle.jobConnection);
    app.addHook('onClose', async () => handle.close());
    app.log.info({ driver: handle.driver }, 'database ready');
  },
  { name: 'database' },
);
