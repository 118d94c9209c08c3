import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CREDIT_APP_REQUIREMENTS } from '@ttapply/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';

let t: TestApp;
let web: TestApp;
let webDir: string;
beforeAll(async () => {
  t = await buildTestApp();
  webDir = mkdtempSync(path.join(tmpdir(), 'ttapply-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>Text To Apply</title><div id="root"></div>',
  );
  writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
  web = await buildTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await t.close();
  await web.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('documents', () => {
  it('serves the consumer data share disclosure as plain text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/consumer-data-share-disclosure.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^CONSUMER DATA SHARE DISCLOSURE/);
  });

  it('serves the version in the first heading', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v.html' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<h1>0\.1\.0<\/h1>/);
  });

  it('serves the domain requirements verbatim at both paths', async () => {
    for (const url of ['/CreditAppRequirements.json', '/api/CreditAppRequirements.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(JSON.parse(JSON.stringify(CREDIT_APP_REQUIREMENTS)));
    }
  });

  it('sends security headers with a CSP allowing our scripts and OSM tiles', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v.html' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('img-src');
    expect(csp).toContain('https://*.tile.openstreetmap.org');
    expect(csp).toContain('data:');
    expect(csp).toContain('blob:');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown /api routes with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: '404 - Data Not Found' } });
  });
});

describe('API rate limit', () => {
  it('answers 429 JSON with Retry-After past the per-IP ceiling, and does not count the web app files', async () => {
    const limited = await buildTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '3', WEB_DIST_DIR: webDir } });
    try {
      // Nine requests within one window of the ceiling (two windows would let the fourth API call through).
      limited.advanceToMinuteStart();
      for (let i = 0; i < 5; i++) expect((await limited.app.inject({ url: '/' })).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) {
        const allowed = await limited.app.inject({ url: '/api/CreditAppRequirements.json' });
        expect(allowed.statusCode).toBe(200);
        // The limit headers come with the refusal only.
        expect(allowed.headers['x-ratelimit-remaining']).toBeUndefined();
      }
      const res = await limited.app.inject({ url: '/api/CreditAppRequirements.json' });
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('TOO_MANY_REQUESTS');
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.headers['x-ratelimit-limit']).toBe('3');
    } finally {
      await limited.close();
    }
  });
});

describe('web app from WEB_DIST_DIR', () => {
  it('serves files and falls back to index.html for browser routes, not for /api', async () => {
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    const route = await web.app.inject({ method: 'GET', url: '/fm-train/apply/about-you' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<div id="root">');
    const root = await web.app.inject({ method: 'GET', url: '/' });
    expect(root.body).toContain('<div id="root">');
    const api = await web.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it('has no dev outbox in production', async () => {
    // On the run's database copy like every test app (its own DATA_DIR made it create and migrate a fresh
    // embedded database, about a tenth of the server project's time on the busy machine).
    const prod = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        OTP_SECRET: 'o'.repeat(40),
        ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      },
    });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
