import { sql } from 'drizzle-orm';
import type { Database } from './database.js';

/** The transaction handle Drizzle passes to `db.transaction`'s callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `work` in one transaction that first takes a transaction-scoped advisory lock per key, so a limit's
 * count and the write it allows happen as one step for that key: on PostgreSQL another request or another
 * server instance with the same key waits until this transaction commits, then counts what it wrote. The
 * locks go when the transaction ends, also on an error. Keys are locked in sorted order, so two requests
 * sharing two keys cannot deadlock. PGlite runs one transaction at a time, where the locks cost nothing.
 * `work` reads the clock itself, once the locks are held: a time read before them is earlier than what the
 * request it waited for wrote, so its counts and the times it writes would run backwards.
 */
export async function underKeyLocks<T>(
  db: Database,
  keys: readonly string[],
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    for (const key of [...new Set(keys)].sort()) {
      // 64-bit hash of the key: a collision only makes two unrelated keys wait for each other.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
    return work(tx);
  });
}
