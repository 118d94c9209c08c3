import { count, eq, isNull } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import type { Database } from './database.js';
import { consumers, linkCodes, shops, type CardArt } from './schema.js';
import { nearPoint, prng } from './seeded-random.js';

type NewShop = typeof shops.$inferInsert;

/** 50 states plus DC (spec §3 "US states plus the District of Columbia"). */
const STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];
const SHOPS_PER_STATE = 10;

/** Lender lists in tier order (tier 1, then 2, then 3); several start with CFNA on purpose. */
const LENDER_LISTS = [
  'CFNA,GNES,EZPY',
  'CFNA,CFSS,AMFF',
  'CFNA,GEMY,GNES,CFSS,AMFF,EZPY',
  'CFNA,MILE,AMFF',
  'CFNA,VERS',
  'GEMY,CFSS,AMFF',
  'GEMY,GNES,EZPY,VERS',
  'MILE,CFSS,EZPY',
  'CFSS,AMFF,VERS',
  'GNES,AMFF',
  'CFNA,GEMY,MILE,GNES,CFSS,AMFF,EZPY,VERS',
  'EZPY,VERS',
];

const NAME_TEMPLATES = [
  (city: string) => `Tire Pros of ${city}`,
  (city: string) => `${city} Auto & Tire`,
  (city: string) => `${city} Tire & Brake`,
  (city: string) => `Main Street Tire - ${city}`,
  (city: string) => `${city} Auto Care Center`,
  (city: string) => `Precision Tune & Tire ${city}`,
  (city: string) => `${city} Wheel & Alignment`,
  (city: string) => `Big Country Tire of ${city}`,
];
const COMPANIES = [
  { name: 'Tire Pros', keyword: 'TIREPROS' },
  { name: 'Independent', keyword: null },
  { name: 'Auto Care Alliance', keyword: 'AUTOCARE' },
];
const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Commerce Blvd',
  'Industrial Way',
  'Highway 9',
  'Elm St',
  'Market St',
];

const CFNA_CARD_ART: CardArt = {
  filename: 'cfna-card.png',
  filenamefilled: 'cfna-card-filled.png',
  line1: 'CFNA Credit Card',
  line2: 'Auto & Tire',
};

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/**
 * Apply Codes of generated shops: 300000 + (n × 7919 mod 600000) is distinct for every n below 600000
 * (7919 is prime and shares no factor with 600000), and never collides with the demo shops' 1000xx codes.
 */
function generatedApplyCode(index: number): string {
  return String(300000 + (((index + 1) * 7919) % 600000));
}

/** The demo shops' Apply Codes, listed in apps/server/README.md for people trying text to apply. */
export const DEMO_APPLY_CODES: Record<string, string> = {
  'demo-cfna': '100001',
  'demo-gemy': '100002',
  'demo-cfss': '100003',
  'demo-ezpy': '100004',
  'demo-gnes': '100005',
  'demo-all': '100006',
  'demo-cfna-cfss': '100007',
  'demo-gemy-prequal': '100012',
  'demo-amff': '100008',
  'demo-cfna-amff': '100009',
  'demo-mile': '100011',
  'demo-vers': '100010',
  'demo-ezpy-cfss': '100013',
  'demo-cfna-ezpy': '100014',
  'demo-gemy-gnes': '100015',
  'demo-gdyr': '100016',
  'demo-bread': '100017',
  'demo-bigo': '100018',
  'demo-refused': '100019',
};

/** Lenders §3: a shop whose synchronyPrequalAccept is '1' runs Synchrony's prequal variant. */
const SYNCHRONY_PREQUAL_SHOPS: ReadonlySet<string> = new Set(['demo-gemy-prequal']);

function generatedShops(): NewShop[] {
  const random = prng(20260101);
  const result: NewShop[] = [];
  let storeNumber = 1000;
  for (const state of STATES) {
    const zips = zipcodes
      .lookupByState(state)
      .filter((z) => z.country === 'US' && /^\d{5}$/.test(z.zip))
      .sort((a, b) => a.zip.localeCompare(b.zip));
    for (let i = 0; i < SHOPS_PER_STATE; i++) {
      const place = pick(random, zips);
      const company = pick(random, COMPANIES);
      storeNumber += 1;
      const lenders = pick(random, LENDER_LISTS);
      result.push({
        keyId: `shop-${state.toLowerCase()}-${String(i + 1).padStart(2, '0')}`,
        name: pick(random, NAME_TEMPLATES)(place.city),
        phoneNumber: `${200 + Math.floor(random() * 700)}555${String(Math.floor(random() * 10000)).padStart(4, '0')}`,
        addr1: `${100 + Math.floor(random() * 9800)} ${pick(random, STREETS)}`,
        city: place.city,
        state: place.state,
        zip: place.zip,
        ...nearPoint(random, place),
        lenders,
        acctId: String(700000 + storeNumber),
        subId: String(storeNumber % 97),
        storeNumber: String(storeNumber),
        bsro: random() < 0.2 ? '1' : '0',
        cardArt: lenders.startsWith('CFNA') ? CFNA_CARD_ART : null,
        synchronyPrequalAccept: lenders.includes('GEMY') && random() < 0.5 ? '1' : '0',
        keyword: company.keyword,
        applyCode: generatedApplyCode(result.length),
        companyName: company.name,
      });
    }
  }
  return result;
}

