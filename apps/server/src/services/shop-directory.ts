import { distanceMiles } from '@ttapply/domain';
import KDBush from 'kdbush';
import type { ShopRow } from '../db/schema.js';
import { NearestKept } from './nearest-kept.js';
import {
  boundingBox,
  cellOf,
  chord,
  chordOfMiles,
  clearlyBeyond,
  clearlyWithin,
  nearbyFirst,
  unitVector,
} from './shop-search-geometry.js';

/** How far a shop may be and still count as "nearby". */
export const SEARCH_RADIUS_MILES = 100;
/**
 * Boxes tried in turn, smallest first, until one holds the page; the last is the "nearby" limit. Small first
 * because a city holds hundreds of shops within 12.5 miles and each one in the box is measured; the steps were
 * chosen with the bench (bench/README.md).
 */
export const SEARCH_RADII_MILES = [2, 5, 12.5, 25, 50, SEARCH_RADIUS_MILES] as const;
const RADII_CHORDS = SEARCH_RADII_MILES.map(chordOfMiles);
/** Cells whose first radius is remembered; past this a search starts from the smallest box again. */
const REMEMBERED_CELLS = 200_000;

export interface NearbyShop {
  shop: ShopRow;
  /** Miles from the search point, unrounded. */
  distance: number;
  /** The shop's place in its directory: its slot in `ShopDirectory.writtenShops`. */
  position: number;
}

export interface NearestOptions {
  offset: number;
  limit: number;
  /** Only the shops of the company with this keyword. */
  keyword?: string;
}

/**
 * Every shop held in memory with a k-d tree over its coordinates (kdbush), so a search costs microseconds and
 * no database round trip (docs/decisions/026). The `shops` table stays the one source: ShopService builds a new
 * directory from it whenever its revision changes, and its shops are never changed after it is built.
 */
export class ShopDirectory {
  /** The rows by position: nearby shops side by side (`nearbyFirst`), not in key-id order. */
  private readonly shops: readonly ShopRow[];
  private readonly index: KDBush;
  /** Coordinates by position, side by side in memory: distances are measured without touching the rows. */
  private readonly latitudes: Float64Array;
  private readonly longitudes: Float64Array;
  /** Each shop as a unit vector, for the chords that rank shops before any is measured (`chord`). */
  private readonly unitX: Float64Array;
  private readonly unitY: Float64Array;
  private readonly unitZ: Float64Array;
  private readonly companies = new Map<string, ShopRow>();
  private readonly byKey = new Map<string, ShopRow>();
  /**
   * By cell (`cellOf`), the step of SEARCH_RADII_MILES at which the last first-page search from that cell found
   * its page: the next search there starts with that box instead of widening to it again. Where it starts changes
   * only the work, never the answer (see `nearest`).
   */
  private readonly firstSteps = new Map<number, number>();
  /**
   * Each shop's part of a search answer, by position, written on its first search (routes/api/v1/shops/
   * search-answer.ts) and kept while this directory lives: its rows never change, and a reload starts empty.
   */
  readonly writtenShops: (Buffer | undefined)[] = [];
  /** The list every search fills, reused: a search runs to its end before the next one starts. */
  private readonly kept = new NearestKept((id) => this.shops[id]?.keyId ?? '');

  /**
   * @param rows every row of `shops`, in key-id order (so the company a keyword names is always the same row)
   * @param revision the `shop_directory_revision` the rows were read at
   */
  constructor(
    rows: readonly ShopRow[],
    readonly revision: number,
  ) {
    for (const shop of rows) {
      if (shop.keyword && !this.companies.has(shop.keyword)) this.companies.set(shop.keyword, shop);
      this.byKey.set(shop.keyId, shop);
    }
    const shops = nearbyFirst(rows);
    this.shops = shops;
    this.index = new KDBush(shops.length);
    this.latitudes = new Float64Array(shops.length);
    this.longitudes = new Float64Array(shops.length);
    this.unitX = new Float64Array(shops.length);
    this.unitY = new Float64Array(shops.length);
    this.unitZ = new Float64Array(shops.length);
    for (const [position, shop] of shops.entries()) {
      this.index.add(shop.longitude, shop.latitude);
      this.latitudes[position] = shop.latitude;
      this.longitudes[position] = shop.longitude;
      const [x, y, z] = unitVector(shop.latitude, shop.longitude);
      this.unitX[position] = x;
      this.unitY[position] = y;
      this.unitZ[position] = z;
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
   * The k-d tree gives the shops in a box around the point; the box widens only while the shops within its
   * radius are fewer than offset + limit. A full page inside radius r is exactly the page the widest search would
   * give, because every shop within r sorts before every shop beyond it, ties included: so a search may start
   * with any box, and starts with the one that last sufficed near the point (`firstSteps`). Shops across the
   * antimeridian are not expected (US only).
   */
  nearest(lat: number, lng: number, { offset, limit, keyword }: NearestOptions): NearbyShop[] {
    const wanted = offset + limit;
    const cell = cellOf(lat, lng);
    const { kept } = this;
    const step = this.nearestWithin(lat, lng, wanted, keyword, this.firstSteps.get(cell) ?? 0);
    if (offset === 0 && keyword === undefined && this.rememberFor(cell)) this.firstSteps.set(cell, step);
    const page: NearbyShop[] = [];
    for (let i = offset; i < kept.length; i++) {
      const id = kept.idAt(i);
      const shop = this.shops[id];
      if (shop) page.push({ shop, distance: kept.distanceAt(i), position: id });
    }
    return page;
  }

  private rememberFor(cell: number): boolean {
    return this.firstSteps.size < REMEMBERED_CELLS || this.firstSteps.has(cell);
  }

  /**
   * Finds the `wanted` nearest shops into `kept`, trying the boxes of SEARCH_RADII_MILES from `firstStep` on;
   * answers the step that held them (the last one when none did). Each distance is the haversine's
   * (`distanceMiles`), exactly what a brute-force search gives; a shop's chord spares that measurement only when
   * the shop is clearly outside the radius or clearly behind a full list (`clearlyBeyond`).
   */
  private nearestWithin(
    lat: number,
    lng: number,
    wanted: number,
    keyword: string | undefined,
    firstStep: number,
  ): number {
    const [x, y, z] = unitVector(lat, lng);
    const { kept } = this;
    let step = firstStep;
    for (; step < SEARCH_RADII_MILES.length; step++) {
      const radius = SEARCH_RADII_MILES[step] as number;
      const radiusChord = RADII_CHORDS[step] as number;
      const box = boundingBox(lat, lng, radius);
      kept.reset(wanted);
      for (const id of this.index.range(box.minLng, box.minLat, box.maxLng, box.maxLat)) {
        if (keyword !== undefined && this.shops[id]?.keyword !== keyword) continue;
        const c = chord(x, y, z, this.unitX[id] ?? NaN, this.unitY[id] ?? NaN, this.unitZ[id] ?? NaN);
        if (clearlyBeyond(c, radiusChord)) continue;
        let distance: number | undefined;
        if (!clearlyWithin(c, radiusChord)) {
          distance = this.distance(lat, lng, id);
          if (distance > radius) continue;
        }
        kept.seen++;
        if (kept.mayKeep(c)) kept.offer(id, distance ?? this.distance(lat, lng, id), c);
      }
      if (kept.seen >= wanted) break;
    }
    kept.finish();
    return Math.min(step, SEARCH_RADII_MILES.length - 1);
  }

  private distance(lat: number, lng: number, id: number): number {
    return distanceMiles(lat, lng, this.latitudes[id] ?? NaN, this.longitudes[id] ?? NaN);
  }
}
