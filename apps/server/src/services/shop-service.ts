import { lenderListProblems, MESSAGES } from '@ttapply/domain';
import { keywordInfoSchema } from '@ttapply/domain/consumer-api';
import { eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { organisationLocations, shopDirectoryRevision, shops, type ShopRow } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { journeyLenderList } from '../journey/journey-lender-list.js';
import type { Geocoder } from '../partners/geocoding/index.js';
import type { z } from 'zod';
import type { KeywordAnswerFields } from './lender-port.js';
import { ShopDirectory, type NearbyShop } from './shop-directory.js';

export const NO_SHOPS_MESSAGE = MESSAGES.noShopsFound;
export const ADDRESS_REQUIRED_MESSAGE = MESSAGES.shopSearchRequired;
export interface ShopView {
  keyId: string;
  name: string;
  phoneNumber: string;
  /** When the shop answers its phone, as the shop wrote it (empty when not given). */
  contactHours: string;
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

/** A company keyword's record: the domain's wire schema, its lender fields given by the lenders. */
export type KeywordInfo = z.output<typeof keywordInfoSchema>;

/** Distances are shown in miles to two decimals. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 100) / 100;
}

export function toShopView(row: ShopRow, distance: number | null = null): ShopView {
  return {
    keyId: row.keyId,
    name: row.name,
    phoneNumber: row.phoneNumber,
    contactHours: row.contactHours,
    image: row.image,
    address: { addr1: row.addr1, addr2: row.addr2, city: row.city, state: row.state, zip: row.zip },
    latitude: row.latitude,
    longitude: row.longitude,
    lenders: row.lenders,
    distance: distance === null ? null : roundMiles(distance),
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
 * location at all is the spec's "Address information is required" (400). A point given is answered at once, not
 * in a promise: shop search is the busiest route, and a promise per search cost it measurably (decision 258).
 */
export function resolveSearchPoint(
  query: ShopQuery,
  geocoder: Geocoder,
): { lat: number; lng: number } | Promise<{ lat: number; lng: number }> {
  if (query.lat !== undefined && query.lng !== undefined) return { lat: query.lat, lng: query.lng };
  const text = query.zip?.trim() || query.address?.trim();
  if (!text) throw new AppError('BAD_REQUEST', ADDRESS_REQUIRED_MESSAGE);
  return geocoder.geocode(text).then((place) => {
    if (!place) throw new AppError('NOT_FOUND', NO_SHOPS_MESSAGE);
    return { lat: place.latitude, lng: place.longitude };
  });
}

/** Shops with their distances from the search point; the route writes them as JSON (routes/api/v1/shops). */
export interface SearchResult {
  shops: NearbyShop[];
  keywordInfo?: KeywordInfo;
  /** The searched directory's `writtenShops`, where the answer keeps each shop's JSON once written. */
  writtenShops?: (Buffer | undefined)[];
}

/**
 * Shop search answers from the in-memory ShopDirectory (docs/decisions/026); shop lookups by key id read the
 * database, except for applications (forApplication). `refresh` builds the directory from the `shops` table; `refreshIfChanged` does so only when the
 * table's revision moved, and the services plugin calls it every SHOP_DIRECTORY_REFRESH_MS.
 */
export class ShopService {
  private directory = new ShopDirectory([], -1);
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly geocoder: Geocoder,
    /**
     * Told once per load about each shop whose lender list will not be offered as written (domain
     * lenderListProblems: refused codes such as SERV and ACMA, result screens read as their application;
     * docs/decisions/135), so whoever keeps the list hears of it. The consumer is never stopped by it.
     */
    private readonly onLenderListProblems?: (
      shop: { keyId: string; lenders: string },
      problems: string[],
    ) => void,
    /** What the lenders say in a keyword's record about the company's list (lenders/index.ts). */
    private readonly keywordAnswerFields: KeywordAnswerFields = () => ({}),
  ) {}

  /** Shops in the directory and the table revision they were read at. */
  get directoryState(): { size: number; revision: number } {
    return { size: this.directory.size, revision: this.directory.revision };
  }

  /** Rebuilds the directory from the table; concurrent callers share one load. */
  refresh(): Promise<void> {
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** Rebuilds the directory when the table changed since it was read; true when it did. */
  async refreshIfChanged(): Promise<boolean> {
    if ((await this.readRevision()) === this.directory.revision) return false;
    await this.refresh();
    return true;
  }

  /**
   * The revision is read before the rows: a change landing between the two reads makes the next check see a
   * newer revision and load again, so an edit is never missed, at worst loaded twice.
   */
  private async load(): Promise<void> {
    const revision = await this.readRevision();
    // A location an operator deactivated leaves search (decision 281; the deactivation touches its shops row,
    // so the revision moves).
    const rows = await this.db
      .select(getTableColumns(shops))
      .from(shops)
      .leftJoin(organisationLocations, eq(organisationLocations.shopKeyId, shops.keyId))
      .where(isNull(organisationLocations.deactivatedAt))
      .orderBy(shops.keyId);
    this.directory = new ShopDirectory(rows, revision);
    if (this.onLenderListProblems) {
      for (const row of rows) {
        const problems = lenderListProblems(row.lenders);
        if (problems.length > 0)
          this.onLenderListProblems({ keyId: row.keyId, lenders: row.lenders }, problems);
      }
    }
  }

  private async readRevision(): Promise<number> {
    const [row] = await this.db
      .select({ revision: shopDirectoryRevision.revision })
      .from(shopDirectoryRevision)
      .where(eq(shopDirectoryRevision.id, 1));
    if (!row) throw new Error('shop_directory_revision has no row: migration 0007 did not run');
    return row.revision;
  }

  /**
   * Nearest shops first (ShopDirectory.nearest). A known keyword narrows the search to that company; an
   * unknown one finds no shop (404 with the spec's no-shops text) rather than silently showing every shop,
   * which would look like the company's own list to the consumer. Answered at once when the query names a
   * point (resolveSearchPoint).
   */
  search(query: ShopQuery): SearchResult | Promise<SearchResult> {
    const point = resolveSearchPoint(query, this.geocoder);
    return point instanceof Promise
      ? point.then(({ lat, lng }) => this.searchNear(lat, lng, query))
      : this.searchNear(point.lat, point.lng, query);
  }

  private searchNear(lat: number, lng: number, query: ShopQuery): SearchResult {
    const directory = this.directory;
    const keyword = query.keyword?.trim().toUpperCase() || undefined;
    let keywordInfo: KeywordInfo | undefined;
    if (keyword) {
      const company = directory.companyByKeyword(keyword);
      if (!company) throw new AppError('NOT_FOUND', NO_SHOPS_MESSAGE);
      // Parsed, not cast: a registry without the lender that answers a field of the schema fails here, loudly.
      keywordInfo = keywordInfoSchema.parse({
        keyword,
        status: 'A',
        appId: '',
        companyName: company.companyName,
        experience: 'a',
        ...this.keywordAnswerFields(company.lenders),
      });
    }
    const nearby = directory.nearest(lat, lng, {
      offset: query.offset,
      limit: query.limit,
      keyword,
    });
    if (nearby.length === 0 && query.offset === 0) throw new AppError('NOT_FOUND', NO_SHOPS_MESSAGE);
    const { writtenShops } = directory;
    return keywordInfo ? { shops: nearby, keywordInfo, writtenShops } : { shops: nearby, writtenShops };
  }

  /**
   * The shop an application names, from the directory without a round trip (decision 105): submit and the
   * lender call run this per application. A shop the directory does not hold yet (added since its last
   * refresh) is read from the table; an edit shows here within SHOP_DIRECTORY_REFRESH_MS, as in search.
   */
  async forApplication(keyId: string): Promise<ShopRow | undefined> {
    const known = this.directory.shop(keyId);
    if (known) return known;
    const [row] = await this.db.select().from(shops).where(eq(shops.keyId, keyId)).limit(1);
    return row;
  }

  /**
   * The shop as one consumer's journey offers it: with the lender list the journey began with (decision 195),
   * so a list changed mid-journey does not move the lenders under the consumer's feet.
   */
  async forJourney(
    consumerId: string,
    keyId: string,
    db: Database | Transaction = this.db,
  ): Promise<ShopRow | undefined> {
    const shop = await this.forApplication(keyId);
    if (!shop) return shop;
    // In the caller's transaction when it has one: PGlite has one connection, and a read beside an open
    // transaction would wait for it forever.
    const lenderList = await journeyLenderList(db, consumerId, keyId);
    return lenderList === undefined ? shop : { ...shop, lenders: lenderList };
  }

  async byKeyId(keyId: string): Promise<ShopRow> {
    const [row] = await this.db.select().from(shops).where(eq(shops.keyId, keyId)).limit(1);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }
}
