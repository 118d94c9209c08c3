import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { rateLimitHits } from '../db/schema.js';

/** A key's hits in the current fixed window as this instance knows them. */
interface Entry {
  windowStart: number;
  windowMs: number;
  /** The window's total across all instances, as the database last answered it. */
  shared: number;
  /** Hits this instance admitted that the database has not been told of yet. */
  pending: number;
  /** Hits on their way to the database (a flush or a count near the ceiling not answered yet). */
  sending: number;
}

interface FlushRow {
  key: string;
  entry: Entry;
  hits: number;
}

/**
 * Hits a key may take from memory, per instance and window, before each further hit is counted in the database
 * first: a tenth of the ceiling (decision 035). Below it a request costs no statement at all.
 */
export function localShare(max: number): number {
  return Math.floor(max / 10);
}

/**
 * Fixed-window hit counts shared by every server instance through `rate_limit_hits` (decision 035), for the
 * API rate limit. A hit is answered from memory while the key is far from its ceiling (its last known shared
 * total plus this instance's unsent hits stay within `localShare(max)`) or already past it; the unsent hits go
 * to the database every `flushMs` in one statement for all keys. In between, near the ceiling, a hit is added
 * in the database before it is answered, and the answer is the window's total across all instances. So a
 * ceiling is exceeded at most by what the other instances admit from memory, a tenth of it each.
 */
export class SharedHitCounter {
  private readonly entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private nextPruneAt = 0;

  constructor(
    private readonly db: Database,
    private readonly options: {
      flushMs: number;
      onError: (error: unknown) => void;
      now?: () => number;
    },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.options.flushMs).unref();
  }

  /** Stops the timer and sends what is still unsent (before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
    // Hits counted while that flush was on its way.
    await this.flush();
  }

  /** Counts one hit of `key`; answers the count the ceiling is compared with and the ms left in its window. */
  async hit(key: string, windowMs: number, max: number): Promise<{ current: number; ttl: number }> {
    const now = this.now();
    const windowStart = now - (now % windowMs);
    const ttl = windowStart + windowMs - now;
    let entry = this.entries.get(key);
    if (!entry || entry.windowStart !== windowStart || entry.windowMs !== windowMs) {
      // An ended window's unsent hits no longer decide anything; its row expires with it.
      entry = { windowStart, windowMs, shared: 0, pending: 0, sending: 0 };
      this.entries.set(key, entry);
    }
    const known = entry.shared + entry.pending + entry.sending + 1;
    // Far below the ceiling, or already past it (a window's total never goes down): memory decides.
    if (known <= localShare(max) || entry.shared >= max) {
      entry.pending += 1;
      return { current: known, ttl };
    }
    const hits = entry.pending + 1;
    entry.pending = 0;
    entry.sending += hits;
    try {
      const [total] = await this.add([{ key, entry, hits }]);
      entry.shared = Math.max(entry.shared, total ?? 0);
      return { current: total ?? known, ttl };
    } catch (error) {
      // The database is away: this instance's own count still holds the line, and the hits are sent later.
      entry.pending += hits;
      this.options.onError(error);
      return { current: entry.shared + entry.pending + entry.sending, ttl };
    } finally {
      entry.sending -= hits;
    }
  }

  /** Sends every key's unsent hits in one statement and learns the shared totals back. */
  flush(): Promise<void> {
    this.flushing ??= this.flushOnce().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    const now = this.now();
    const rows: FlushRow[] = [];
    for (const [key, entry] of this.entries) {
      if (entry.windowStart + entry.windowMs <= now) {
        this.entries.delete(key);
        continue;
      }
      if (entry.pending > 0) {
        rows.push({ key, entry, hits: entry.pending });
        entry.sending += entry.pending;
        entry.pending = 0;
      }
    }
    if (rows.length > 0) {
      let totals: number[];
      try {
        totals = await this.add(rows);
      } catch (error) {
        // Not sent: they go with the next flush.
        for (const { entry, hits } of rows) {
          entry.sending -= hits;
          entry.pending += hits;
        }
        this.options.onError(error);
        return;
      }
      rows.forEach(({ key, entry, hits }, i) => {
        const total = totals[i] ?? 0;
        entry.shared = Math.max(entry.shared, total);
        entry.sending -= hits;
        // A key seen once in its window is forgotten (shop search from many phones would otherwise fill memory);
        // if it comes back, the database's total decides again from its next hit near the ceiling.
        if (total <= 1 && entry.pending + entry.sending === 0 && this.entries.get(key) === entry) {
          this.entries.delete(key);
        }
      });
    }
    if (now >= this.nextPruneAt) {
      this.nextPruneAt = now + 30_000;
      try {
        await this.db.delete(rateLimitHits).where(sql`${rateLimitHits.expiresAt} < ${new Date(now)}`);
      } catch (error) {
        this.options.onError(error);
      }
    }
  }

  /**
   * One statement for any number of keys: each key's hits added to its window's row, the new totals returned in
   * the order given. Rows are written in key order, so two instances flushing the same keys cannot deadlock.
   */
  private async add(rows: FlushRow[]): Promise<number[]> {
    const sorted = [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const payload = JSON.stringify(
      sorted.map(({ key, entry, hits }) => ({
        key,
        window_start: new Date(entry.windowStart).toISOString(),
        expires_at: new Date(entry.windowStart + entry.windowMs).toISOString(),
        hits,
      })),
    );
    const result = await this.db.execute(sql`
      insert into ${rateLimitHits} (key, window_start, expires_at, count)
      select key, window_start, expires_at, hits
        from json_to_recordset(${payload}::json)
          as r(key text, window_start timestamptz, expires_at timestamptz, hits integer)
        order by key
      on conflict (key, window_start) do update set count = ${rateLimitHits}.count + excluded.count
      returning key, count`);
    const totals = new Map<string, number>();
    for (const row of (result as unknown as { rows: { key: string; count: number }[] }).rows) {
      totals.set(row.key, Number(row.count));
    }
    return rows.map(({ key }) => totals.get(key) ?? 0);
  }
}
