import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSandbox } from '../src/index.js';
import { dollarsToCents, opensFinancing } from '../src/shop-system/trigger-rule.js';
import { verifyDelivery } from '../src/shop-system/webhook-receiver.js';

// The sandbox's shop system (docs/partner-api.md "The sandbox's shop system"): its trigger rule, its calls to our
// partner API (against a fake one here, on a real port), and its webhook endpoint's signature check by the
// Standard Webhooks library.

const SECRET = `whsec_${Buffer.from('a shop system test secret 32 by!').toString('base64')}`;
const OTHER_SECRET = `whsec_${Buffer.from('someone else entirely, 32 bytes!').toString('base64')}`;
const KEY = 'tta_test_abcdefghijklmnop1234';

describe('the trigger rule', () => {
  it('opens financing only over the trigger amount, compared in cents', () => {
    expect(opensFinancing(100_000, 100_000)).toBe(false);
    expect(opensFinancing(100_001, 100_000)).toBe(true);
    expect(opensFinancing(99_999, 100_000)).toBe(false);
    expect(dollarsToCents('1,000.01')).toBe(100_001);
    expect(dollarsToCents('$1000')).toBe(100_000);
    expect(dollarsToCents('12.5')).toBe(1_250);
    expect(dollarsToCents('12.345')).toBeUndefined();
    expect(dollarsToCents('ten')).toBeUndefined();
  });
});

describe('the webhook signature check', () => {
  const payload = JSON.stringify({
    type: 'lender.declined',
    timestamp: new Date().toISOString(),
    data: { journeyId: 'j1', linkId: 'l1', shopReference: 'RO-1', stage: 'decided', lender: { code: 'X' } },
  });
  const headers = (secret: string, at: Date, body = payload) => ({
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign('msg_1', at, body),
  });

  it('accepts a delivery the library signed with the shop’s secret', () => {
    const result = verifyDelivery(SECRET, payload, headers(SECRET, new Date()));
    expect(result).toMatchObject({ ok: true, id: 'msg_1', event: { type: 'lender.declined' } });
  });

  it('refuses another secret’s signature, a changed body and a message over five minutes old', () => {
    expect(verifyDelivery(SECRET, payload, headers(OTHER_SECRET, new Date()))).toMatchObject({
      ok: false,
      status: 401,
    });
    const tampered = payload.replace('declined', 'approved');
    expect(verifyDelivery(SECRET, tampered, headers(SECRET, new Date()))).toMatchObject({
      ok: false,
      status: 401,
    });
    const stale = new Date(Date.now() - 6 * 60 * 1000);
    expect(verifyDelivery(SECRET, payload, headers(SECRET, stale))).toMatchObject({
      ok: false,
      status: 401,
      reason: 'Message timestamp too old',
    });
  });
});

/** A stand-in for our partner API: records each request and answers from `answer`. */
interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
let partner: Server;
let partnerUrl: string;
let requests: Recorded[];
let answer: (request: Recorded) => { status: number; body: unknown };

const journey = (overrides: Record<string, unknown> = {}) => ({
  id: '11111111-2222-4333-8444-555555555555',
  reference: 'RO-1001',
  stage: 'link-sent',
  stageText: 'link sent',
  nextStep: 'wait for the customer to open the link',
  lenders: [],
  approvedAmount: null,
  link: {
    url: 'http://tta.test/go/ABCDEFGHJKLM',
    status: 'live',
    expiresAt: '2026-11-29T00:00:00.000Z',
    qrCodeUrl: 'http://tta.test/api/partner/v1/qr-codes/ABCDEFGHJKLM',
  },
  ...overrides,
});

