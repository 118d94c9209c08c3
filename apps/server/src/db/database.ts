import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, node-postgres re-throws an idle client's error and the whole process exits: a
    // PostgreSQL restart must cost one reconnect, not the server.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
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
