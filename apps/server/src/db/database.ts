import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ConfigError, dataDirError } from '../config.js';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

/**
 * The query surface both drivers satisfy: services are written once against it and run on PGlite
 * (development, tests) and PostgreSQL (production) alike. See docs/decisions/001-database-access.md.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of either driver, for work that must commit together (an application and its lender job). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** What the job queue (pg-boss) connects through: the same PGlite instance, or its own pool on the URL. */
  jobConnection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; connectionString: string };
  close(): Promise<void>;
}

// src/db and dist/db sit at the same depth, so the folder resolves the same way from source and build.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens PostgreSQL when a URL is given, else PGlite in `<dataDir>/pglite`, and applies migrations. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** A daily copy (db/pglite-backup.ts) to start an empty PGlite folder from. */
  restoreFrom?: string;
  /** Told when an idle pooled connection fails (server restart, admin termination); the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
  /**
   * false: PostgreSQL's migrations are the deploy's own step (`npm run cluster`, the image's `migrate`), and this
   * instance only checks they are at head (/readyz). PGlite always migrates: one process owns it.
   */
  migrate?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, node-postgres re-throws an idle client's error and the whole process exits: a
    // PostgreSQL restart must cost one reconnect, not the server.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const db = drizzlePg(pool, { schema });
    if (options.migrate ?? true) await migrateOnce(pool, db);
    return {
      db,
      driver: 'postgres',
      jobConnection: { kind: 'postgres', connectionString: options.databaseUrl },
      close: () => pool.end(),
    };
  }
  const dir = path.join(options.dataDir, 'pglite');
  checkWritableFolder(dir);
  const release = lockDataDir(dir);
  let client: PGlite;
  try {
    client = await openPglite(dir, options.restoreFrom);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      driver: 'pglite',
      jobConnection: { kind: 'pglite', client },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Any fixed number: the session lock that lets one process at a time apply migrations to a PostgreSQL database. */
const MIGRATION_LOCK = 7_310_039;

/**
 * Drizzle's migrator takes no lock: two instances starting together on an empty database would both create the
 * same tables. The first takes the lock and migrates; the others wait, then find nothing left to apply.
 */
async function migrateOnce(pool: pg.Pool, db: ReturnType<typeof drizzlePg<typeof schema>>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

/** Applies the migrations to a PostgreSQL database and closes: the deploy's one migration step (src/migrate.ts). */
export async function migrateDatabase(databaseUrl: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await migrateOnce(pool, drizzlePg(pool, { schema }));
  } finally {
    await pool.end();
  }
}

/**
 * The `when` of the last migration this build ships (drizzle/meta/_journal.json). Drizzle records each applied
 * migration's `when` as `created_at` in drizzle.__drizzle_migrations: the database is at this build's head when
 * its newest record is this one or later (a database a newer build migrated serves an older one during a
 * rolling deploy).
 */
export function migrationHead(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** The newest migration the database has applied (0: none), or a rejection when the database does not answer. */
export async function appliedMigrationHead(db: Database): Promise<number> {
  // Both drivers answer with `rows` (node-postgres' QueryResult, PGlite's Results).
  const result = (await db.execute(
    sql`select max(created_at) as head from drizzle.__drizzle_migrations`,
  )) as {
    rows: { head: string | number | null }[];
  };
  return Number(result.rows[0]?.head ?? 0);
}

/**
 * PGlite on a folder that was checked writable and is ours alone. A folder that does not open is reported as
 * what it is (damaged, never deleted), with the way back: the daily copy (db/pglite-backup.ts, README).
 */
async function openPglite(dir: string, restoreFrom: string | undefined): Promise<PGlite> {
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  const loadDataDir = restoreFrom && fresh ? new Blob([readFileSync(restoreFrom)]) : undefined;
  const client = new PGlite(dir, loadDataDir ? { loadDataDir } : {});
  try {
    await client.waitReady;
    return client;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `DATA_DIR: the embedded database in ${dir} does not open (${reason.slice(0, 200)}); it may be damaged. ` +
        `Nothing was deleted. To go back to the last daily copy, move the folder aside and start with ` +
        `PGLITE_RESTORE_FROM=<a file in ${path.join(path.dirname(dir), 'backups')}> (README "Embedded database").`,
      { cause: error },
    );
  }
}

/**
 * The embedded database writes under DATA_DIR: a folder that cannot be created or written stops the server
 * with a message naming it (GUIDE 8: configuration checked at start), before PGlite fails with a WebAssembly
 * stack.
 */
function checkWritableFolder(dir: string): void {
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    throw dataDirError(dir, error);
  }
}
