import { keywordInfoSchema, shopSchema, shopSearchAnswerSchema } from '@ttapply/domain/consumer-api';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { NearbyShop } from '../../../../services/shop-directory.js';
import { roundMiles, toShopView, type SearchResult } from '../../../../services/shop-service.js';

/** The 200 answer of GET /api/v1/shops/, as declared to Fastify: the domain's, which the web reads too. */
export const searchAnswerSchema = shopSearchAnswerSchema;

const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as Parameters<typeof fastJson>[0];
const writeShopWithoutDistance = fastJson(toJsonSchema(shopSchema.omit({ distance: true })));
const writeKeywordInfo = fastJson(toJsonSchema(keywordInfoSchema));

/**
 * A shop's JSON as UTF-8 without its closing brace, so the distance can follow: `{"keyId":…,"synchronyPrequalAccept":"1"`.
 * Kept in the searched directory's `writtenShops` when the search names one.
 */
function shopBytes(nearby: NearbyShop, writtenShops: (Buffer | undefined)[] | undefined): Buffer {
  let written = writtenShops?.[nearby.position];
  if (written === undefined) {
    const json = writeShopWithoutDistance(toShopView(nearby.shop));
    written = Buffer.from(json.slice(0, -1));
    if (writtenShops) writtenShops[nearby.position] = written;
  }
  return written;
}

const SHOPS_OPEN = '{"shops":[';
const DISTANCE = ',"distance":';
const KEYWORD_INFO = '],"keywordInfo":';

/**
 * The search answer's JSON as the bytes Fastify sends, written from pieces: each shop's fields but the distance
 * are written once per directory row, by serialisers compiled from the same zod schemas the route declares, and
 * a search copies them beside its distances into one buffer. Writing four whole shops per search was the largest
 * cost of the route after the search itself (decision 027); a string joined from pieces still cost Node a
 * measuring and an encoding pass per answer (decision 258). A test checks that the answer parses to exactly what
 * the declared schema gives.
 */
export function searchAnswerBytes({ shops, keywordInfo, writtenShops }: SearchResult): Buffer {
  const parts = shops.map((nearby) => shopBytes(nearby, writtenShops));
  // Digits, a point and a minus sign: one byte each.
  const distances = shops.map((nearby) => `${DISTANCE}${roundMiles(nearby.distance)}}`);
  const info = keywordInfo ? writeKeywordInfo(keywordInfo) : '';
  let length = SHOPS_OPEN.length + 1 + (info ? KEYWORD_INFO.length + Buffer.byteLength(info) : 1);
  for (let i = 0; i < parts.length; i++) {
    length += (parts[i] as Buffer).length + (distances[i] as string).length + (i > 0 ? 1 : 0);
  }
  const answer = Buffer.allocUnsafe(length);
  let at = answer.write(SHOPS_OPEN, 0, 'latin1');
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) at = answer.writeUint8(0x2c, at); // ,
    answer.set(parts[i] as Buffer, at);
    at += (parts[i] as Buffer).length;
    at += answer.write(distances[i] as string, at, 'latin1');
  }
  if (info) {
    at += answer.write(KEYWORD_INFO, at, 'latin1');
    at += answer.write(info, at, 'utf8');
  } else {
    at = answer.writeUint8(0x5d, at); // ]
  }
  answer.writeUint8(0x7d, at); // }
  return answer;
}
