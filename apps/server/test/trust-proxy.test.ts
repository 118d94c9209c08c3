import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('TRUST_PROXY listing the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...LIMIT, TRUST_PROXY: '192.0.2.1, 192.0.2.128/25' } });
  });
  afterAll(async () => t?.close());

  it('takes the client address from a listed proxy', async () => {
    expect(await statusesOfSixSends(t, '192.0.2.1')).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await statusesOfSixSends(t, '192.0.2.200')).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('ignores the header from any other peer', async () => {
    expect(await statusesOfSixSends(t, '192.0.2.20')).toEqual([200, 200, 200, 429, 429, 429]);
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
