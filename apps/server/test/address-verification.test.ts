import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { createAddressVerifier } from '../src/partners/address-verification/index.js';
import { OfflineAddressVerifier } from '../src/partners/address-verification/offline-address-verifier.js';
import { UspsAddressVerifier } from '../src/partners/address-verification/usps-address-verifier.js';
import {
  isPoBox,
  standardizeSecondaryLine,
  standardizeStreetLine,
} from '../src/partners/address-verification/usps-standards.js';

const verifier = new OfflineAddressVerifier();
const redmond = { city: 'Redmond', state: 'WA', zipCode: '98052' };

describe('USPS Publication 28 standardisation', () => {
  it.each([
    ['16150 Northeast 85th Street', '16150 NE 85TH ST'],
    ['123 Main Street', '123 MAIN ST'],
    ['123  main   avenue', '123 MAIN AVE'],
    ['9 Elm Road', '9 ELM RD'],
    ['500 Sunset Boulevard', '500 SUNSET BLVD'],
    ['42 Oak Drive', '42 OAK DR'],
    ['7 Cherry Lane', '7 CHERRY LN'],
    ['1 Maple Court', '1 MAPLE CT'],
    ['3 Birch Place', '3 BIRCH PL'],
    ['8 Vista Terrace', '8 VISTA TER'],
    ['12 Pine Circle', '12 PINE CIR'],
    ['4400 Pacific Highway', '4400 PACIFIC HWY'],
    ['77 Lakeview Parkway', '77 LAKEVIEW PKWY'],
    ['15 Green Way', '15 GREEN WAY'],
    ['2 Harbor Square', '2 HARBOR SQ'],
    ['6 Mill Crossing', '6 MILL XING'],
    ['10 Ridge Expressway', '10 RIDGE EXPY'],
    ['1 Main Str.', '1 MAIN ST'],
    ['1 Main Av', '1 MAIN AVE'],
    ['100 North Main Street', '100 N MAIN ST'],
    ['100 South West Avenue', '100 S WEST AVE'],
    ['200 Main Street Northwest', '200 MAIN ST NW'],
    ['300 Southeast 8th Street', '300 SE 8TH ST'],
    ['16150 N.E. 85th St.', '16150 NE 85TH ST'],
    ['12,  Main St', '12 MAIN ST'],
    ["12 O'Brien Rd", '12 OBRIEN RD'],
    ['123 1/2 Main Street', '123 1/2 MAIN ST'],
    ['104-20 Queens Boulevard', '104-20 QUEENS BLVD'],
    // A suffix or directional that is the street's own name stays written out.
    ['123 North Street', '123 NORTH ST'],
    ['50 Court Street', '50 COURT ST'],
    ['1 Avenue N', '1 AVENUE N'],
    ['99 Highway 99', '99 HIGHWAY 99'],
  ])('%s → %s', (input, street) => {
    expect(standardizeStreetLine(input)).toEqual({ street, unit: '' });
  });

  it.each([
    ['123 Main Street Apartment 4B', '123 MAIN ST', 'APT 4B'],
    ['123 Main St Apt. #4', '123 MAIN ST', 'APT 4'],
    ['123 Main St Suite 200', '123 MAIN ST', 'STE 200'],
    ['123 Main St #5', '123 MAIN ST', '# 5'],
    ['123 Main St Unit C', '123 MAIN ST', 'UNIT C'],
    ['123 Main St Building 7', '123 MAIN ST', 'BLDG 7'],
    ['123 Main St Floor 3', '123 MAIN ST', 'FL 3'],
    ['123 Main St Room 12', '123 MAIN ST', 'RM 12'],
    ['123 Main St Rear', '123 MAIN ST', 'REAR'],
  ])('moves the unit of %s to the secondary line', (input, street, unit) => {
    expect(standardizeStreetLine(input)).toEqual({ street, unit });
  });

  it.each([
    ['Apartment 4B', 'APT 4B'],
    ['apt. # 12', 'APT 12'],
    ['Suite 200', 'STE 200'],
    ['Unit 3', 'UNIT 3'],
    ['Building A', 'BLDG A'],
    ['Floor 2', 'FL 2'],
    ['Room 101', 'RM 101'],
    ['#7', '# 7'],
    ['7', '# 7'],
    ['Penthouse', 'PH'],
    ['', ''],
  ])('secondary %s → %s', (input, expected) => {
    expect(standardizeSecondaryLine(input)).toBe(expected);
  });

  it('gives P.O. boxes and rural routes their standard form', () => {
    for (const box of ['P.O. Box 12', 'PO Box 12', 'p o box 12', 'Post Office Box 12', 'POB 12', 'Box 12']) {
      expect(isPoBox(box)).toBe(true);
      expect(standardizeStreetLine(box)).toEqual({ street: 'PO BOX 12', unit: '' });
    }
    expect(standardizeStreetLine('Rural Route 2 Box 15')).toEqual({ street: 'RR 2 BOX 15', unit: '' });
    expect(isPoBox('123 Boxwood Lane')).toBe(false);
    expect(isPoBox('12 Post Office Road')).toBe(false);
  });

  it('refuses a line without a house number and a street name', () => {
    for (const line of ['Main Street', '12345', '12 #', '']) {
      expect(standardizeStreetLine(line)).toEqual({
        error: 'The street address needs a house number and a street name.',
      });
    }
  });
});

