import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShopRow } from '../src/db/schema.js';
import { searchAnswerJson, searchAnswerSchema } from '../src/routes/api/v1/shops/search-answer.js';
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

describe('searchAnswerJson', () => {
  it('parses to exactly what the declared schema gives for the same shops, whatever their text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ shop: row, distance: fc.double({ min: 0, max: 100, noNaN: true }) }), {
          maxLength: 6,
        }),
        fc.option(keywordInfo, { nil: undefined }),
        (shops, info) => {
          const written = JSON.parse(searchAnswerJson(info ? { shops, keywordInfo: info } : { shops }));
          const views = shops.map((n) => toShopView(n.shop, n.distance));
          const expected = searchAnswerSchema.parse(
            info ? { shops: views, keywordInfo: info } : { shops: views },
          );
          // Through JSON as any serialiser would send it (-0 is written 0).
          expect(written).toEqual(JSON.parse(JSON.stringify(expected)));
        },
      ),
    );
  });

  it('writes a row the same way when it is asked for again, with the new distance', () => {
    const shop = fc.sample(row, { numRuns: 1, seed: 7 })[0] as ShopRow;
    const first = JSON.parse(searchAnswerJson({ shops: [{ shop, distance: 1.234 }] }));
    const again = JSON.parse(searchAnswerJson({ shops: [{ shop, distance: 9.876 }] }));
    expect(first.shops[0].distance).toBe(1.23);
    expect(again.shops[0].distance).toBe(9.88);
    expect({ ...again.shops[0], distance: 1.23 }).toEqual(first.shops[0]);
  });
});
