import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';

// A built web app as `vite build` leaves it: hashed files under assets/ with .br and .gz beside them.
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
let webDir: string;
let t: TestApp;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'ttapply-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  // Decisions 236 and 239: the pages the build prerendered, and its list of them. The list also names a page
  // whose file this build lacks, which must fall back to the shell.
  writeFileSync(path.join(webDir, 'landing.html'), '<!doctype html><div id="root"><h1>Landing</h1></div>');
  writeFileSync(
    path.join(webDir, 'training-landing.html'),
    '<!doctype html><div id="root"><h1>Training</h1></div>',
  );
  writeFileSync(
    path.join(webDir, 'shop-search.html'),
    '<!doctype html><div id="root"><h1>Find Your Shop</h1></div>',
  );
  writeFileSync(
    path.join(webDir, 'prerendered-pages.json'),
    JSON.stringify({
      '/': 'landing.html',
      '/fm-train': 'training-landing.html',
      '/shop-search': 'shop-search.html',
      '/help': 'help.html',
    }),
  );
  const asset = path.join(webDir, 'assets', 'index-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  t = await buildTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built web app', () => {
  it("sends its hashed files with the short headers of an answer that is not a page, its pages with the app's CSP", async () => {
    const file = await get('/assets/index-abc123.js', 'br');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(file.headers).not.toHaveProperty('cross-origin-opener-policy');
    const page = await get('/shop-search');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends brotli, else gzip, else the file itself, each the same script', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await get('/assets/index-abc123.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep hashed assets for a year, and checks index.html on every load', async () => {
    expect((await get('/assets/index-abc123.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    // The browser-route fallback is index.html too.
    const route = await get('/apply/about-you');
    expect(route.body).toContain('<div id="root">');
    expect(route.headers['cache-control']).toBe('no-cache');
  });
});

describe('the prerendered pages (decisions 236 and 239)', () => {
  it('are sent on the paths the build listed, whatever the query', async () => {
    expect((await get('/')).body).toContain('<h1>Landing</h1>');
    expect((await get('/?lang=es')).body).toContain('<h1>Landing</h1>');
    const training = await get('/fm-train');
    expect(training.body).toContain('<h1>Training</h1>');
    expect(training.headers['content-type']).toMatch(/^text\/html/);
    expect(training.headers['cache-control']).toBe('no-cache');
    expect((await get('/shop-search?zip=98052')).body).toContain('<h1>Find Your Shop</h1>');
  });

  it('are never the fallback of another route, which gets the empty shell', async () => {
    // '/help' is listed, but this build has no file for it.
    for (const route of ['/fm-train/shop-search', '/shop-search/', '/fm-train/', '/go/AbC123', '/help']) {
      const page = await get(route);
      expect(page.statusCode, route).toBe(200);
      expect(page.body, route).toBe('<!doctype html><div id="root"></div>');
    }
  });
});
