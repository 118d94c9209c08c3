import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LenderRegistry } from '../src/lenders/index.js';
import { PartnerHttpClient } from '../src/lenders/partner-http-client.js';
import { UnconfiguredLenderAdapter } from '../src/lenders/remote-lender.js';
import { buildTestApp, verifyPhone, type TestApp } from './helper.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ token } = await verifyPhone(t.app));
});
afterAll(async () => {
  await t.close();
});

const termsUrl = (payload: unknown, auth: string | undefined = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/ezpy/terms-url',
    payload: payload as Record<string, unknown>,
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
  });

// Lenders §7 "EZPY terms: POST /api/v1/apps/ezpy/terms-url returns terms_and_conditions_url".
describe('POST /api/v1/apps/ezpy/terms-url', () => {
  it("answers EasyPay's terms page for the shop and resident state, on the lenders' pages origin", async () => {
    const res = await termsUrl({ t2AStoreKeyId: 'demo-ezpy', state: 'wa' });
    expect(res.statusCode).toBe(200);
    const { terms_and_conditions_url: url } = res.json<{ terms_and_conditions_url: string }>();
    expect(new URL(url).origin).toBe(t.sandbox.url);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('State Law Disclosures and Terms and Conditions');
    expect(html).toContain('Washington');
    expect(html).toContain('made and administered by EasyPay Finance');
  });

  it('needs a session', async () => {
    expect((await termsUrl({ t2AStoreKeyId: 'demo-ezpy', state: 'WA' }, '')).statusCode).toBe(401);
  });

  it('answers bad input with a 400 and a clear message', async () => {
    const cases: [unknown, string][] = [
      [{ t2AStoreKeyId: 'demo-ezpy', state: 'ZZ' }, 'state: Invalid state'],
      [{ t2AStoreKeyId: 'demo-ezpy' }, 'state'],
      [{ t2AStoreKeyId: '', state: 'WA' }, 't2AStoreKeyId: Value cannot be empty'],
      [{ t2AStoreKeyId: 'no-such-shop', state: 'WA' }, 't2AStoreKeyId: Unknown shop.'],
      // Education Hill Tire & Lube lists CFNA and DigniFi only.
      [{ t2AStoreKeyId: 'demo-cfna-cfss', state: 'WA' }, 't2AStoreKeyId: EZPY is not offered by this shop.'],
    ];
    for (const [payload, message] of cases) {
      const res = await termsUrl(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toContain(message);
    }
  });

  it('a lender that cannot be reached is a 502 with the transport text, never a 500', async () => {
    const down = await buildTestApp({ partners: { lenders: registryAt('http://127.0.0.1:1') } });
    try {
      const { token: own } = await verifyPhone(down.app);
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/v1/apps/ezpy/terms-url',
        payload: { t2AStoreKeyId: 'demo-ezpy', state: 'WA' },
        headers: { authorization: `Bearer ${own}` },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(
        'Unable to communicate to the remote server.',
      );
    } finally {
      await down.close();
    }
  });

  it("an address off the lenders' pages origin is never handed to the browser to frame: 'Terms unavailable'", async () => {
    const foreign = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ terms_and_conditions_url: 'https://elsewhere.example/terms' }));
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    const { port } = foreign.address() as AddressInfo;
    const odd = await buildTestApp({ partners: { lenders: registryAt(`http://127.0.0.1:${port}`) } });
    try {
      const { token: own } = await verifyPhone(odd.app);
      const res = await odd.app.inject({
        method: 'POST',
        url: '/api/v1/apps/ezpy/terms-url',
        payload: { t2AStoreKeyId: 'demo-ezpy', state: 'WA' },
        headers: { authorization: `Bearer ${own}` },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json<{ error: { message: string } }>().error.message).toBe('Terms unavailable');
    } finally {
      await odd.close();
      foreign.close();
    }
  });
});

/** A lender registry whose documents client talks to `url` (the applications stay unconfigured). */
function registryAt(url: string): LenderRegistry {
  const client = new PartnerHttpClient(url);
  return {
    forApp: (appCode) => new UnconfiguredLenderAdapter(appCode),
    documents: () => client,
  };
}