describe('offline address verifier', () => {
  it('passes a good address and answers it standardised', async () => {
    const result = await verifier.verify({
      address1: '16150 Northeast 85th Street',
      address2: 'apartment 3',
      city: ' redmond ',
      state: 'wa',
      zipCode: '98052-1234',
    });
    expect(result).toEqual({
      found: true,
      address: {
        streetAddress: '16150 NE 85TH ST',
        secondaryAddress: 'APT 3',
        city: 'REDMOND',
        state: 'WA',
        ZIPCode: '98052',
        ZIPPlus4: '1234',
      },
    });
  });

  it('accepts any of the city’s ZIPs, and city names spelt differently', async () => {
    const other = await verifier.verify({ ...redmond, address1: '1 Main St', zipCode: '98053' });
    expect(other.found).toBe(true);
    const saint = await verifier.verify({
      address1: '500 S Main St',
      city: 'St. Louis',
      state: 'MO',
      zipCode: '63101',
    });
    expect(saint).toMatchObject({ found: true, address: { city: 'SAINT LOUIS', state: 'MO' } });
  });

  it('rejects a ZIP that does not belong to the city and state', async () => {
    expect(await verifier.verify({ ...redmond, address1: '1 Main St', zipCode: '10001' })).toEqual({
      found: false,
      reason: 'ZIP code 10001 is not in WA.',
    });
    expect(await verifier.verify({ ...redmond, address1: '1 Main St', city: 'Seattle' })).toEqual({
      found: false,
      reason: 'ZIP code 98052 is not in SEATTLE, WA.',
    });
    expect(await verifier.verify({ ...redmond, address1: '1 Main St', zipCode: '00000' })).toEqual({
      found: false,
      reason: 'ZIP code 00000 was not found.',
    });
  });

  it('rejects a P.O. box as a residence but standardises it as a mailing address', async () => {
    for (const type of ['resident', 'previous', undefined] as const) {
      expect(await verifier.verify({ ...redmond, address1: 'P.O. Box 12', type })).toEqual({
        found: false,
        reason: 'P.O. Boxes are not permitted',
      });
    }
    expect(await verifier.verify({ ...redmond, address1: 'P.O. Box 12', type: 'mailing' })).toMatchObject({
      found: true,
      address: { streetAddress: 'PO BOX 12' },
    });
  });

  it('rejects a street line without number and name', async () => {
    expect(await verifier.verify({ ...redmond, address1: 'Main Street' })).toEqual({
      found: false,
      reason: 'The street address needs a house number and a street name.',
    });
  });
});

/** A scripted USPS: answers by path, records the calls. */
function fakeUsps(script: { token?: () => Response; address: (call: number) => Response }) {
  const calls: { url: string; auth?: string }[] = [];
  let addressCalls = 0;
  let tokens = 0;
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    calls.push({ url, auth: headers.get('authorization') ?? undefined });
    if (url.endsWith('/oauth2/v3/token')) {
      tokens += 1;
      return script.token?.() ?? Response.json({ access_token: `token-${tokens}`, expires_in: 28799 });
    }
    addressCalls += 1;
    return script.address(addressCalls);
  }) as typeof fetch;
  return { fetchFn, calls };
}

const uspsAnswer = {
  firm: '',
  address: {
    streetAddress: '16150 NE 85TH ST',
    secondaryAddress: '',
    city: 'REDMOND',
    state: 'WA',
    ZIPCode: '98052',
    ZIPPlus4: '5678',
  },
  additionalInfo: { DPVConfirmation: 'Y' },
};

