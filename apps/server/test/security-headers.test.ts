import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notPageHeaders, helmetHeaders } from '../src/plugins/security-headers.js';
import { buildTestApp, type TestApp } from './helper.js';

/** Every header helmet can set, and the ones an API answer keeps. */
const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

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

describe('security headers (decision 241)', () => {
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

  const securityHeaders = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      SECURITY_HEADER_NAMES.filter((name) => name in headers).map((name) => [name, headers[name]]),
    );

  it("API answers and errors carry the API's set, HSTS included in production, and nothing for documents", async () => {
    for (const url of ['/api/v1/shops/?zip=98052', '/api/v1/shops/?zip=00000', '/api/v1/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '10.9.9.9' } });
      expect(securityHeaders(res.headers), url).toEqual({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': expect.stringContaining('max-age=') as unknown,
      });
    }
  });

  it("pages get every header helmet sets, the app's CSP and HSTS included", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('notPageHeaders', () => {
  it('carries HSTS over from the document headers only when they have it', () => {
    expect(notPageHeaders({ 'strict-transport-security': 'max-age=1' })['strict-transport-security']).toBe(
      'max-age=1',
    );
    expect(notPageHeaders({})).not.toHaveProperty('strict-transport-security');
  });
});
