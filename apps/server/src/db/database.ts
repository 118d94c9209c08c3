import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { dataDirError } from '../config.js';
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
  const client = new PGlite(dir);
  try {
    await client.waitReady;
  } catch (error) {
    // PGlite reports a folder it cannot use with a WebAssembly stack; say which folder instead.
    throw dataDirError(dir, error);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    driver: 'pglite',
    jobConnection: { kind: 'pglite', client },
    close: () => client.close(),
  };
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