describe('USPS Addresses API v3 adapter', () => {
  const base = {
    clientId: 'id',
    clientSecret: 'secret',
    baseUrl: 'https://apis-tem.usps.com',
    timeoutMs: 1000,
  };
  const input = { address1: '16150 NE 85th St', city: 'Redmond', state: 'wa', zipCode: '98052' };

  it('gets a token once, sends the fields USPS names, and maps the answer', async () => {
    const usps = fakeUsps({ address: () => Response.json(uspsAnswer) });
    const verifier = new UspsAddressVerifier({ ...base, fetch: usps.fetchFn });
    expect(await verifier.verify(input)).toEqual({ found: true, address: uspsAnswer.address });
    await verifier.verify(input);
    const tokenCalls = usps.calls.filter((c) => c.url.includes('oauth2'));
    expect(tokenCalls).toHaveLength(1);
    const addressCall = new URL(usps.calls[1]?.url ?? '');
    expect(addressCall.pathname).toBe('/addresses/v3/address');
    expect(Object.fromEntries(addressCall.searchParams)).toEqual({
      streetAddress: '16150 NE 85th St',
      city: 'Redmond',
      state: 'WA',
      ZIPCode: '98052',
    });
    expect(usps.calls[1]?.auth).toBe('Bearer token-1');
  });

  it('maps 400 and 404 to not found', async () => {
    for (const status of [400, 404]) {
      const usps = fakeUsps({ address: () => Response.json({ error: { message: 'x' } }, { status }) });
      const verifier = new UspsAddressVerifier({ ...base, fetch: usps.fetchFn });
      expect(await verifier.verify(input)).toEqual({ found: false, reason: 'Address Not Found.' });
    }
  });

  it('renews the token once on a 401', async () => {
    const usps = fakeUsps({
      address: (n) => (n === 1 ? new Response('', { status: 401 }) : Response.json(uspsAnswer)),
    });
    const verifier = new UspsAddressVerifier({ ...base, fetch: usps.fetchFn });
    expect((await verifier.verify(input)).found).toBe(true);
    expect(usps.calls.at(-1)?.auth).toBe('Bearer token-2');
  });

  it('rejects on a server error, a refused token or a hang past its timeout', async () => {
    const down = fakeUsps({ address: () => new Response('', { status: 503 }) });
    await expect(new UspsAddressVerifier({ ...base, fetch: down.fetchFn }).verify(input)).rejects.toThrow(
      /503/,
    );
    const refused = fakeUsps({
      token: () => new Response('', { status: 401 }),
      address: () => Response.json({}),
    });
    await expect(new UspsAddressVerifier({ ...base, fetch: refused.fetchFn }).verify(input)).rejects.toThrow(
      /token endpoint answered 401/,
    );
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    await expect(
      new UspsAddressVerifier({ ...base, timeoutMs: 50, fetch: hanging }).verify(input),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('refuses a residential P.O. box without calling USPS', async () => {
    const usps = fakeUsps({ address: () => Response.json(uspsAnswer) });
    const verifier = new UspsAddressVerifier({ ...base, fetch: usps.fetchFn });
    expect(await verifier.verify({ ...input, address1: 'PO Box 5' })).toEqual({
      found: false,
      reason: 'P.O. Boxes are not permitted',
    });
    expect(usps.calls).toHaveLength(0);
  });
});

describe('ADDRESS_VERIFIER configuration', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ttapply-address-config-'));
  const env = { DATA_DIR: dir, NODE_ENV: 'test' } as const;

  it('defaults to the offline verifier', () => {
    const config = loadConfig(env);
    expect(config.addressVerifier.kind).toBe('offline');
    expect(createAddressVerifier(config).name).toBe('offline');
    expect(config.geocoder.kind).toBe('offline');
  });

  it('requires the USPS credentials when usps is chosen, naming each', () => {
    expect(() => loadConfig({ ...env, ADDRESS_VERIFIER: 'usps' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, ADDRESS_VERIFIER: 'usps', USPS_CLIENT_ID: 'a' })).toThrow(
      /USPS_CLIENT_SECRET: required when ADDRESS_VERIFIER=usps/,
    );
    const config = loadConfig({
      ...env,
      ADDRESS_VERIFIER: 'usps',
      USPS_CLIENT_ID: 'a',
      USPS_CLIENT_SECRET: 'b',
    });
    expect(createAddressVerifier(config).name).toBe('usps');
    expect(config.addressVerifier.usps.baseUrl).toBe('https://apis.usps.com');
    expect(() => loadConfig({ ...env, ADDRESS_VERIFIER: 'pigeon' })).toThrow(/ADDRESS_VERIFIER/);
    expect(() => loadConfig({ ...env, GEOCODER: 'google' })).toThrow(/GEOCODER/);
    rmSync(dir, { recursive: true, force: true });
  });
});
