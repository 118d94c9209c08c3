import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetHeaders } from '../src/plugins/security-headers.js';
import { buildTestApp, type TestApp } from './helper.js';

/** The headers helmet's own middleware puts on a real HTTP response. */
async function headersFromHelmet(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = createServer((req, res) => middleware(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const ignored = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    return Object.fromEntries([...res.headers].filter(([name]) => !ignored.has(name)));
  } finally {
    server.close();
  }
}

describe('helmetHeaders', () => {
  it.each<[string, HelmetOptions]>([
    ['the defaults', {}],
    [
      "the app's own CSP, no HSTS",
      {
        contentSecurityPolicy: {
          directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'https://tiles.example.com'] },
        },
        strictTransportSecurity: false,
      },
    ],
  ])('gives exactly the headers helmet sets itself, for %s', async (_, options) => {
    expect(helmetHeaders(options)).toEqual(await headersFromHelmet(options));
  });
});

describe('security headers on API responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        OTP_SECRET: 'o'.repeat(40),
        ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      },
    });
  });
  afterAll(async () => t?.close());

  it('are on answers and on errors, HSTS included in production', async () => {
    for (const url of ['/api/v1/shops/?zip=98052', '/api/v1/shops/?zip=00000', '/api/v1/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '10.9.9.9' } });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
