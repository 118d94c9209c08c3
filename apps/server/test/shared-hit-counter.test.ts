import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../src/db/schema.js';
import { LocalHitSketch } from '../src/services/local-hit-sketch.js';
import { localShare, SharedHitCounter } from '../src/services/shared-hit-counter.js';
import { buildTestApp, type TestApp } from './helper.js';

/**
 * The API ceiling's shared counts (decisions 035 and 237), with counters standing for server instances on one
 * database and a clock the test moves. The two-instance run on PostgreSQL is in concurrency.postgres.test.ts.
 */
let t: TestApp;
// In the future: the test app's own API ceiling deletes, by the real clock, rows whose window has ended, and a
// window in the past lost its row mid-test whenever that prune came round (23 admitted against a ceiling of 20).
let clock = Date.UTC(2036, 10, 22, 12, 0, 0);
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

  it('answers from memory within a tenth of the ceiling without a row, even after a flush', async () => {
    const [a, b] = [counter(), counter()];
    for (let i = 1; i <= 10; i++) expect(await a.hit('k2', WINDOW, 100)).toEqual({ current: i, ttl: WINDOW });
    await a.flush();
    expect(await t.app.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'k2'))).toEqual([]);
    // The eleventh hit on one instance sends all eleven before it is answered, with the total of every instance.
    expect((await a.hit('k2', WINDOW, 100)).current).toBe(11);
    const [row] = await t.app.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'k2'));
    expect(row?.count).toBe(11);
    for (let i = 0; i < 10; i++) await b.hit('k2', WINDOW, 100);
    expect((await b.hit('k2', WINDOW, 100)).current).toBe(22);
    expect((await a.hit('k2', WINDOW, 100)).current).toBe(23);
  });

  it('admits at most the ceiling plus a tenth of it per other instance, in the worst order (decision 237)', async () => {
    const max = 20;
    const share = localShare(max);
    const trio = [counter(), counter(), counter()];
    // One instance takes the whole ceiling; each other instance, not yet past its share, admits that share from
    // memory, and its next hit is counted in the database and refused.
    expect(await admitted([trio[0]!], 'k5', 30, max)).toBe(max);
    expect(await admitted([trio[1]!], 'k5', 30, max)).toBe(share);
    expect(await admitted([trio[2]!], 'k5', 30, max)).toBe(share);
    expect(errors).toEqual([]);
  });

  it('never admits more than that bound, whatever the order of hits over the instances', async () => {
    const max = 20;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.nat(3), { minLength: 1, maxLength: 60 }),
        async (instances, order) => {
          const counters = Array.from({ length: instances }, () => counter());
          const key = `bound-${++run}`;
          let ok = 0;
          for (const i of order) {
            const { current } = await counters[i % instances]!.hit(key, WINDOW, max);
            if (current <= max) ok += 1;
          }
          expect(ok).toBeLessThanOrEqual(max + (instances - 1) * localShare(max));
          // Nothing is refused before the ceiling is reached.
          if (order.length <= max) expect(ok).toBe(order.length);
        },
      ),
      { numRuns: 40 },
    );
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
    clock = Date.UTC(2036, 10, 22, 13, 0, 45);
    expect((await c.hit('k4', WINDOW, 10)).ttl).toBe(15_000);
  });
});

describe('LocalHitSketch', () => {
  it('never counts a key below its true count, and seldom far above it, with 300,000 keys in a window', () => {
    const sketch = new LocalHitSketch();
    const truth = new Map<string, number>();
    let low = 0;
    let farAbove = 0;
    for (let i = 0; i < 300_000; i++) {
      const key = `api:10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      // One address in a hundred comes back a dozen times.
      for (let h = 0; h < (i % 100 === 0 ? 12 : 1); h++) {
        const estimate = sketch.add(key, 0);
        const count = (truth.get(key) ?? 0) + 1;
        truth.set(key, count);
        if (estimate < count) low += 1;
        // A tenth of the API's default ceiling (600 a minute) is 60: an estimate this far above the truth would
        // send a quiet client to the database early.
        if (estimate > count + 30) farAbove += 1;
      }
    }
    expect(low).toBe(0);
    expect(farAbove).toBe(0);
  });

  it('starts from zero in a new window', () => {
    const sketch = new LocalHitSketch();
    expect(sketch.add('api:10.0.0.1', 0)).toBe(1);
    expect(sketch.add('api:10.0.0.1', 0)).toBe(2);
    expect(sketch.add('api:10.0.0.1', 60_000)).toBe(1);
  });
});
