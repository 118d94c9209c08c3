import { count, sql } from 'drizzle-orm';
import zipcodes, { type ZipInfo } from 'zipcodes';
import type { Database } from '../src/db/database.js';
import { shops } from '../src/db/schema.js';
import { nearPoint, prng } from '../src/db/seeded-random.js';

type NewShop = typeof shops.$inferInsert;

/** 50 states plus DC, the same area the product serves. */
const STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );
const LENDER_LISTS = [
  'CFNA,GNES,EZPY',
  'GEMY,CFSS,AMFF',
  'CFNA,GEMY,MILE,GNES,CFSS,AMFF,EZPY,VERS',
  'EZPY,VERS',
];
// Batches of 1,000 rows stay far below PostgreSQL's 65,535 bind parameters per statement (20 columns each).
const BATCH = 1000;

let allZips: ZipInfo[] | undefined;
/** Every US 5-digit ZIP with its centroid, in a stable order. */
export function usZips(): ZipInfo[] {
  allZips ??= STATES.flatMap((state) => zipcodes.lookupByState(state))
    .filter((z) => z.country === 'US' && /^\d{5}$/.test(z.zip))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  return allZips;
}

/**
 * Search points: `n` real ZIP centroids drawn with a fixed seed. ZIPs are denser where people live, so the
 * draw leans to cities the way real searches do.
 */
export function searchPoints(n: number, seed = 4242): { lat: number; lng: number }[] {
  const zips = usZips();
  const random = prng(seed);
  return Array.from({ length: n }, () => {
    const z = zips[Math.floor(random() * zips.length)] as ZipInfo;
    return { lat: z.latitude, lng: z.longitude };
  });
}

function benchShop(i: number, random: () => number, zips: ZipInfo[]): NewShop {
  const place = zips[Math.floor(random() * zips.length)] as ZipInfo;
  const lenders = LENDER_LISTS[i % LENDER_LISTS.length] as string;
  return {
    keyId: `bench-${i}`,
    name: `${place.city} Auto & Tire #${i}`,
    phoneNumber: `555${String(1_000_000 + i).slice(-7)}`,
    addr1: `${100 + (i % 9900)} Main St`,
    city: place.city,
    state: place.state,
    zip: place.zip,
    ...nearPoint(random, place),
    lenders,
    acctId: String(2_000_000 + i),
    subId: String(i % 97),
    storeNumber: String(200_000 + i),
    bsro: i % 5 === 0 ? '1' : '0',
    cardArt: null,
    synchronyPrequalAccept: lenders.includes('GEMY') && i % 2 === 0 ? '1' : '0',
    keyword: null,
    companyName: 'Independent',
  };
}

/**
 * Tops the shops table up to `total` rows (the app's own seed is already there), in batches through Drizzle,
 * then vacuums and analyses it: otherwise PostgreSQL's autovacuum wakes up for the freshly inserted table in the
 * middle of the measured run and takes CPU from the server being measured.
 */
export async function seedBenchShops(db: Database, total: number): Promise<number> {
  const [before] = await db.select({ n: count() }).from(shops);
  const missing = total - (before?.n ?? 0);
  const random = prng(50_000);
  const zips = usZips();
  for (let start = 0; start < missing; start += BATCH) {
    const rows: NewShop[] = [];
    for (let i = start; i < Math.min(missing, start + BATCH); i++) rows.push(benchShop(i, random, zips));
    await db.insert(shops).values(rows).onConflictDoNothing();
  }
  await db.execute(sql`VACUUM (ANALYZE) shops`);
  const [after] = await db.select({ n: count() }).from(shops);
  return after?.n ?? 0;
}

/** Four shops shaped like a real search answer, for the bare route's body. */
export function sampleShops(): NewShop[] {
  const random = prng(7);
  return [0, 1, 2, 3].map((i) => benchShop(i, random, usZips()));
}
