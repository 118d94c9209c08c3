import { and, between, eq, sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import type { Database } from '../db/database.js';
import { shops, type ShopRow } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';

export const NO_SHOPS_MESSAGE = 'Unfortunately, we were unable to locate any shops nearby your desired area';
export const ADDRESS_REQUIRED_MESSAGE = 'Address information is required in order to search for shops.';
/** How far a shop may be and still count as "nearby". */
export const SEARCH_RADIUS_MILES = 100;
const EARTH_RADIUS_MILES = 3958.8;

export interface ShopView {
  keyId: string;
  name: string;
  phoneNumber: string;
  image: string;
  address: { addr1: string; addr2: string; city: string; state: string; zip: string };
  latitude: number;
  longitude: number;
  lenders: string;
  distance: number | null;
  acctId: string;
  subId: string;
  storeNumber: string;
  bsro: string;
  cardArt: { filename: string; filenamefilled: string; line1: string; line2: string } | null;
  synchronyPrequalAccept: string;
}

export interface KeywordInfo {
  keyword: string;
  status: 'A' | 'I';
  appId: string;
  companyName: string;
  noMILEFlag: '0' | '1';
  experience: string;
}

export function toShopView(row: ShopRow, distance: number | null = null): ShopView {
  return {
    keyId: row.keyId,
    name: row.name,
    phoneNumber: row.phoneNumber,
    image: row.image,
    address: { addr1: row.addr1, addr2: row.addr2, city: row.city, state: row.state, zip: row.zip },
    latitude: row.latitude,
    longitude: row.longitude,
    lenders: row.lenders,
    distance: distance === null ? null : Math.round(distance * 100) / 100,
    acctId: row.acctId,
    subId: row.subId,
    storeNumber: row.storeNumber,
    bsro: row.bsro,
    cardArt: row.cardArt ?? null,
    synchronyPrequalAccept: row.synchronyPrequalAccept,
  };
}

export interface ShopQuery {
  zip?: string;
  address?: string;
  lat?: number;
  lng?: number;
  keyword?: string;
  offset: number;
  limit: number;
}

/**
 * 'Redmond, WA', 'Redmond WA' or '16150 NE 85th St, Redmond, WA': the state is the last 2-letter word, the
 * city the comma part (or the words) before it.
 */
function cityAndState(address: string): { city: string; state: string } | undefined {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1) ?? '';
  const stateMatch = last.match(/(?:^|\s)([A-Za-z]{2})$/);
  if (!stateMatch?.[1]) return undefined;
  const state = stateMatch[1].toUpperCase();
  const beforeState = last.slice(0, last.length - 2).trim();
  const city = beforeState || parts.at(-2) || '';
  return city ? { city: city.replace(/\s+/g, ' '), state } : undefined;
}

/** Resolves the search input to a point: lat/lng as given, else a ZIP (alone or inside an address), else 'City, ST'. */
export function resolveSearchPoint(query: ShopQuery): { lat: number; lng: number } {
  if (query.lat !== undefined && query.lng !== undefined) return { lat: query.lat, lng: query.lng };
  // A ZIP ends an address ('…, Redmond, WA 98052'); a 5-digit group elsewhere is a house number.
  const zipText = query.zip ?? query.address?.match(/\b(\d{5})(?:-\d{4})?\s*$/)?.[1];
  if (zipText) {
    const found = zipcodes.lookup(zipText.slice(0, 5));
    if (found) return { lat: found.latitude, lng: found.longitude };
    throw new AppError('NOT_FOUND', NO_SHOPS_MESSAGE);
  }
  const address = query.address?.trim();
  if (address) {
    const place = cityAndState(address);
    const found = place ? zipcodes.lookupByName(place.city, place.state)[0] : undefined;
    if (found) return { lat: found.latitude, lng: found.longitude };
    throw new AppError('NOT_FOUND', NO_SHOPS_MESSAGE);
  }
  throw new AppError('BAD_REQUEST', ADDRESS_REQUIRED_MESSAGE);
}

