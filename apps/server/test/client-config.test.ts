import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { buildTestApp, type TestApp } from './helper.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The CSP a page is served with (API answers carry one that allows nothing, decision 241). */
async function pageCsp(app: TestApp): Promise<string> {
  const res = await app.app.inject({ method: 'GET', url: '/v.html' });
  return String(res.headers['content-security-policy']);
}

describe('GET /api/v1/client-config', () => {
  it('answers the spec defaults: OpenStreetMap tiles, no geofenced lenders, 32187 m, 13 and 15 minutes, polls of 1 and 5 s', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
      geofencedLenders: [],
      geofenceRangeMeters: 32187,
      idleWarningMs: 780000,
      idleExitMs: 900000,
      lenderPagesOrigin: new URL(t!.sandbox.url).origin,
      trainingBuild: false,
      // Lenders §9: application polling every second, Versatile's waterfall every 5 seconds. Only a test
      // deployment shortens them (decision 240); production keeps the partners' pace.
      pollIntervalMs: 1000,
      versPollIntervalMs: 5000,
    });
    // The pages' CSP lets the browser load the tiles it is told to use.
    const csp = await pageCsp(t!);
    expect(csp).toContain('img-src');
    expect(csp).toContain('https://*.tile.openstreetmap.org');
  });

  it('carries the configured tile server, geofenced lenders and idle times', async () => {
    t = await buildTestApp({
      env: {
        MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
        GEOFENCED_LENDERS: ' gnes, EZPY ,',
        IDLE_WARNING_MS: '60000',
        IDLE_EXIT_MS: '120000',
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/client-config' });
    expect(res.json()).toMatchObject({
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      geofencedLenders: ['GNES', 'EZPY'],
      idleWarningMs: 60000,
      idleExitMs: 120000,
    });
    expect(await pageCsp(t)).toContain('https://tiles.example.com');
    expect(await pageCsp(t)).not.toContain('openstreetmap');
  });

  it('carries shorter polls for a test deployment, and keeps the spec pace when nothing is set', async () => {
    t = await buildTestApp({ env: { CLIENT_POLL_INTERVAL_MS: '150', VERS_POLL_INTERVAL_SECONDS: '1' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/client-config' });
    expect(res.json()).toMatchObject({ pollIntervalMs: 150, versPollIntervalMs: 1000 });
    const production = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: t.app.config.dataDir,
      SESSION_SECRET: 's'.repeat(40),
      OTP_SECRET: 'o'.repeat(40),
      ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
    });
    expect(production.client).toMatchObject({ pollIntervalMs: 1000, versPollIntervalMs: 5000 });
    expect(() => loadConfig({ NODE_ENV: 'test', CLIENT_POLL_INTERVAL_MS: '10' })).toThrow(
      /CLIENT_POLL_INTERVAL_MS/,
    );
  });

  it('says whether this is the training build, which turns the pay-link training on (lenders §2)', async () => {
    t = await buildTestApp({ env: { TRAINING_BUILD: 'true' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/client-config' });
    expect(res.json()).toMatchObject({ trainingBuild: true });
    expect(loadConfig({ NODE_ENV: 'test', TRAINING_BUILD: 'false' }).client.trainingBuild).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'test', TRAINING_BUILD: 'yes' })).toThrow(/TRAINING_BUILD/);
  });

  it('refuses a tile URL that is not an https template, naming the variable', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' }),
    ).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', GEOFENCED_LENDERS: 'CFNA,not a code' })).toThrow(
      /GEOFENCED_LENDERS/,
    );
  });
});
