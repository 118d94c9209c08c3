import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyOption } from '../src/trust-proxy.js';
import { buildTestApp, nextPhone, type TestApp } from './helper.js';

/**
 * Who the client is for every per-IP limit (docs/decisions/035): the peer, unless the peer is a proxy
 * TRUST_PROXY names. Three sends a client may make, then X-Forwarded-For is the only thing that changes
 * between requests.
 */
const LIMIT = { OTP_SENDS_PER_IP_PER_HOUR: '3' };

function sendFrom(t: TestApp, remoteAddress: string, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/send-verification-text/',
    payload: { phoneNumber: nextPhone() },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

async function statusesOfSixSends(t: TestApp, remoteAddress: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 1; i <= 6; i++) codes.push((await sendFrom(t, remoteAddress, `198.51.100.${i}`)).statusCode);
  return codes;
}

describe('TRUST_PROXY unset, in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        ...LIMIT,
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        OTP_SECRET: 'o'.repeat(40),
        ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      },
    });
  });
  afterAll(async () => t?.close());

  it('a client-chosen X-Forwarded-For does not make a new client', async () => {
    expect(await statusesOfSixSends(t, '192.0.2.10')).toEqual([200, 200, 200, 429, 429, 429]);
  });
});

// A list with a range goes to proxy-addr; a list of plain IPv4 addresses is a set lookup (decision 241), which
// also knows a listed proxy by the IPv4-mapped name Node gives it on a dual-stack socket.
describe.each([
  {
    list: '192.0.2.1, 192.0.2.128/25',
    proxies: ['192.0.2.1', '192.0.2.200'],
    other: '192.0.2.20',
  },
  {
    list: '192.0.2.1,192.0.2.2',
    proxies: ['192.0.2.1', '::ffff:192.0.2.2'],
    other: '192.0.2.3',
  },
])('TRUST_PROXY listing $list', ({ list, proxies, other }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...LIMIT, TRUST_PROXY: list } });
  });
  afterAll(async () => t?.close());

  it('takes the client address from a listed proxy', async () => {
    for (const proxy of proxies)
      expect(await statusesOfSixSends(t, proxy)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('ignores the header from any other peer, a neighbour of a listed one included', async () => {
    expect(await statusesOfSixSends(t, other)).toEqual([200, 200, 200, 429, 429, 429]);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...LIMIT, TRUST_PROXY: '1' } });
  });
  afterAll(async () => t?.close());

  it('takes the address the one proxy appended, not what the client wrote before it', async () => {
    const appended: number[] = [];
    const written: number[] = [];
    for (let i = 1; i <= 4; i++) {
      // The client writes its own X-Forwarded-For; the proxy appends the address it saw.
      appended.push((await sendFrom(t, '192.0.2.1', `203.0.113.1, 198.51.100.${i}`)).statusCode);
      written.push((await sendFrom(t, '192.0.2.1', `203.0.113.${i}, 198.51.100.99`)).statusCode);
    }
    expect(appended).toEqual([200, 200, 200, 200]);
    expect(written).toEqual([200, 200, 200, 429]);
  });
});

describe('trustProxyOption', () => {
  it('hands ranges, range names and IPv6 addresses to proxy-addr as they are', () => {
    for (const list of [['192.0.2.0/24'], ['loopback'], ['::1'], ['192.0.2.1', '10.0.0.0/8']])
      expect(trustProxyOption(list)).toEqual(list);
    expect(trustProxyOption(false)).toBe(false);
  });

  it('trusts exactly the listed IPv4 addresses, and the n proxies of a hop count', () => {
    const listed = trustProxyOption(['127.0.0.1']) as (address: string, hop: number) => boolean;
    expect(['127.0.0.1', '::ffff:127.0.0.1'].map((a) => listed(a, 0))).toEqual([true, true]);
    expect(['127.0.0.2', '27.0.0.1', '::1', '0x7f.0.0.1', ''].map((a) => listed(a, 0))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    const hops = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('203.0.113.9', hop))).toEqual([true, true, false]);
  });
});
