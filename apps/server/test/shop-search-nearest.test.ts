import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../src/db/schema.js';
import { SEARCH_RADIUS_MILES } from '../src/services/shop-directory.js';
import { boundingBox } from '../src/services/shop-search-geometry.js';
import { buildTestApp, type TestApp } from './helper.js';

const R = 3958.8;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(a));
}

/** The point `miles` from (lat, lng) along `bearing` degrees, on the same sphere. */
function destination(lat: number, lng: number, miles: number, bearing: number): [number, number] {
  const d = miles / R;
  const φ1 = rad(lat);
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(rad(bearing)));
  const λ = Math.atan2(
    Math.sin(rad(bearing)) * Math.sin(d) * Math.cos(φ1),
    Math.cos(d) - Math.sin(φ1) * Math.sin(φ2),
  );
  return [deg(φ2), lng + deg(λ)];
}

describe('boundingBox', () => {
  it('holds every point within the radius, in every direction', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -70, max: 70, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0.1, max: SEARCH_RADIUS_MILES, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (lat, lng, miles, bearing) => {
          const [pLat, pLng] = destination(lat, lng, miles, bearing);
          const box = boundingBox(lat, lng, miles);
          expect(pLat).toBeGreaterThanOrEqual(box.minLat);
          expect(pLat).toBeLessThanOrEqual(box.maxLat);
          expect(pLng).toBeGreaterThanOrEqual(box.minLng);
          expect(pLng).toBeLessThanOrEqual(box.maxLng);
        },
      ),
    );
  });

  it('is no more than 0.2 % taller than the circle', () => {
    const box = boundingBox(40, -100, 50);
    const [north] = destination(40, -100, 50, 0);
    expect(box.maxLat - 40).toBeLessThan((north - 40) * 1.002);
  });
});

// Shops at chosen distances and bearings from a point in Kansas, far from the seeded demo shops: a dense
// cluster (several pages inside the smallest radius) and a sparse ring that only wider radii reach.
const CENTRE = { lat: 37.69, lng: -97.34 };
const PLACED = [
  ...Array.from({ length: 30 }, (_, i) => ({ miles: 0.3 + i * 0.27, bearing: (i * 137) % 360 })),
  ...[14, 19, 33, 47, 61, 88, 99].map((miles, i) => ({ miles, bearing: 40 + i * 50 })),
].map(({ miles, bearing }, i) => {
  const [latitude, longitude] = destination(CENTRE.lat, CENTRE.lng, miles, bearing);
  return {
    keyId: `radius-${String(i).padStart(2, '0')}`,
    name: `Radius shop ${i}`,
    phoneNumber: '3165550100',
    addr1: '1 Main St',
    city: 'Wichita',
    state: 'KS',
    zip: '67202',
    latitude: Number(latitude.toFixed(6)),
    longitude: Number(longitude.toFixed(6)),
    lenders: 'CFNA,GNES',
    acctId: '1',
    subId: '1',
    storeNumber: String(i),
    companyName: 'Independent',
  };
});

let t: TestApp;
let all: { keyId: string; latitude: number; longitude: number }[];
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.insert(shops).values(PLACED);
  await t.app.services.shops.refresh();
  all = await t.app.db
    .select({ keyId: shops.keyId, latitude: shops.latitude, longitude: shops.longitude })
    .from(shops);
});
afterAll(async () => t.close());

/** What the search must answer: every shop within 100 miles, nearest first, then by key id. */
function bruteForce(lat: number, lng: number, offset: number, limit: number): string[] {
  return all
    .map((s) => ({ keyId: s.keyId, d: haversine(lat, lng, s.latitude, s.longitude) }))
    .filter((s) => s.d <= SEARCH_RADIUS_MILES)
    .sort((a, b) => a.d - b.d || (a.keyId < b.keyId ? -1 : 1))
    .slice(offset, offset + limit)
    .map((s) => s.keyId);
}

describe('shop search through the API', () => {
  const cases: [string, number, number, number, number][] = [
    ['the middle of the dense cluster, first page', CENTRE.lat, CENTRE.lng, 0, 4],
    ['the dense cluster, a later page', CENTRE.lat, CENTRE.lng, 24, 4],
    ['the cluster and the ring past the smallest radius', CENTRE.lat, CENTRE.lng, 26, 10],
    ['everything within 100 miles', CENTRE.lat, CENTRE.lng, 0, 50],
    ['a point 40 miles from the cluster', 38.2, -97.0, 0, 4],
    ['a sparse point that needs the widest box', 39.5, -99.5, 0, 6],
  ];
  it.each(cases)('matches a brute-force search: %s', async (_, lat, lng, offset, limit) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/shops/?lat=${lat}&lng=${lng}&offset=${offset}&limit=${limit}`,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ shops: { keyId: string }[] }>().shops.map((s) => s.keyId);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(bruteForce(lat, lng, offset, limit));
  });
});
