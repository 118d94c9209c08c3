import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMiles, EARTH_RADIUS_MILES } from '@ttapply/domain';
import type { ShopRow } from '../src/db/schema.js';
import { SEARCH_RADII_MILES, SEARCH_RADIUS_MILES, ShopDirectory } from '../src/services/shop-directory.js';

function shop(keyId: string, latitude: number, longitude: number, keyword: string | null = null): ShopRow {
  return {
    keyId,
    name: `Shop ${keyId}`,
    phoneNumber: '3165550100',
    contactHours: '',
    image: '',
    addr1: '1 Main St',
    addr2: '',
    city: 'Wichita',
    state: 'KS',
    zip: '67202',
    latitude,
    longitude,
    lenders: 'CFNA',
    acctId: '1',
    subId: '1',
    storeNumber: '1',
    bsro: '0',
    cardArt: null,
    synchronyPrequalAccept: '0',
    keyword,
    applyCode: null,
    companyName: 'Independent',
  };
}

/** What every search must answer: all shops within 100 miles, nearest first, then by key id. */
function bruteForce(
  all: ShopRow[],
  lat: number,
  lng: number,
  offset: number,
  limit: number,
  keyword?: string,
): string[] {
  return all
    .filter((s) => keyword === undefined || s.keyword === keyword)
    .map((s) => ({ keyId: s.keyId, d: distanceMiles(lat, lng, s.latitude, s.longitude) }))
    .filter((s) => s.d <= SEARCH_RADIUS_MILES)
    .sort((a, b) => a.d - b.d || (a.keyId < b.keyId ? -1 : 1))
    .slice(offset, offset + limit)
    .map((s) => s.keyId);
}

describe('ShopDirectory.nearest', () => {
  // Shops scattered over a 6°×6° square in the middle of the US, some sharing a point (ties by key id), some
  // of two companies; search points inside and around it, so every radius of the widening box gets used.
  const shopsArbitrary = fc.uniqueArray(
    fc.record({
      keyId: fc.stringMatching(/^[a-z0-9]{1,6}$/),
      latitude: fc.oneof(fc.double({ min: 36, max: 42, noNaN: true }), fc.constant(39)),
      longitude: fc.oneof(fc.double({ min: -101, max: -95, noNaN: true }), fc.constant(-98)),
      keyword: fc.constantFrom(null, 'ACME', 'BOLT'),
    }),
    { selector: (s) => s.keyId, maxLength: 150 },
  );

  it('gives exactly the page a brute-force search gives, for any shops, point, page and keyword', () => {
    fc.assert(
      fc.property(
        shopsArbitrary,
        fc.double({ min: 35, max: 43, noNaN: true }),
        fc.double({ min: -102, max: -94, noNaN: true }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom(undefined, 'ACME', 'BOLT'),
        (records, lat, lng, offset, limit, keyword) => {
          // In generated order, not key-id order: ties must be broken by key id whatever order rows came in.
          const rows = records.map((r) => shop(r.keyId, r.latitude, r.longitude, r.keyword));
          const directory = new ShopDirectory(rows, 1);
          const page = directory.nearest(lat, lng, { offset, limit, keyword });
          expect(page.map((n) => n.shop.keyId)).toEqual(bruteForce(rows, lat, lng, offset, limit, keyword));
          for (const n of page) {
            expect(n.distance).toBe(distanceMiles(lat, lng, n.shop.latitude, n.shop.longitude));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('breaks a tie cut by the page end by key id (ten shops at one address)', () => {
    const keyIds = ['j', 'i', 'h', 'g', 'f', 'e', 'd', 'c', 'b', 'a'];
    const directory = new ShopDirectory(
      [shop('near', 39, -98.01), ...keyIds.map((k) => shop(k, 39, -98))],
      0,
    );
    const page = (offset: number, limit: number) =>
      directory.nearest(39, -98, { offset, limit }).map((n) => n.shop.keyId);
    expect(page(0, 3)).toEqual(['a', 'b', 'c']);
    expect(page(3, 4)).toEqual(['d', 'e', 'f', 'g']);
    expect(page(8, 4)).toEqual(['i', 'j', 'near']);
  });

  it('finds nothing in an empty directory, and nothing beyond 100 miles', () => {
    expect(new ShopDirectory([], 0).nearest(39, -98, { offset: 0, limit: 4 })).toEqual([]);
    const far = new ShopDirectory([shop('far', 41, -98)], 0); // about 138 miles north
    expect(far.nearest(39, -98, { offset: 0, limit: 4 })).toEqual([]);
  });

  it('names the company of a keyword by its first shop in key-id order', () => {
    const directory = new ShopDirectory(
      [shop('a1', 39, -98), shop('b2', 39, -98, 'ACME'), shop('c3', 39, -98, 'ACME')],
      0,
    );
    expect(directory.companyByKeyword('ACME')?.keyId).toBe('b2');
    expect(directory.companyByKeyword('NONE')).toBeUndefined();
    expect(directory.size).toBe(3);
  });

  it('answers every search of a series on one directory as a brute-force search does', () => {
    // One directory searched many times, mostly from a few cells: each search starts with the box that sufficed
    // for the last first-page search from its cell, which must change the work only, never the answer.
    const near = fc.record({
      lat: fc.double({ min: 38.9, max: 39.1, noNaN: true }),
      lng: fc.double({ min: -98.1, max: -97.9, noNaN: true }),
    });
    const anywhere = fc.record({
      lat: fc.double({ min: 35, max: 43, noNaN: true }),
      lng: fc.double({ min: -102, max: -94, noNaN: true }),
    });
    const search = fc.record({
      point: fc.oneof(near, anywhere),
      offset: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 40 })),
      limit: fc.oneof(fc.constant(4), fc.integer({ min: 1, max: 50 })),
      keyword: fc.constantFrom(undefined, undefined, 'ACME'),
    });
    fc.assert(
      fc.property(shopsArbitrary, fc.array(search, { minLength: 1, maxLength: 30 }), (records, searches) => {
        const rows = records.map((r) => shop(r.keyId, r.latitude, r.longitude, r.keyword));
        const directory = new ShopDirectory(rows, 1);
        for (const { point, offset, limit, keyword } of searches) {
          const page = directory.nearest(point.lat, point.lng, { offset, limit, keyword });
          expect(page.map((n) => n.shop.keyId)).toEqual(
            bruteForce(rows, point.lat, point.lng, offset, limit, keyword),
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('decides a shop on the edge of each box by its haversine distance', () => {
    // Shops due north of the point at each radius of the widening box and a hair either side of it: the
    // distance along a meridian is the latitude difference, so these sit on the very edges the search tests.
    const degreesPerMile = 180 / Math.PI / EARTH_RADIUS_MILES;
    const rows = SEARCH_RADII_MILES.flatMap((radius, step) =>
      [-1e-9, 0, 1e-9].map((off, i) => shop(`r${step}-${i}`, 39 + (radius + off) * degreesPerMile, -98)),
    );
    const directory = new ShopDirectory(rows, 1);
    for (let offset = 0; offset <= rows.length; offset++) {
      for (let limit = 1; limit <= 6; limit++) {
        expect(directory.nearest(39, -98, { offset, limit }).map((n) => n.shop.keyId)).toEqual(
          bruteForce(rows, 39, -98, offset, limit),
        );
      }
    }
  });
});
