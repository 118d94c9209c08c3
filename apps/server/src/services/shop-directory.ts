import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { ShopRow } from '../db/schema.js';

/** How far a shop may be and still count as "nearby". */
export const SEARCH_RADIUS_MILES = 100;
const EARTH_RADIUS_MILES = 3958.8;
const KM_PER_MILE = 1.609344;
/**
 * geokdbush measures on a sphere of 6,371 km, ours is 3,958.8 miles (6,371.0 km): the two agree to far better
 * than this, so a reach grown by it never misses a shop our own distance puts inside.
 */
const REACH_TOLERANCE = 1e-6;
const DEGREES = 180 / Math.PI;
/** Points per k-d tree leaf: kdbush's default is 64; 16 measured ~30 % faster for a page of 4 nearest. */
const KD_NODE_SIZE = 16;

/** Great-circle distance in miles (haversine), the distance shop search shows and sorts by. */
export function distanceMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const halfDLat = (lat2 - lat1) / DEGREES / 2;
  const halfDLng = (lng2 - lng1) / DEGREES / 2;
  const a =
    Math.sin(halfDLat) ** 2 + Math.cos(lat1 / DEGREES) * Math.cos(lat2 / DEGREES) * Math.sin(halfDLng) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface NearbyShop {
  shop: ShopRow;
  /** Miles from the search point, unrounded. */
  distance: number;
}

export interface NearestOptions {
  offset: number;
  limit: number;
  /** Only the shops of the company with this keyword. */
  keyword?: string;
}

const nearestFirst = (a: NearbyShop, b: NearbyShop): number =>
  a.distance - b.distance || (a.shop.keyId < b.shop.keyId ? -1 : a.shop.keyId > b.shop.keyId ? 1 : 0);

/**
 * Every shop held in memory with a k-d tree over its coordinates (kdbush), so a search costs microseconds and
 * no database round trip (docs/decisions/026). The `shops` table stays the one source: ShopService builds a new
 * directory from it whenever its revision changes, and an instance is never changed after it is built.
 */
export class ShopDirectory {
  private readonly index: KDBush;
  private readonly companies = new Map<string, ShopRow>();

  /**
   * @param shops every row of `shops`, in key-id order (so the company a keyword names is always the same row)
   * @param revision the `shop_directory_revision` the rows were read at
   */
  constructor(
    private readonly shops: readonly ShopRow[],
    readonly revision: number,
  ) {
    this.index = new KDBush(shops.length, KD_NODE_SIZE);
    for (const shop of shops) {
      this.index.add(shop.longitude, shop.latitude);
      if (shop.keyword && !this.companies.has(shop.keyword)) this.companies.set(shop.keyword, shop);
    }
    this.index.finish();
  }

  get size(): number {
    return this.shops.length;
  }

  /** A shop of the company whose search keyword this is (keywords are stored upper-case). */
  companyByKeyword(keyword: string): ShopRow | undefined {
    return this.companies.get(keyword);
  }

  /**
   * The page [offset, offset + limit) of the shops within SEARCH_RADIUS_MILES, nearest first, then by key id.
   * geokdbush walks the k-d tree nearest first and stops one past the page's end, so a search touches a few tree
   * nodes however many shops a city holds. Ties at the same distance (one address, several shops) come back in
   * no set order and the key id must decide them: when the one past the end is as near as the page's last, every
   * shop as near is asked for again.
   */
  nearest(lat: number, lng: number, { offset, limit, keyword }: NearestOptions): NearbyShop[] {
    const wanted = offset + limit;
    const accept = keyword === undefined ? undefined : (id: number) => this.shops[id]?.keyword === keyword;
    const reach = SEARCH_RADIUS_MILES * KM_PER_MILE * (1 + REACH_TOLERANCE);
    // One past the page: when that one is farther than the page's last, no tie crosses the page's end.
    let found = this.measure(lat, lng, around(this.index, lng, lat, wanted + 1, reach, accept));
    const last = found[wanted - 1];
    const next = found[wanted];
    if (last && next && next.distance <= last.distance * (1 + REACH_TOLERANCE) + REACH_TOLERANCE) {
      const tieReach = last.distance * KM_PER_MILE * (1 + REACH_TOLERANCE) + REACH_TOLERANCE;
      found = this.measure(lat, lng, around(this.index, lng, lat, Infinity, tieReach, accept));
    }
    return found
      .filter((n) => n.distance <= SEARCH_RADIUS_MILES)
      .sort(nearestFirst)
      .slice(offset, wanted);
  }

  private measure(lat: number, lng: number, ids: number[]): NearbyShop[] {
    const found: NearbyShop[] = [];
    for (const id of ids) {
      const shop = this.shops[id];
      if (shop) found.push({ shop, distance: distanceMiles(lat, lng, shop.latitude, shop.longitude) });
    }
    return found;
  }
}