/** Fixed shops around the spec's default map centre (47.67, -122.12; Redmond, WA 98052) for e2e tests. */
export const DEMO_SHOPS: NewShop[] = [
  ['demo-cfna', 'Redmond Tire Pros', 'CFNA,GNES,CFSS,EZPY', 47.6718, -122.1232, '16150 NE 85th St', '98052'],
  ['demo-gemy', 'Overlake Auto & Tire', 'GEMY,CFSS,AMFF', 47.6365, -122.1386, '2200 148th Ave NE', '98007'],
  [
    'demo-cfss',
    'Bear Creek Tire & Brake',
    'CFSS,AMFF,EZPY',
    47.6945,
    -122.0978,
    '17900 NE Union Hill Rd',
    '98052',
  ],
  ['demo-ezpy', 'Kirkland Wheel & Alignment', 'EZPY,VERS', 47.6815, -122.2087, '12500 Central Way', '98033'],
  ['demo-gnes', 'Sammamish Valley Auto Care', 'GNES,AMFF', 47.6163, -122.0356, '22830 NE 8th St', '98074'],
  [
    'demo-all',
    'Bellevue Auto & Tire Center',
    'CFNA,GEMY,MILE,GNES,CFSS,AMFF,EZPY,VERS',
    47.6101,
    -122.2015,
    '500 Bellevue Way NE',
    '98004',
  ],
  // The waterfall in two steps (lenders §4 "Result determination"): CFNA, then DigniFi after a decline.
  [
    'demo-cfna-cfss',
    'Education Hill Tire & Lube',
    'CFNA,CFSS',
    47.6958,
    -122.1185,
    '16500 NE 116th St',
    '98052',
  ],
  // Synchrony's prequal variant (synchronyPrequalAccept '1'), then DigniFi after a decline.
  ['demo-gemy-prequal', 'Crossroads Car Care', 'GEMY,CFSS', 47.6186, -122.1303, '15600 NE 8th St', '98008'],
  // American First Finance (docs/decisions/050, 055): AFF first (then EasyPay), and AFF after a CFNA decline.
  [
    'demo-amff',
    'Totem Lake Tire & Auto',
    'AMFF,EZPY',
    47.7165,
    -122.1802,
    '12520 Totem Lake Blvd NE',
    '98034',
  ],
  [
    'demo-cfna-amff',
    'Woodinville Brake & Tire',
    'CFNA,AMFF',
    47.7543,
    -122.1635,
    '14120 NE Woodinville-Duvall Rd',
    '98072',
  ],
  // MILE (lenders §4 "MILE", docs/decisions/070): MILE first (tier 1), CFNA after it; MILE's own review →
  // prequal → offer → account terms.
  [
    'demo-mile',
    'Redmond Ridge Tire & Auto',
    'MILE,CFNA',
    47.6934,
    -122.042,
    '23400 NE Novelty Hill Rd',
    '98053',
  ],
  // Versatile (lenders §4 "Versatile waterfall", docs/decisions/065): its waterfall first (acima,
  // flexshopper, koalafi, snap in its widget), DigniFi after it.
  [
    'demo-vers',
    'Woodinville Tire & Auto Service',
    'VERS,CFSS',
    47.7543,
    -122.1635,
    '14020 NE Woodinville-Duvall Rd',
    '98072',
  ],
  // EasyPay first with a lender after it whose pages exist (lenders §4 EZPY decline: 'BUT FINANCING IS STILL
  // POSSIBLE.' offering DigniFi); demo-ezpy's next lender is Versatile.
  ['demo-ezpy-cfss', 'Juanita Bay Tire & Service', 'EZPY,CFSS', 47.705, -122.2, '9730 NE 119th Way', '98034'],
  // EasyPay reached after a CFNA decline: its missing-info page gathers what the CFNA pages did not ask.
  [
    'demo-cfna-ezpy',
    'Marymoor Tire & Brake',
    'CFNA,EZPY',
    47.665,
    -122.11,
    '6046 W Lake Sammamish Pkwy NE',
    '98052',
  ],
  // A Synchrony decline followed by a lender that prequalifies (lenders §4 "On DECLINED, if the next
  // app supports prequal, its prequal is first submitted"): Concora's soft prequal runs by itself on what
  // Synchrony's form gathered.
  ['demo-gemy-gnes', 'Lake Hills Tire & Auto', 'GEMY,GNES', 47.5985, -122.1235, '15600 SE 8th St', '98007'],
  // docs/decisions/135: the branded applications and the refused codes, each at its own ZIP. The Goodyear
  // Credit Card first, CFNA offered after a decline.
  ['demo-gdyr', 'Issaquah Tire & Service', 'GDYR,CFNA', 47.4974, -122.0107, '1480 NW Gilman Blvd', '98027'],
  // A list as a shop may keep it: BREAD (a result screen) is read as ALNC, offered after a CFNA decline.
  ['demo-bread', 'Kenmore Tire & Brake', 'CFNA,BREAD', 47.7542, -122.2475, '6850 NE Bothell Way', '98028'],
  ['demo-bigo', 'Bothell Big O Tires', 'BIGO,CFNA', 47.7497, -122.2159, '18001 Bothell Way NE', '98011'],
  // SERV and ACMA are refused (dropped with a warning when the shop is loaded): CFNA is the first lender offered.
  [
    'demo-refused',
    'Fall City Auto & Tire',
    'SERV,ACMA,CFNA',
    47.5682,
    -121.8896,
    '4120 Redmond-Fall City Rd SE',
    '98024',
  ],
].map(([keyId, name, lenders, latitude, longitude, addr1, zip], i) => ({
  keyId: keyId as string,
  name: name as string,
  phoneNumber: `425555${String(100 + i).padStart(4, '0')}`,
  contactHours: 'Mon–Fri 8 am–6 pm, Sat 8 am–5 pm',
  addr1: addr1 as string,
  city: zipcodes.lookup(zip as string)?.city ?? 'Redmond',
  state: 'WA',
  zip: zip as string,
  latitude: latitude as number,
  longitude: longitude as number,
  lenders: lenders as string,
  acctId: String(900001 + i),
  subId: '1',
  storeNumber: String(9001 + i),
  bsro: '0',
  cardArt: (lenders as string).startsWith('CFNA') ? CFNA_CARD_ART : null,
  synchronyPrequalAccept: SYNCHRONY_PREQUAL_SHOPS.has(keyId as string) ? '1' : '0',
  keyword: 'DEMO',
  applyCode: DEMO_APPLY_CODES[keyId as string] ?? null,
  companyName: 'Text To Apply Demo Shops',
}));

