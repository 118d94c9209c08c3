import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopDirectoryRevision, shops } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helper.js';
import { REMOTE_SEARCH_URL, REMOTE_SHOP } from './remote-shop.js';

const searchHere = (t: TestApp) => t.app.inject({ method: 'GET', url: REMOTE_SEARCH_URL });
const revision = async (t: TestApp) =>
  (await t.app.db.select().from(shopDirectoryRevision).where(eq(shopDirectoryRevision.id, 1)))[0]?.revision;

describe('the shop directory follows the shops table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SHOP_DIRECTORY_REFRESH_MS: '100' } });
  });
  afterAll(async () => t.close());

  it('holds every seeded shop at start', async () => {
    const rows = await t.app.db.select({ keyId: shops.keyId }).from(shops);
    expect(t.app.services.shops.directoryState).toEqual({ size: rows.length, revision: await revision(t) });
    expect((await searchHere(t)).statusCode).toBe(404);
  });

  it('counts each write statement to shops as one revision', async () => {
    const before = await revision(t);
    await t.app.db.update(shops).set({ image: '' }).where(eq(shops.state, 'WA'));
    expect(await revision(t)).toBe((before ?? 0) + 1);
  });

  it('finds a shop inserted by another writer within the refresh interval, and drops it once deleted', async () => {
    await t.app.db.insert(shops).values(REMOTE_SHOP);
    await vi.waitFor(
      async () => expect((await searchHere(t)).json().shops?.[0]?.keyId).toBe(REMOTE_SHOP.keyId),
      {
        timeout: 20_000,
        interval: 50,
      },
    );
    await t.app.db.update(shops).set({ name: 'Gulf Tire & Auto' }).where(eq(shops.keyId, REMOTE_SHOP.keyId));
    await vi.waitFor(
      async () => expect((await searchHere(t)).json().shops?.[0]?.name).toBe('Gulf Tire & Auto'),
      {
        timeout: 20_000,
        interval: 50,
      },
    );
    await t.app.db.delete(shops).where(eq(shops.keyId, REMOTE_SHOP.keyId));
    await vi.waitFor(async () => expect((await searchHere(t)).statusCode).toBe(404), {
      timeout: 20_000,
      interval: 50,
    });
  });
});

describe('refreshIfChanged', () => {
  let t: TestApp;
  // An hour between the watcher's own checks, so only the test's calls reload the directory.
  beforeAll(async () => {
    t = await buildTestApp({ env: { SHOP_DIRECTORY_REFRESH_MS: '3600000' } });
  });
  afterAll(async () => t.close());

  it('reloads only when the revision moved', async () => {
    await t.app.services.shops.refresh();
    expect(await t.app.services.shops.refreshIfChanged()).toBe(false);
    await t.app.db.insert(shops).values({ ...REMOTE_SHOP, keyId: 'gulf-2' });
    expect(await t.app.services.shops.refreshIfChanged()).toBe(true);
    expect((await searchHere(t)).json().shops[0].keyId).toBe('gulf-2');
  });
});

describe('a failed refresh', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { SHOP_DIRECTORY_REFRESH_MS: '100', LOG_LEVEL: 'warn' },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    });
  });
  afterAll(async () => t.close());

  it('is logged, and searches go on answering from the directory as it was', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/shops/?zip=98052' });
    expect(before.statusCode).toBe(200);
    // What a database outage looks like to the watcher: its one read fails.
    await t.app.db.execute(sql`alter table shop_directory_revision rename to shop_directory_revision_away`);
    try {
      await vi.waitFor(() => expect(lines.join('')).toContain('shop directory refresh failed'), {
        timeout: 20_000,
        interval: 50,
      });
      const during = await t.app.inject({ method: 'GET', url: '/api/v1/shops/?zip=98052' });
      expect(during.statusCode).toBe(200);
      expect(during.json()).toEqual(before.json());
    } finally {
      await t.app.db.execute(sql`alter table shop_directory_revision_away rename to shop_directory_revision`);
    }
  });
});
