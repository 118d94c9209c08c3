import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShopRow } from '../src/db/schema.js';
import { searchAnswerBytes, searchAnswerSchema } from '../src/routes/api/v1/shops/search-answer.js';
import { toShopView, type KeywordInfo } from '../src/services/shop-service.js';

const text = fc.string({ unit: 'binary', maxLength: 30 });
const row: fc.Arbitrary<ShopRow> = fc.record({
  keyId: text,
  name: text,
  phoneNumber: text,
  contactHours: text,
  image: text,
  addr1: text,
  addr2: text,
  city: text,
  state: text,
  zip: text,
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  lenders: text,
  acctId: text,
  subId: text,
  storeNumber: text,
  bsro: text,
  cardArt: fc.option(fc.record({ filename: text, filenamefilled: text, line1: text, line2: text }), {
    nil: null,
  }),
  synchronyPrequalAccept: text,
  keyword: fc.option(text, { nil: null }),
  applyCode: fc.option(text, { nil: null }),
  companyName: text,
});
const keywordInfo: fc.Arbitrary<KeywordInfo> = fc.record({
  keyword: text,
  status: fc.constantFrom('A' as const, 'I' as const),
  appId: text,
  companyName: text,
  noMILEFlag: fc.constantFrom('0' as const, '1' as const),
  experience: text,
});

const parsed = (bytes: Buffer) => JSON.parse(bytes.toString('utf8'));

describe('searchAnswerBytes', () => {
  it('parses to exactly what the declared schema gives for the same shops, whatever their text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ shop: row, distance: fc.double({ min: 0, max: 100, noNaN: true }) }), {
          maxLength: 6,
        }),
        fc.option(keywordInfo, { nil: undefined }),
        fc.boolean(),
        (measured, info, kept) => {
          const shops = measured.map((n, position) => ({ ...n, position }));
          // Written fresh, or into a directory's slots (then read back from them by a second answer).
          const writtenShops = kept ? [] : undefined;
          const result = info ? { shops, keywordInfo: info, writtenShops } : { shops, writtenShops };
          const written = parsed(searchAnswerBytes(result));
          const views = shops.map((n) => toShopView(n.shop, n.distance));
          const expected = searchAnswerSchema.parse(
            info ? { shops: views, keywordInfo: info } : { shops: views },
          );
          // Through JSON as any serialiser would send it (-0 is written 0).
          expect(written).toEqual(JSON.parse(JSON.stringify(expected)));
          expect(parsed(searchAnswerBytes(result))).toEqual(written);
        },
      ),
    );
  });

  it("keeps a row's JSON in its directory slot and writes it with each answer's own distance", () => {
    const shop = fc.sample(row, { numRuns: 1, seed: 7 })[0] as ShopRow;
    const writtenShops: (Buffer | undefined)[] = [];
    const first = parsed(
      searchAnswerBytes({ shops: [{ shop, distance: 1.234, position: 3 }], writtenShops }),
    );
    expect(writtenShops[3]).toBeInstanceOf(Buffer);
    const kept = writtenShops[3];
    const again = parsed(
      searchAnswerBytes({ shops: [{ shop, distance: 9.876, position: 3 }], writtenShops }),
    );
    expect(writtenShops[3]).toBe(kept);
    expect(first.shops[0].distance).toBe(1.23);
    expect(again.shops[0].distance).toBe(9.88);
    expect({ ...again.shops[0], distance: 1.23 }).toEqual(first.shops[0]);
  });

  it('writes names with accents and other letters beyond ASCII as UTF-8', () => {
    const shop = {
      ...(fc.sample(row, { numRuns: 1, seed: 7 })[0] as ShopRow),
      name: 'Llantas Peña — Müller 東京',
    };
    const info = {
      keyword: 'PEÑA',
      status: 'A' as const,
      appId: '',
      companyName: 'Peña & Hijos',
      noMILEFlag: '1' as const,
      experience: 'a',
    };
    const bytes = searchAnswerBytes({ shops: [{ shop, distance: 0.5, position: 0 }], keywordInfo: info });
    expect(parsed(bytes).shops[0].name).toBe('Llantas Peña — Müller 東京');
    expect(parsed(bytes).keywordInfo.companyName).toBe('Peña & Hijos');
    expect(bytes.toString('utf8')).toContain('"distance":0.5}]');
  });
});