type SearchResult = { shops: ShopView[]; keywordInfo?: KeywordInfo };

/** Shops change only when the seed runs before start, so a short-lived result cache is safe. */
const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 2_000;

export class ShopService {
  private readonly cache = new Map<string, { at: number; result: SearchResult }>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Shop search with a small in-process cache: each search is one indexed query, but PGlite serves one query
   * at a time, and the same few areas are searched again and again ('Load More', several consumers in a shop).
   */
  async search(query: ShopQuery): Promise<SearchResult> {
    const point = resolveSearchPoint(query);
    const key = [
      point.lat.toFixed(4),
      point.lng.toFixed(4),
      query.keyword?.trim().toUpperCase() ?? '',
      query.offset,
      query.limit,
    ].join('|');
    const nowMs = this.now().getTime();
    const hit = this.cache.get(key);
    if (hit && nowMs - hit.at < CACHE_TTL_MS) return hit.result;
    const result = await this.searchDatabase(point, query);
    this.cache.delete(key);
    this.cache.set(key, { at: nowMs, result });
    if (this.cache.size > CACHE_MAX_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return result;
  }

  /**
   * Nearest shops first. A latitude/longitude bounding box (index `shops_lat_lng_idx`) narrows the rows, then
   * the haversine distance in miles orders them. Shops across the antimeridian are not expected (US only).
   */
  private async searchDatabase(
    { lat, lng }: { lat: number; lng: number },
    query: ShopQuery,
  ): Promise<SearchResult> {
    const dLat = SEARCH_RADIUS_MILES / 69.0;
    const dLng = SEARCH_RADIUS_MILES / Math.max(1, 69.172 * Math.cos((lat * Math.PI) / 180));
    // Parameters are cast: PostgreSQL would otherwise infer integer from the literals next to them.
    const pLat = sql`${lat}::double precision`;
    const pLng = sql`${lng}::double precision`;
    const distance = sql<number>`(${EARTH_RADIUS_MILES}::double precision * 2 * asin(sqrt(
      power(sin(radians(${shops.latitude} - ${pLat}) / 2), 2) +
      cos(radians(${pLat})) * cos(radians(${shops.latitude})) * power(sin(radians(${shops.longitude} - ${pLng}) / 2), 2)
    )))`;
    const keyword = query.keyword?.trim().toUpperCase();
    const conditions = [
      between(shops.latitude, lat - dLat, lat + dLat),
      between(shops.longitude, lng - dLng, lng + dLng),
      sql`${distance} <= ${SEARCH_RADIUS_MILES}::double precision`,
    ];
    let keywordInfo: KeywordInfo | undefined;
    if (keyword) {
      const [company] = await this.db.select().from(shops).where(eq(shops.keyword, keyword)).limit(1);
      keywordInfo = {
        keyword,
        status: company ? 'A' : 'I',
        appId: '',
        companyName: company?.companyName ?? '',
        noMILEFlag: company && company.lenders.includes('MILE') ? '0' : '1',
        experience: 'a',
      };
      // An unknown keyword does not hide shops; a known one narrows the search to that company.
      if (company) conditions.push(eq(shops.keyword, keyword));
    }
    const rows = await this.db
      .select({ shop: shops, distance })
      .from(shops)
      .where(and(...conditions))
      .orderBy(distance, shops.keyId)
      .limit(query.limit)
      .offset(query.offset);
    if (rows.length === 0 && query.offset === 0) throw new AppError('NOT_FOUND', NO_SHOPS_MESSAGE);
    const result = rows.map((r) => toShopView(r.shop, Number(r.distance)));
    return keywordInfo ? { shops: result, keywordInfo } : { shops: result };
  }

  async byKeyId(keyId: string): Promise<ShopRow> {
    const [row] = await this.db.select().from(shops).where(eq(shops.keyId, keyId)).limit(1);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }
}
