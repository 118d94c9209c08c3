import { distanceMiles, EARTH_RADIUS_MILES } from '@ttapply/domain';
import KDBush from 'kdbush';
import type { ShopRow } from '../db/schema.js';

/** How far a shop may be and still count as "nearby". */
export const SEARCH_RADIUS_MILES = 100;
/**
 * Boxes tried in turn, smallest first, until one holds the page; the last is the "nearby" limit. Small first
 * because a city holds hundreds of shops within 12.5 miles and each one in the box is measured; the steps were
 * chosen with the bench (bench/README.md).
 */
export const SEARCH_RADII_MILES = [2, 5, 12.5, 25, 50, SEARCH_RADIUS_MILES] as const;
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

/** A shop's position in the directory and its distance from the search point. */
interface Measured {
  id: number;
  distance: number;
}

/**
 * Every shop held in memory with a k-d tree over its coordinates (kdbush), so a search costs microseconds and
 * no database round trip (docs/decisions/026). The `shops` table stays the one source: ShopService builds a new
 * directory from it whenever its revision changes, and an instance is never changed after it is built.
 */
export class ShopDirectory {
  private readonly index: KDBush;
  /** Coordinates by shop position, side by side in memory: distances are measured without touching the rows. */
  private readonly latitudes: Float64Array;
  private readonly longitudes: Float64Array;
  private readonly companies = new Map<string, ShopRow>();
  private readonly byKey = new Map<string, ShopRow>();

  /**
   * @param shops every row of `shops`, in key-id order (so the company a keyword names is always the same row)
   * @param revision the `shop_directory_revision` the rows were read at
   */
  constructor(
    private readonly shops: readonly ShopRow[],
    readonly revision: number,
  ) {
    this.index = new KDBush(shops.length);
    this.latitudes = new Float64Array(shops.length);
    this.longitudes = new Float64Array(shops.length);
    for (const [position, shop] of shops.entries()) {
      this.index.add(shop.longitude, shop.latitude);
      this.latitudes[position] = shop.latitude;
      this.longitudes[position] = shop.longitude;
      if (shop.keyword && !this.companies.has(shop.keyword)) this.companies.set(shop.keyword, shop);
      this.byKey.set(shop.keyId, shop);
    }
    this.index.finish();
  }

  get size(): number {
    return this.shops.length;
  }

  /** The shop with this key id, as the table held it at this directory's revision. */
  shop(keyId: string): ShopRow | undefined {
    return this.byKey.get(keyId);
  }

  /** A shop of the company whose search keyword this is (keywords are stored upper-case). */
  companyByKeyword(keyword: string): ShopRow | undefined {
    return this.companies.get(keyword);
  }

  /**
   * The page [offset, offset + limit) of the shops within SEARCH_RADIUS_MILES, nearest first, then by key id.
   * The k-d tree gives the shops in a box around the point, starting from the smallest radius; the box widens
   * only while the shops within its radius are fewer than offset + limit. A full page inside radius r is exactly
   * the page the widest search would give, because every shop within r sorts before every shop beyond it, ties
   * included. Shops across the antimeridian are not expected (US only).
   */
  nearest(lat: number, lng: number, { offset, limit, keyword }: NearestOptions): NearbyShop[] {
    const wanted = offset + limit;
    let best: Measured[] = [];
    for (const radius of SEARCH_RADII_MILES) {
      const box = boundingBox(lat, lng, radius);
      const kept = new NearestKept(wanted, this.nearestFirst);
      for (const id of this.index.range(box.minLng, box.minLat, box.maxLng, box.maxLat)) {
        if (keyword !== undefined && this.shops[id]?.keyword !== keyword) continue;
        const distance = distanceMiles(lat, lng, this.latitudes[id] ?? NaN, this.longitudes[id] ?? NaN);
        if (distance <= radius) kept.offer(id, distance);
      }
      best = kept.nearest;
      if (kept.seen >= wanted) break;
    }
    const page: NearbyShop[] = [];
    for (let i = offset; i < best.length; i++) {
      const { id, distance } = best[i] as Measured;
      const shop = this.shops[id];
      if (shop) page.push({ shop, distance });
    }
    return page;
  }

  /** Nearest first, then by key id; key ids are read only on a tie, reading every measured row costs more. */
  private readonly nearestFirst = (a: Measured, b: Measured): number => {
    if (a.distance !== b.distance) return a.distance - b.distance;
    const keyA = this.shops[a.id]?.keyId ?? '';
    const keyB = this.shops[b.id]?.keyId ?? '';
    return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
  };
}

/**
 * The `size` nearest of the shops offered, kept in order while the box is scanned: a search asks for a page of
 * four, and sorting every shop of a city's box for it cost more than the walk of the k-d tree (bench/README.md).
 * A shop that cannot make the list is dropped on its distance alone, without an object. A deep page (more than
 * INSERTION_LIMIT shops up to its end) keeps everything and sorts once at the end: insertion is quadratic.
 */
class NearestKept {
  /** How many shops were offered (all within the radius), kept or not. */
  seen = 0;
  private readonly kept: Measured[] = [];
  private readonly sortAtEnd: boolean;

  constructor(
    private readonly size: number,
    private readonly order: (a: Measured, b: Measured) => number,
  ) {
    this.sortAtEnd = size > NearestKept.INSERTION_LIMIT;
  }

  /** Up to this many kept in order as they come; beyond it, one sort at the end is cheaper. */
  static readonly INSERTION_LIMIT = 64;

  offer(id: number, distance: number): void {
    this.seen++;
    const kept = this.kept;
    if (this.sortAtEnd) {
      kept.push({ id, distance });
      return;
    }
    const last = kept[kept.length - 1];
    if (kept.length === this.size && last && distance > last.distance) return;
    const candidate = { id, distance };
    if (kept.length === this.size && last && this.order(candidate, last) >= 0) return;
    let at = kept.length;
    while (at > 0 && this.order(candidate, kept[at - 1] as Measured) < 0) at--;
    kept.splice(at, 0, candidate);
    if (kept.length > this.size) kept.pop();
  }

  /** The kept shops, nearest first, then by key id. */
  get nearest(): Measured[] {
    return this.sortAtEnd ? this.kept.sort(this.order).slice(0, this.size) : this.kept;
  }
}
