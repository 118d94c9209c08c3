import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { ShopRow } from '../../../../db/schema.js';
import { roundMiles, toShopView, type SearchResult } from '../../../../services/shop-service.js';
import { shopSchema } from '../../../schemas.js';

export const keywordInfoSchema = z.object({
  keyword: z.string(),
  status: z.enum(['A', 'I']),
  appId: z.string(),
  companyName: z.string(),
  noMILEFlag: z.enum(['0', '1']),
  experience: z.string(),
});

/** The 200 answer of GET /api/v1/shops/, as declared to Fastify and in docs/architecture.md. */
export const searchAnswerSchema = z.object({
  shops: z.array(shopSchema),
  keywordInfo: keywordInfoSchema.optional(),
});

const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as Parameters<typeof fastJson>[0];
const writeShopWithoutDistance = fastJson(toJsonSchema(shopSchema.omit({ distance: true })));
const writeKeywordInfo = fastJson(toJsonSchema(keywordInfoSchema));

/** Each shop's JSON without its distance, written once per row; a reloaded directory brings new rows. */
const writtenShops = new WeakMap<ShopRow, string>();

function shopJson(row: ShopRow, miles: number): string {
  let written = writtenShops.get(row);
  if (written === undefined) {
    written = writeShopWithoutDistance(toShopView(row));
    writtenShops.set(row, written);
  }
  // `written` is one JSON object: its closing brace gives way to the distance.
  return `${written.slice(0, -1)},"distance":${roundMiles(miles)}}`;
}

/**
 * The search answer's JSON, written from pieces: each shop's fields but the distance are written once, by
 * serialisers compiled from the same zod schemas the route declares, and a search only joins them with its
 * distances. Writing four whole shops per search was the largest cost of the route after the search itself
 * (decision 027); a test checks that the answer parses to exactly what the declared schema gives.
 */
export function searchAnswerJson({ shops, keywordInfo }: SearchResult): string {
  const list = shops.map((nearby) => shopJson(nearby.shop, nearby.distance)).join(',');
  const info = keywordInfo ? `,"keywordInfo":${writeKeywordInfo(keywordInfo)}` : '';
  return `{"shops":[${list}]${info}}`;
}
