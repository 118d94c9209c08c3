import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../src/db/schema.js';
import { SharedHitCounter } from '../src/services/shared-hit-counter.js';
import { buildTestApp, type TestApp } from './helper.js';

/**
 * The API ceiling's shared counts (decision 035), with two counters standing for two server instances on one
 * database and a clock the test moves. The two-instance run on PostgreSQL is in concurrency.postgres.test.ts.
 */
let t: TestApp;
let clock = Date.UTC(2026, 10, 22, 12, 0, 0);
const errors: unknown[] = [];
const counter = () =>
  new SharedHitCounter(t.app.db, { flushMs: 1_000_000, onError: (e) => errors.push(e), now: () => clock });
const WINDOW = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function admitted(counters: SharedHitCounter[], key: string, hits: number, max: number) {
  let ok = 0;
  for (let i = 0; i < hits; i++) {
    const { current } = await counters[i % counters.length]!.hit(key, WINDOW, max);
    if (current <= max) ok += 1;
  }
  return ok;
}

describe('SharedHitCounter', () => {
  it('holds one ceiling for two instances, counting in the database from a tenth of it', async () => {
    const pair = [counter(), counter()];
    expect(await admitted(pair, 'k1', 100, 20)).toBe(20);
    const [row] = await t.app.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'k1'));
    // Past the ceiling each instance answers from memory: the refused hits cost no statement.
    expect(row?.count).toBeLessThan(30);
    expect(errors).toEqual([]);
  });

  it('answers from memory below a tenth of the ceiling, and a flush sends those hits', async () => {
    const [a, b] = [counter(), counter()];
    for (let i = 0; i < 5; i++) await a.hit('k2', WINDOW, 100);
    expect(await t.app.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'k2'))).toEqual([]);
    await a.flush();
    const [row] = await t.app.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'k2'));
    expect(row?.count).toBe(5);
    // The other instance's flush learns the shared total back.
    await b.hit('k2', WINDOW, 100);
    await b.flush();
    expect((await b.hit('k2', WINDOW, 100)).current).toBe(7);
  });

  it('starts again in a new window, and the rows of ended windows go', async () => {
    const c = counter();
    expect(await admitted([c], 'k3', 30, 10)).toBe(10);
    clock += WINDOW;
    expect((await c.hit('k3', WINDOW, 10)).current).toBe(1);
    clock += 31_000 + WINDOW;
    await c.hit('other', WINDOW, 10);
    await c.flush();
    const rows = await t.app.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'k3'));
    expect(rows).toEqual([]);
  });

  it('gives the time left in the window', async () => {
    const c = counter();
    clock = Date.UTC(2026, 10, 22, 13, 0, 45);
    expect((await c.hit('k4', WINDOW, 10)).ttl).toBe(15_000);
  });
});