beforeAll(async () => {
  partner = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const { status, body: out } = answer(recorded);
      res.writeHead(status, {
        'content-type': status < 400 ? 'application/json' : 'application/problem+json',
      });
      res.end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const address = partner.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  partnerUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

describe('the shop system with the partner API', () => {
  let sandbox: FastifyInstance;
  let clock: Date;

  beforeEach(async () => {
    requests = [];
    answer = () => ({ status: 201, body: journey() });
    clock = new Date('2026-11-28T15:00:00Z');
    sandbox = await buildSandbox({
      delay: { minMs: 0, maxMs: 0 },
      controls: true,
      appOrigin: partnerUrl,
      now: () => clock,
    });
  });
  afterEach(() => sandbox.close());

  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

  async function setUpShop(extra: Record<string, string> = {}): Promise<string> {
    const created = await sandbox.inject({
      method: 'POST',
      url: '/shop-system/shops',
      ...form({
        shopName: 'Redmond Tire Pros',
        baseUrl: partnerUrl,
        apiKey: KEY,
        associateEmail: 'associate@demo.texttoapply.example',
        triggerAmount: '1000',
        ...extra,
      }),
    });
    expect(created.statusCode).toBe(303);
    return /\/shop-system\/shops\/(shop_[0-9a-f]{16})\//.exec(created.headers.location as string)![1]!;
  }

  async function openOrder(shopId: string, amount: string, number = 'RO-1001') {
    const opened = await sandbox.inject({
      method: 'POST',
      url: `/shop-system/shops/${shopId}/repair-orders`,
      ...form({ number, customerName: 'Jordan Rivera', phone: '(425) 555-0142', amount }),
    });
    expect(opened.statusCode).toBe(303);
    const page = opened.headers.location as string;
    return { page, html: async () => (await sandbox.inject({ method: 'GET', url: page })).body };
  }

  it('an order over the trigger starts the application with the shop’s key, once per order', async () => {
    const shopId = await setUpShop();
    const order = await openOrder(shopId, '1,250.00');
    expect(requests).toHaveLength(1);
    const [start] = requests;
    expect(start).toMatchObject({ method: 'POST', url: '/api/partner/v1/journeys' });
    expect(start!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(start!.headers['idempotency-key']).toMatch(/^ro-[0-9a-f-]{36}-start$/);
    expect(JSON.parse(start!.body)).toEqual({
      phone: '4255550142',
      purchaseAmount: 1250,
      reference: 'RO-1001',
      associate: 'associate@demo.texttoapply.example',
    });
    const html = await order.html();
    expect(html).toContain('<h1>Repair order RO-1001</h1>');
    expect(html).toContain('http://tta.test/go/ABCDEFGHJKLM');
    expect(html).toContain('link sent');
  });

  it('an order at the trigger amount calls nobody', async () => {
    const shopId = await setUpShop();
    const order = await openOrder(shopId, '1000.00');
    expect(requests).toHaveLength(0);
    expect(await order.html()).toContain(
      'Not offered: the amount is not over the shop’s trigger amount of $1,000.00.',
    );
  });

  it('a refusal shows the API’s words; trying again looks the order up before starting under the same key', async () => {
    answer = () => ({
      status: 409,
      body: { title: 'Conflict', status: 409, detail: 'This number opted out of texts.' },
    });
    const shopId = await setUpShop();
    const order = await openOrder(shopId, '1500');
    expect(await order.html()).toContain('This number opted out of texts.');

    answer = (request) =>
      request.method === 'GET'
        ? { status: 200, body: { journeys: [], next: null } }
        : { status: 201, body: journey() };
    const retried = await sandbox.inject({ method: 'POST', url: `${order.page}/start-financing` });
    expect(retried.statusCode).toBe(303);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/partner/v1/journeys',
      'GET /api/partner/v1/journeys?reference=RO-1001&limit=1',
      'POST /api/partner/v1/journeys',
    ]);
    expect(requests[2]!.headers['idempotency-key']).toBe(requests[0]!.headers['idempotency-key']);
    expect(await order.html()).toContain('http://tta.test/go/ABCDEFGHJKLM');
  });

  it('without a webhook secret the open order reads its journey when the last read is old', async () => {
    const shopId = await setUpShop();
    const order = await openOrder(shopId, '1500');
    answer = () => ({
      status: 200,
      body: journey({
        stage: 'approved',
        stageText: 'approved by Concora for $1,800',
        lenders: [
          {
            appCode: 'GNES',
            lenderName: 'Concora',
            status: 'approved',
            outcome: 'approved for $1,800',
            amount: 1800,
          },
        ],
        approvedAmount: 1800,
      }),
    });
    const financing = () => sandbox.inject({ method: 'GET', url: `${order.page}/financing` });
    expect((await financing()).body).not.toContain('Concora');
    expect(requests).toHaveLength(1);
    clock = new Date(clock.getTime() + 2_000);
    const read = await financing();
    expect(requests.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/partner/v1/journeys/11111111-2222-4333-8444-555555555555',
    });
    expect(read.body).toContain('approved by Concora for $1,800');
    expect(read.body).toContain('$1,800.00 by Concora');
    expect(read.body).toContain('asked Text To Apply');
  });

  describe('the webhook endpoint', () => {
    const deliver = (
      shopId: string,
      secret: string,
      id: string,
      data: Record<string, unknown>,
      at = new Date(),
    ) => {
      const body = JSON.stringify({ type: data.type, timestamp: at.toISOString(), data: data.data });
      return sandbox.inject({
        method: 'POST',
        url: `/shop-system/shops/${shopId}/webhooks`,
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': new Webhook(secret).sign(id, at, body),
        },
        payload: body,
      });
    };
    const declined = {
      type: 'lender.declined',
      data: {
        journeyId: 'j-at-location',
        linkId: '11111111-2222-4333-8444-555555555555',
        shopReference: 'RO-1001',
        stage: 'decided',
        lender: { code: 'CFNA', kind: 'application', outcome: 'declined', amount: null },
        training: false,
      },
    };

    it('shows a verified event on its order once, and nothing of a delivery it refused', async () => {
      const shopId = await setUpShop({ webhookSecret: SECRET });
      const order = await openOrder(shopId, '1500');

      const forged = await deliver(shopId, OTHER_SECRET, 'msg_forged', {
        ...declined,
        data: { ...declined.data, lender: { code: 'FORGED' } },
      });
      expect(forged.statusCode).toBe(401);
      const stale = await deliver(
        shopId,
        SECRET,
        'msg_stale',
        {
          ...declined,
          data: { ...declined.data, lender: { code: 'STALE' } },
        },
        new Date(Date.now() - 10 * 60 * 1000),
      );
      expect(stale.statusCode).toBe(401);

      expect((await deliver(shopId, SECRET, 'msg_good', declined)).statusCode).toBe(200);
      expect((await deliver(shopId, SECRET, 'msg_good', declined)).statusCode).toBe(200);
      const html = await order.html();
      expect(html).toContain('Declined by CFNA');
      expect(html).toContain('webhook msg_good, signature verified');
      expect(html.match(/<span class="change">Declined by CFNA/g)).toHaveLength(1);
      expect(html).not.toContain('FORGED');
      expect(html).not.toContain('STALE');
      const settings = await sandbox.inject({ method: 'GET', url: `/shop-system/shops/${shopId}/settings` });
      expect(settings.body).toContain('Deliveries refused for a bad or old signature: 2');
    });

    it('names the lender of an event as the order’s read of the journey after it does', async () => {
      const shopId = await setUpShop({ webhookSecret: SECRET });
      const order = await openOrder(shopId, '1500');
      answer = () => ({
        status: 200,
        body: journey({
          lenders: [
            {
              appCode: 'GNES',
              lenderName: 'Concora',
              status: 'prequalified',
              outcome: 'prequalified',
              amount: 1800,
            },
          ],
        }),
      });
      const prequalified = {
        type: 'lender.prequalified',
        data: {
          ...declined.data,
          lender: { code: 'GNES', kind: 'prequal', outcome: 'prequalified', amount: 1800 },
        },
      };
      expect((await deliver(shopId, SECRET, 'msg_prequal', prequalified)).statusCode).toBe(200);
      await vi.waitFor(async () =>
        expect(await order.html()).toContain('Prequalified by Concora for $1,800<'),
      );
      expect(requests.at(-1)).toMatchObject({
        method: 'GET',
        url: '/api/partner/v1/journeys/11111111-2222-4333-8444-555555555555',
      });
    });

    it('refuses every delivery while the shop has no secret', async () => {
      const shopId = await setUpShop();
      await openOrder(shopId, '1500');
      expect((await deliver(shopId, SECRET, 'msg_1', declined)).statusCode).toBe(401);
    });
  });

  it('a form with mistakes says so at each field and keeps what was typed', async () => {
    const shopId = await setUpShop();
    const refused = await sandbox.inject({
      method: 'POST',
      url: `/shop-system/shops/${shopId}/repair-orders`,
      ...form({ number: 'RO-7', customerName: 'Pat', phone: '123', amount: 'lots' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(
      '<span class="error" id="phone-error">Give a US mobile number of 10 digits.</span>',
    );
    expect(refused.body).toMatch(
      /id="phone"[^>]*aria-describedby="phone-error"[^>]*aria-invalid="true"[^>]*autofocus/,
    );
    expect(refused.body).toContain('value="RO-7"');
    const liveKey = await sandbox.inject({
      method: 'POST',
      url: '/shop-system/shops',
      ...form({
        shopName: 'X',
        baseUrl: partnerUrl,
        apiKey: 'tta_live_abcdefgh1234',
        associateEmail: 'a@b.example',
        triggerAmount: '1',
      }),
    });
    expect(liveKey.statusCode).toBe(400);
    expect(liveKey.body).toContain('Paste a test key: it starts with tta_test_.');
    expect(liveKey.body).not.toContain('tta_live_abcdefgh1234');
  });
});
