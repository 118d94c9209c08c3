import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopDirectoryRevision, shops } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helper.js';

/** A shop on a point in the Gulf of Mexico, more than 100 miles from every seeded shop (New Orleans is ~200). */
const LONELY = {
  keyId: 'gulf-1',
  name: 'Gulf Tire',
  phoneNumber: '9855550100',
  addr1: '1 Main St',
  city: 'Grand Isle',
  state: 'LA',
  zip: '70358',
  latitude: 27,
  longitude: -90,
  lenders: 'CFNA',
  acctId: '1',
  subId: '1',
  storeNumber: '1',
  companyName: 'Independent',
};
const searchHere = (t: TestApp) =>
  t.app.inject({ method: 'GET', url: `/api/v1/shops/?lat=${LONELY.latitude}&lng=${LONELY.longitude}` });
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
    await t.app.db.insert(shops).values(LONELY);
    await vi.waitFor(async () => expect((await searchHere(t)).json().shops?.[0]?.keyId).toBe(LONELY.keyId), {
      timeout: 5000,
      interval: 50,
    });
    await t.app.db.update(shops).set({ name: 'Gulf Tire & Auto' }).where(eq(shops.keyId, LONELY.keyId));
    await vi.waitFor(
      async () => expect((await searchHere(t)).json().shops?.[0]?.name).toBe('Gulf Tire & Auto'),
      {
        timeout: 5000,
        interval: 50,
      },
    );
    await t.app.db.delete(shops).where(eq(shops.keyId, LONELY.keyId));
    await vi.waitFor(async () => expect((await searchHere(t)).statusCode).toBe(404), {
      timeout: 5000,
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
    await t.app.db.insert(shops).values({ ...LONELY, keyId: 'gulf-2' });
    expect(await t.app.services.shops.refreshIfChanged()).toBe(true);
    expect((await searchHere(t)).json().shops[0].keyId).toBe('gulf-2');
  });
});
