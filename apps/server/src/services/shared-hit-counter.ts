import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { rateLimitHits } from '../db/schema.js';
import { LocalHitSketch } from './local-hit-sketch.js';

/** A key's hits in the current fixed window as this instance knows them, once it is past its local share. */
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
 * first: a tenth of the ceiling (decisions 035 and 237). Below it a request costs no statement at all.
 */
export function localShare(max: number): number {
  return Math.floor(max / 10);
}

/** The count a ceiling is compared with, and the ms left in its window. */
export interface HitCount {
  current: number;
  ttl: number;
}

/**
 * Fixed-window hit counts shared by every server instance through `rate_limit_hits` (decisions 035 and 237), for
 * the API rate limit.
 *
 * - A key this instance has seen at most `localShare(max)` times in the window is answered from memory alone: its
 *   hits are counted in a fixed-size sketch (`LocalHitSketch`, never below the true count) and never sent to
 *   the database. An ordinary client, and every phone searching for shops, costs no row and no statement.
 * - The hit that takes the key past that share sends the instance's hits of it (the share and this one) in one
 *   statement before it is answered, and the answer is the window's total across all instances. From then on
 *   the key is counted as decision 035 counts near the ceiling: each hit is added in the database first, and once
 *   the shared total is past the ceiling, hits are refused from memory and sent every `flushMs` in one statement.
 *
 * The bound: each instance admits at most `localShare(max)` hits of a key from memory in a window, and every one
 * of them is in the database before that instance admits any other hit of the key. So N instances admit at most
 * `max + (N - 1) * localShare(max)` in a window (a restarted instance counts as one more).
 */
export class SharedHitCounter {
  /** Keys past their local share in the current window: counted in the database. */
  private readonly entries = new Map<string, Entry>();
  /** Every key's hits on this instance, one sketch per window length (the API's minute, a route's own). */
  private readonly sketches = new Map<number, LocalHitSketch>();
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

  /**
   * Counts one hit of `key`. Answered at once (no promise) when memory decides, which is every hit of a key
   * within its local share and every refused hit past the ceiling; a promise when the database is asked.
   */
  hit(key: string, windowMs: number, max: number): HitCount | Promise<HitCount> {
    const now = this.now();
    const windowStart = now - (now % windowMs);
    const ttl = windowStart + windowMs - now;
    const share = localShare(max);
    let entry = this.entries.get(key);
    if (entry && (entry.windowStart !== windowStart || entry.windowMs !== windowMs)) {
      // An ended window's unsent hits no longer decide anything; its row expires with it.
      this.entries.delete(key);
      entry = undefined;
    }
    if (!entry) {
      let sketch = this.sketches.get(windowMs);
      if (!sketch) {
        sketch = new LocalHitSketch();
        this.sketches.set(windowMs, sketch);
      }
      const seen = sketch.add(key, windowStart);
      if (seen <= share) return { current: seen, ttl };
      // Past the share: every earlier hit of this key on this instance was within it (the sketch never counts
      // low, and it said so each time), so share + 1 hits are at least all this instance has admitted.
      entry = { windowStart, windowMs, shared: 0, pending: share, sending: 0 };
      this.entries.set(key, entry);
    }
    // Past the ceiling already (a window's total never goes down): memory refuses.
    if (entry.shared >= max) {
      entry.pending += 1;
      return { current: entry.shared + entry.pending + entry.sending, ttl };
    }
    return this.countInDatabase(key, entry, ttl);
  }

  private async countInDatabase(key: string, entry: Entry, ttl: number): Promise<HitCount> {
    const hits = entry.pending + 1;
    entry.pending = 0;
    entry.sending += hits;
    try {
      const [total] = await this.add([{ key, entry, hits }]);
      entry.shared = Math.max(entry.shared, total ?? 0);
      return { current: total ?? entry.shared + entry.pending + entry.sending, ttl };
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
      rows.forEach(({ entry, hits }, i) => {
        const total = totals[i] ?? 0;
        entry.shared = Math.max(entry.shared, total);
        entry.sending -= hits;
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
