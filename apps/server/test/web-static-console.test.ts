import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';

// The shop console is a second Vite entry (console.html, decision 170): its browser routes under /console fall
// back to console.html with index.html's cache rule, and the consumer's routes still get index.html.
let webDir: string;
let t: TestApp;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'ttapply-web-console-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root">consumer</div>');
  writeFileSync(path.join(webDir, 'console.html'), '<!doctype html><div id="console-root">console</div>');
  writeFileSync(path.join(webDir, 'assets', 'console-abc123.js'), 'export {};\n');
  t = await buildTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the shop console entry', () => {
  it.each([
    '/console',
    '/console/',
    '/console/board',
    '/console/journeys/abc?x=1',
    '/console/reset-password?token=t',
  ])('%s answers console.html, checked on every load', async (url) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('console-root');
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('HEAD on a console route answers console.html too', async () => {
    const answer = await t.app.inject({ method: 'HEAD', url: '/console/team' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('the consumer routes still answer index.html, also a path that only starts with "console"', async () => {
    for (const url of ['/apply/about-you', '/consoles', '/console-help']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('consumer');
    }
  });

  it('the console assets keep the hashed-asset cache rule, and the staff API stays 404 JSON', async () => {
    expect((await get('/assets/console-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const api = await get('/api/v1/staff/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('a POST to a console route is no page', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/console/board', payload: {} });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('console-root');
  });
});
