import { MESSAGES } from '@ttapply/domain';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { shops, type ShopRow } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { Geocoder } from '../partners/geocoding/index.js';

export const NO_SHOPS_MESSAGE = MESSAGES.noShopsFound;
export const ADDRESS_REQUIRED_MESSAGE = MESSAGES.shopSearchRequired;
/** How far a shop may be and still count as "nearby". */
export const SEARCH_RADIUS_MILES = 100;
/** Search radii tried in turn, smallest first; the last is the "nearby" limit. */
export const SEARCH_RADII_MILES = [12.5, 25, 50, SEARCH_RADIUS_MILES] as const;
const EARTH_RADIUS_MILES = 3958.8;
const DEGREES = 180 / Math.PI;

/**
 * The smallest latitude/longitude box holding every point within `miles` of (lat, lng) on the sphere, grown by
 * 0.1 % so rounding never drops a shop at the edge. Longitude uses asin(sin(d) / cos(lat)): the circle is widest
 * east-west slightly poleward of its centre, so `miles / (69 * cos(lat))` would be a little too narrow.
 */
export function boundingBox(
  lat: number,
  lng: number,
  miles: number,
): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const angle = miles / EARTH_RADIUS_MILES;
  const dLat = angle * DEGREES * 1.001;
  const ratio = Math.sin(angle) / Math.cos(lat / DEGREES);
  const dLng = ratio >= 1 ? 180 : Math.asin(ratio) * DEGREES * 1.001;
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

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
 * Resolves the search input to a point: lat/lng as given, else the geocoded ZIP, else the geocoded address
 * ('City, ST' or a street address). A location that names no known place has no shops nearby (404); no
 * location at all is the spec's "Address information is required" (400).
 */
export async function resolveSearchPoint(
  query: ShopQuery,
  geocoder: Geocoder,
): Promise<{ lat: number; lng: number }> {
  if (query.lat !== undefined && query.lng !== undefined) return { lat: query.lat, lng: query.lng };
  const text = query.zip?.trim() || query.address?.trim();
  if (!text) throw new AppError('BAD_REQUEST', ADDRESS_REQUIRED_MESSAGE);
  const place = await geocoder.geocode(text);
  if (!place) throw new AppError('NOT_FOUND', NO_SHOPS_MESSAGE);
  return { lat: place.latitude, lng: place.longitude };
}

type SearchResult = { shops: ShopView[]; keywordInfo?: KeywordInfo };

/** Shops change only when the seed runs before start, so a short-lived result cache is safe. */
const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 2_000;

/**
 * The nearest-shops query, built once and prepared: under load, building the SQL anew for every request cost
 * more CPU than PostgreSQL spent running it, and a named statement is parsed once per connection.
 */
function nearestQuery(db: Database, name: string, withKeyword: boolean) {
  // Parameters are cast: PostgreSQL would otherwise infer integer from the literals next to them.
  const lat = sql`${sql.placeholder('lat')}::double precision`;
  const lng = sql`${sql.placeholder('lng')}::double precision`;
  const distance = sql<number>`(${EARTH_RADIUS_MILES}::double precision * 2 * asin(sqrt(
    power(sin(radians(${shops.latitude} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${shops.latitude})) * power(sin(radians(${shops.longitude} - ${lng}) / 2), 2)
  )))`;
  return db
    .select({ shop: shops, distance })
    .from(shops)
    .where(
      and(
        between(shops.latitude, sql.placeholder('minLat'), sql.placeholder('maxLat')),
        between(shops.longitude, sql.placeholder('minLng'), sql.placeholder('maxLng')),
        sql`${distance} <= ${sql.placeholder('radius')}::double precision`,
        withKeyword ? eq(shops.keyword, sql.placeholder('keyword')) : undefined,
      ),
    )
    .orderBy(distance, shops.keyId)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

export class ShopService {
  private readonly cache = new Map<string, { at: number; result: SearchResult }>();
  private readonly nearest;
  private readonly nearestOfCompany;

  constructor(
    private readonly db: Database,
    private readonly geocoder: Geocoder,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.nearest = nearestQuery(db, 'shop_search_nearest', false);
    this.nearestOfCompany = nearestQuery(db, 'shop_search_nearest_of_company', true);
  }

  /**
   * Shop search with a small in-process cache: each search is one to four small indexed queries, but PGlite
   * serves one query at a time, and the same few areas are searched again and again ('Load More', several
   * consumers in a shop).
   */
  async search(query: ShopQuery): Promise<SearchResult> {
    const point = await resolveSearchPoint(query, this.geocoder);
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
   * the haversine distance in miles orders them. The box starts small and widens (SEARCH_RADII_MILES) only when
   * it holds less than the requested page: with 50,000 shops a 100-mile box around a city holds thousands of rows
   * to fetch, measure and sort, while a 12.5-mile one holds a few dozen (see bench/README.md). A full page
   * inside radius r is exactly the page the 100-mile search would return, because every shop within r sorts
   * before every shop beyond it. Shops across the antimeridian are not expected (US only).
   */
  private async searchDatabase(
    { lat, lng }: { lat: number; lng: number },
    query: ShopQuery,
  ): Promise<SearchResult> {
    const keyword = query.keyword?.trim().toUpperCase();
    let keywordInfo: KeywordInfo | undefined;
    let company: ShopRow | undefined;
    if (keyword) {
      [company] = await this.db.select().from(shops).where(eq(shops.keyword, keyword)).limit(1);
      keywordInfo = {
        keyword,
        status: company ? 'A' : 'I',
        appId: '',
        companyName: company?.companyName ?? '',
        noMILEFlag: company && company.lenders.includes('MILE') ? '0' : '1',
        experience: 'a',
      };
    }
    let rows: { shop: ShopRow; distance: number }[] = [];
    for (const radius of SEARCH_RADII_MILES) {
      const box = boundingBox(lat, lng, radius);
      const params = { lat, lng, radius, ...box, limit: query.limit, offset: query.offset };
      // An unknown keyword does not hide shops; a known one narrows the search to that company.
      rows = company
        ? await this.nearestOfCompany.execute({ ...params, keyword: company.keyword })
        : await this.nearest.execute(params);
      if (rows.length === query.limit) break;
    }
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
