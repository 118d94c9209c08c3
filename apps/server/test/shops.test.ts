import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed.js';
import { buildTestApp, type TestApp } from './helper.js';

interface ShopBody {
  shops: { keyId: string; distance: number; lenders: string; address: { state: string; zip: string } }[];
  keywordInfo?: { status: string; companyName: string; noMILEFlag: string };
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/shops/?${query}` });

describe('seeded shops', () => {
  it('holds at least 500 shops across all 50 states and DC, several CFNA-first', async () => {
    const [total] = await t.app.db.select({ n: count() }).from(shops);
    expect(total?.n).toBeGreaterThanOrEqual(500);
    const states = await t.app.db.selectDistinct({ state: shops.state }).from(shops);
    expect(states).toHaveLength(51);
    const [cfnaFirst] = await t.app.db
      .select({ n: count() })
      .from(shops)
      .where(sql`${shops.lenders} like 'CFNA%'`);
    expect(cfnaFirst?.n).toBeGreaterThan(50);
  });

  it('seeding again inserts nothing', async () => {
    const [before] = await t.app.db.select({ n: count() }).from(shops);
    await seedDatabase(t.app.db);
    const [after] = await t.app.db.select({ n: count() }).from(shops);
    expect(after?.n).toBe(before?.n);
  });
});

describe('GET /api/v1/shops/', () => {
  it('finds the Redmond demo shops by ZIP, nearest first, 4 by default', async () => {
    const res = await search('zip=98052');
    expect(res.statusCode).toBe(200);
    const body = res.json<ShopBody>();
    expect(body.shops).toHaveLength(4);
    expect(body.shops[0]?.keyId).toBe('demo-cfna');
    const distances = body.shops.map((s) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.shops[0]?.distance).toBeLessThan(1);
  });

  it('accepts an address holding a ZIP, or "City, ST"', async () => {
    const withZip = await search(`address=${encodeURIComponent('16150 NE 85th St, Redmond, WA 98052')}`);
    expect(withZip.json<ShopBody>().shops[0]?.keyId).toBe('demo-cfna');
    for (const address of ['Redmond, WA', 'Redmond WA', '16150 NE 85th St, Redmond, WA']) {
      const city = await search(`address=${encodeURIComponent(address)}`);
      expect(city.statusCode).toBe(200);
      expect(city.json<ShopBody>().shops.map((s) => s.keyId)).toContain('demo-cfna');
    }
    const unknown = await search(`address=${encodeURIComponent('Nowhere Special, ZZ')}`);
    expect(unknown.statusCode).toBe(404);
  });

  it('searches by coordinates and pages with offset (Load More)', async () => {
    const first = await search('lat=47.67&lng=-122.12&limit=4');
    const second = await search('lat=47.67&lng=-122.12&limit=4&offset=4');
    const all = await search('lat=47.67&lng=-122.12&limit=8');
    const ids = (r: typeof first) => r.json<ShopBody>().shops.map((s) => s.keyId);
    expect(ids(second)).toHaveLength(4);
    expect([...ids(first), ...ids(second)]).toEqual(ids(all));
  });

  it('answers 400 for coordinates out of range', async () => {
    const res = await search('lat=95&lng=-122');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^lat: /);
    expect((await search('lat=40&lng=-190')).statusCode).toBe(400);
    expect((await search('lat=abc&lng=1')).statusCode).toBe(400);
  });

  it("answers 404 with the spec's text when nothing is near", async () => {
    const res = await search('lat=0&lng=0');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'Unfortunately, we were unable to locate any shops nearby your desired area',
      },
    });
  });

  it('answers 400 with the spec text when no location is given', async () => {
    const res = await search('');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Address information is required in order to search for shops.');
  });

  it('rejects a malformed ZIP with the domain message', async () => {
    const res = await search('zip=98x');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('zip: Invalid zip');
  });

  it('caps limit at 50', async () => {
    expect((await search('zip=98052&limit=51')).statusCode).toBe(400);
    expect((await search('zip=98052&limit=50')).json<ShopBody>().shops.length).toBeLessThanOrEqual(50);
  });

  it('narrows by a known company keyword and reports keywordInfo', async () => {
    const res = await search('zip=98052&keyword=demo&limit=50');
    const body = res.json<ShopBody>();
    expect(body.keywordInfo).toMatchObject({ status: 'A', companyName: 'Text To Apply Demo Shops' });
    expect(body.shops.every((s) => s.keyId.startsWith('demo-'))).toBe(true);
    // The lenders' own field, given by their modules: the demo company's shops offer the MILE card.
    expect(body.keywordInfo?.noMILEFlag).toBe('0');
  });

  it('finds no shop for an unknown keyword instead of every shop', async () => {
    const unknown = await search('zip=98052&keyword=nosuch');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(
      'Unfortunately, we were unable to locate any shops nearby your desired area',
    );
  });
});

describe('GET /api/v1/shops/ through the geocoder', () => {
  const byAddress = (address: string) => search(`address=${encodeURIComponent(address)}`);

  it.each(['Redmond, WA', 'redmond wa', 'Redmond, Washington'])(
    'finds Washington shops for %s',
    async (query) => {
      const res = await byAddress(query);
      expect(res.statusCode).toBe(200);
      const body = res.json<ShopBody>();
      expect(body.shops).toHaveLength(4);
      expect(body.shops.every((s) => s.address.state === 'WA')).toBe(true);
      expect(body.shops[0]?.distance).toBeLessThan(5);
    },
  );

  it('places a full street address by its ZIP', async () => {
    const res = await byAddress('16150 NE 85th St, Redmond, WA 98052');
    expect(res.json<ShopBody>().shops[0]?.keyId).toBe('demo-cfna');
    expect(res.json<ShopBody>().shops[0]?.distance).toBeLessThan(1);
  });

  it('places a street address without a ZIP by its city', async () => {
    const res = await byAddress('123 Main St, Redmond, WA');
    expect(res.statusCode).toBe(200);
    expect(res.json<ShopBody>().shops[0]?.address.state).toBe('WA');
  });

  it("answers an unknown place with 404 and the spec's no-shops text", async () => {
    for (const query of ['Nowhereville, WA', 'asdf qwerty']) {
      const res = await byAddress(query);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(
        'Unfortunately, we were unable to locate any shops nearby your desired area',
      );
    }
    expect((await search('zip=00000')).statusCode).toBe(404);
  });

  it('answers a blank address with 400 and the spec text', async () => {
    const res = await byAddress('   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Address information is required in order to search for shops.');
  });
});

describe('GET /api/v1/shops/shop/:shopKeyId', () => {
  it('returns one shop with the contract fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/shops/shop/demo-cfna' });
    expect(res.statusCode).toBe(200);
    expect(res.json().shop).toMatchObject({
      keyId: 'demo-cfna',
      lenders: 'CFNA,GNES,CFSS,EZPY',
      address: { city: 'Redmond', state: 'WA', zip: '98052' },
      cardArt: { filename: 'cfna-card.png' },
    });
  });

  it("carries the shop's phone and hours, which the consumer's screens show (decision 215)", async () => {
    const one = await t.app.inject({ method: 'GET', url: '/api/v1/shops/shop/demo-cfna' });
    expect(one.json().shop).toMatchObject({
      phoneNumber: expect.stringMatching(/^\d{10}$/),
      contactHours: 'Mon–Fri 8 am–6 pm, Sat 8 am–5 pm',
    });
    const found = await search('zip=98052');
    const demo = found.json().shops.find((s: { keyId: string }) => s.keyId === 'demo-cfna');
    expect(demo.contactHours).toBe('Mon–Fri 8 am–6 pm, Sat 8 am–5 pm');
  });

  it('answers 404 for an unknown shop', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/shops/shop/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('404 - Data Not Found');
  });
});