/** Link-code test keys (spec §9), each bound to a demo shop whose lender list starts with that lender. */
export const TEST_LINK_CODES: Record<string, string> = {
  TRAIN_CFNA: 'demo-cfna',
  TRAIN_GEMY: 'demo-gemy',
  TRAIN_CFSS: 'demo-cfss',
  TRAIN_EZPY: 'demo-ezpy',
  TRAIN_GNES: 'demo-gnes',
  NEW_USER: 'demo-cfna',
};

/** Idempotent: fixed key ids and `on conflict do nothing`, so a second start inserts nothing. */
export async function seedDatabase(db: Database): Promise<void> {
  const [row] = await db.select({ n: count() }).from(shops);
  if ((row?.n ?? 0) === 0) {
    const all = generatedShops();
    for (let i = 0; i < all.length; i += 100) {
      await db
        .insert(shops)
        .values(all.slice(i, i + 100))
        .onConflictDoNothing();
    }
  }
  await db.insert(shops).values(DEMO_SHOPS).onConflictDoNothing();
  // Databases seeded before shops had Apply Codes get the same codes a fresh seed gives.
  const [missing] = await db.select({ n: count() }).from(shops).where(isNull(shops.applyCode));
  if ((missing?.n ?? 0) > 0) {
    for (const shop of [...generatedShops(), ...DEMO_SHOPS]) {
      await db.update(shops).set({ applyCode: shop.applyCode }).where(eq(shops.keyId, shop.keyId));
    }
  }
  // The shared test keys never expire and are never bound to a phone (spec §9).
  for (const [code, shopKeyId] of Object.entries(TEST_LINK_CODES)) {
    const [existing] = await db.select().from(linkCodes).where(eq(linkCodes.code, code)).limit(1);
    if (existing) continue;
    const [consumer] = await db
      .insert(consumers)
      .values({ shopKeyId, isTestKey: true, mode: 'apply', submissionSource: 'seed' })
      .returning();
    if (consumer) {
      await db
        .insert(linkCodes)
        .values({ code, consumerId: consumer.id, shopKeyId, expiresAt: null })
        .onConflictDoNothing();
    }
  }
}
