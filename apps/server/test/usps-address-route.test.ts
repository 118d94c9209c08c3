import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AddressToVerify,
  AddressVerification,
  AddressVerifier,
} from '../src/partners/address-verification/index.js';
import { OfflineAddressVerifier } from '../src/partners/address-verification/offline-address-verifier.js';
import { buildTestApp, type TestApp } from './helper.js';

/** The offline verifier, unless a test makes it misbehave (GUIDE 4: tests swap in failing partners). */
class ScriptedVerifier implements AddressVerifier {
  readonly name = 'scripted';
  mode: 'offline' | 'throw' | 'hang' | 'nonsense' = 'offline';
  private readonly offline = new OfflineAddressVerifier();

  async verify(address: AddressToVerify): Promise<AddressVerification> {
    if (this.mode === 'throw') throw new Error('ECONNRESET at secret-internal-host:443');
    if (this.mode === 'hang') return new Promise(() => {});
    if (this.mode === 'nonsense') return { found: true, address: { streetAddress: 1 } } as never;
    return this.offline.verify(address);
  }
}

const verifier = new ScriptedVerifier();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { ADDRESS_VERIFIER_TIMEOUT_MS: '150' },
    partners: { addressVerifier: verifier },
  });
});
afterAll(async () => t.close());
beforeEach(() => {
  verifier.mode = 'offline';
});

const check = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/usps/address', payload });
const good = { address1: '16150 NE 85th Street', city: 'Redmond', state: 'WA', zipcode: '98052' };

describe('POST /api/v1/usps/address', () => {
  it('answers a good address standardised under info.address', async () => {
    const res = await check({ ...good, address2: 'Apartment 3', state: 'wa', type: 'resident' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      info: {
        address: {
          streetAddress: '16150 NE 85TH ST',
          secondaryAddress: 'APT 3',
          city: 'REDMOND',
          state: 'WA',
          ZIPCode: '98052',
        },
      },
    });
  });

  it('answers 404 with the reason when the ZIP is not the city’s', async () => {
    const res = await check({ ...good, address1: '1 Main St', zipcode: '10001' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'ZIP code 10001 is not in WA.' } });
    const city = await check({ ...good, city: 'Seattle' });
    expect(city.json().error.message).toBe('ZIP code 98052 is not in SEATTLE, WA.');
  });

  it('answers 400 with the domain texts for malformed fields', async () => {
    const zip = await check({ ...good, zipcode: '98x' });
    expect(zip.statusCode).toBe(400);
    expect(zip.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Zip Code: Invalid zip', fields: { zipcode: 'Invalid zip' } },
    });
    const empty = await check({ city: 'Redmond1', state: 'WA', zipcode: '98052', type: 'previous' });
    expect(empty.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Previous Address: Value cannot be empty',
      fields: { address1: 'Value cannot be empty', city: 'Invalid city' },
    });
    const noWord = await check({ ...good, address1: '16150' });
    expect(noWord.json().error.message).toBe('Address: Invalid address');
    const state = await check({ ...good, state: 'ZZ' });
    expect(state.json().error.fields).toEqual({ state: 'Invalid value' });
    const type = await check({ ...good, type: 'holiday' });
    expect(type.statusCode).toBe(400);
    expect(type.json().error.message).toMatch(/^type: /);
  });

  it('refuses a P.O. box for a residence, accepts it for mailing', async () => {
    const resident = await check({ ...good, address1: 'P.O. Box 12' });
    expect(resident.statusCode).toBe(400);
    expect(resident.json().error.message).toBe('Address: P.O. Boxes are not permitted');
    // The domain's rule catches 'P.O. Box'; the verifier's wider one catches 'POB'.
    const pob = await check({ ...good, address1: 'POB 12' });
    expect(pob.statusCode).toBe(404);
    expect(pob.json().error.message).toBe('P.O. Boxes are not permitted');
    const mailing = await check({ ...good, address1: 'P.O. Box 12', type: 'mailing' });
    expect(mailing.statusCode).toBe(200);
    expect(mailing.json().info.address.streetAddress).toBe('PO BOX 12');
  });

  it('answers a throwing verifier with a clean 502 and no internals', async () => {
    verifier.mode = 'throw';
    const res = await check(good);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: { code: 'PARTNER_UNAVAILABLE', message: 'Unable to communicate to the remote server.' },
    });
    expect(res.body).not.toMatch(/ECONNRESET|secret-internal-host|at /);
  });

  it('gives up on a hanging verifier after ADDRESS_VERIFIER_TIMEOUT_MS with a 504', async () => {
    verifier.mode = 'hang';
    const started = Date.now();
    const res = await check(good);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({
      error: { code: 'PARTNER_TIMEOUT', message: 'Error occurred communicating to the remote server.' },
    });
  });

  it('answers a malformed verifier answer with 502, not the bad data', async () => {
    verifier.mode = 'nonsense';
    const res = await check(good);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: { code: 'PARTNER_UNAVAILABLE', message: 'Unable to communicate to the remote server.' },
    });
  });

  // Last in the file: it spends this client's allowance.
  it('caps address checks at 30 per client per minute', async () => {
    let last = await check(good);
    for (let i = 0; i < 40 && last.statusCode !== 429; i++) last = await check(good);
    expect(last.statusCode).toBe(429);
    expect(last.json().error.code).toBe('TOO_MANY_REQUESTS');
  });
});
