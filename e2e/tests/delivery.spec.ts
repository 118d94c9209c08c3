import { expect, test } from './support/api-answers';

// The web app's own files arrive compressed (the build's .br/.gz, decision in apps/web/vite.config.ts) and
// hashed assets may be kept by the browser; the page itself is checked on every load.
test('the landing page and its scripts arrive compressed, the hashed scripts cacheable for a year', async ({
  page,
}) => {
  const scripts: Promise<{ url: string; bytes: number; encoding?: string; cacheControl?: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      const headers = response.headers();
      scripts.push(
        response.body().then((body) => ({
          url: response.url(),
          bytes: body.length,
          encoding: headers['content-encoding'],
          cacheControl: headers['cache-control'],
        })),
      );
    }
  });
  const landing = await page.goto('/');
  expect(landing?.headers()['cache-control']).toBe('no-cache');
  await expect(
    page.getByRole('button', { name: 'Get Started' }).or(page.getByRole('link', { name: 'Get Started' })),
  ).toBeVisible();

  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  for (const script of loaded) {
    expect(script.url).toContain('/assets/');
    expect(script.cacheControl).toBe('public, max-age=31536000, immutable');
    // Files under 1 KB are left as they are: compressing them saves nothing (vite.config.ts threshold).
    if (script.bytes > 1024) expect(['br', 'gzip']).toContain(script.encoding);
  }
  expect(loaded.some((script) => script.bytes > 100_000 && script.encoding)).toBe(true);
});
