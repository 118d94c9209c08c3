import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  WebhookDeliveryView,
  WebhookEndpointView,
  WebhookEndpointWithSecret,
  WebhookEventType,
} from '@ttapply/domain/console';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffAuditLog, staffLinkSends, webhookMessages } from '../src/db/schema.js';
import { LINK_EXPIRY_QUEUE } from '../src/webhooks/link-expiry-job.js';
import { pruneWebhookMessages } from '../src/webhooks/message-prune-job.js';
import { buildTestApp, nextPhone, submitApplication, verifyPhone, type TestApp } from './helper.js';
import { createOrganisation, createStaffUser, staffClientFor, type StaffClient } from './staff-support.js';

const SHOP = 'demo-cfna';
const base = `/api/v1/staff/locations/${SHOP}`;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answeredWith: number;
}

/** A shop system's endpoint on loopback: answers each request with the next status of its script, then 200. */
async function receiver(script: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const status = script.shift() ?? 200;
      received.push({ headers: request.headers, body, answeredWith: status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`answer ${received.length}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    delivered: () => received.filter((r) => r.answeredWith >= 200 && r.answeredWith < 300),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const typeOf = (r: Received) => (JSON.parse(r.body) as { type: WebhookEventType }).type;
const headersOf = (r: Received) => ({
  'webhook-id': String(r.headers['webhook-id']),
  'webhook-timestamp': String(r.headers['webhook-timestamp']),
  'webhook-signature': String(r.headers['webhook-signature']),
});

let t: TestApp;
let owner: StaffClient;
let manager: StaffClient;
const receivers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    // Loopback endpoints as development allows them, and retries at once so a test waits for states only.
    env: { WEBHOOK_LOCAL_ENDPOINTS: '1', WEBHOOK_RETRY_DELAYS_SECONDS: '0,0,0,0' },
  });
  const org = await createOrganisation(t.app, 'Webhook Tires', [SHOP]);
  owner = await staffClientFor(
    t.app,
    await createStaffUser(t.app, {
      organisationId: org,
      email: 'owner@example.com',
      roles: { [SHOP]: 'owner' },
    }),
  );
  manager = await staffClientFor(
    t.app,
    await createStaffUser(t.app, {
      organisationId: org,
      email: 'mgr@example.com',
      roles: { [SHOP]: 'manager' },
    }),
  );
}, 120_000);
afterAll(async () => {
  for (const r of receivers) await r.close();
  await t.close();
});

async function register(url: string, events: WebhookEventType[]): Promise<WebhookEndpointWithSecret> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/webhooks`,
    headers: owner.headers,
    payload: { url, events },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WebhookEndpointWithSecret>();
}

/** Texts a customer the link (a journey starts) and answers the journey's consumer id. */
async function startJourney(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/links`,
    headers: owner.headers,
    payload: { phone: nextPhone() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ consumerId: string }>().consumerId;
}

function markSale(consumerId: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `${base}/journeys/${consumerId}/sale`,
    headers: owner.headers,
    payload,
  });
}

async function endpointsNow(): Promise<WebhookEndpointView[]> {
  const res = await t.app.inject({ method: 'GET', url: `${base}/webhooks`, headers: manager.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ endpoints: WebhookEndpointView[] }>().endpoints;
}

async function deliveriesOf(endpointId: string): Promise<WebhookDeliveryView[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${base}/webhooks/${endpointId}/deliveries`,
    headers: manager.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ deliveries: WebhookDeliveryView[] }>().deliveries;
}

describe('webhook delivery', () => {
  it('retries a failing endpoint and delivers each message once, in order, signed', async () => {
    const shopSystem = await receiver([500, 503, 502]);
    receivers.push(shopSystem);
    const { endpoint, secret } = await register(shopSystem.url, ['journey.started', 'sale.completed']);
    expect(secret).toMatch(/^whsec_/);

    const consumerId = await startJourney();
    expect(
      (await markSale(consumerId, { outcome: 'sale-completed', invoiceAmount: 1234.5 })).statusCode,
    ).toBe(200);

    await vi.waitFor(() => expect(shopSystem.delivered()).toHaveLength(2), { timeout: 30_000, interval: 50 });
    const ids = shopSystem.received.map((r) => r.headers['webhook-id']);
    // Three failures and the success of the first message, all with one id, before the second is tried.
    expect(ids.slice(0, 4).every((id) => id === ids[0])).toBe(true);
    expect(ids[4]).not.toBe(ids[0]);
    expect(shopSystem.received.map((r) => r.answeredWith)).toEqual([500, 503, 502, 200, 200]);
    expect(shopSystem.delivered().map(typeOf)).toEqual(['journey.started', 'sale.completed']);
    const verifier = new Webhook(secret);
    for (const r of shopSystem.received) expect(() => verifier.verify(r.body, headersOf(r))).not.toThrow();

    const sale = JSON.parse(shopSystem.delivered()[1]!.body) as { data: Record<string, unknown> };
    expect(sale.data).toMatchObject({ journeyId: consumerId, locationId: SHOP, saleAmount: 1234.5 });
    // The link the shop texted: the id the partner API gives a journey it started.
    const [send] = await t.app.db
      .select({ id: staffLinkSends.id })
      .from(staffLinkSends)
      .where(eq(staffLinkSends.consumerId, consumerId));
    expect(sale.data.linkId).toBe(send!.id);
    // Nothing about the person: no name, phone or application answer goes out.
    expect(JSON.stringify(sale)).not.toMatch(/phone|name|ssn/i);

    await vi.waitFor(async () => {
      const deliveries = await deliveriesOf(endpoint.id);
      expect(deliveries.map((d) => [d.eventType, d.status, d.attempts, d.responseStatus])).toEqual([
        ['sale.completed', 'delivered', 1, 200],
        ['journey.started', 'delivered', 4, 200],
      ]);
    });
    expect((await deliveriesOf(endpoint.id))[1]!.responseExcerpt).toBe('answer 4');
    // Nothing arrives twice: the stream stopped once both were delivered.
    expect(shopSystem.received).toHaveLength(5);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/ttapply_webhook_tries_total\{outcome="retrying"\} 3$/m);
    expect(metrics.body).toMatch(/ttapply_webhook_tries_total\{outcome="delivered"\} 2$/m);
  });

  it('names the shop system’s order in every message of a journey its partner API call started, from the first', async () => {
    const shopSystem = await receiver();
    receivers.push(shopSystem);
    await register(shopSystem.url, ['journey.started', 'customer.left']);
    const { secret } = await t.app
      .inject({
        method: 'POST',
        url: `${base}/api-keys`,
        headers: owner.headers,
        payload: { name: 'Repair orders' },
      })
      .then((res) => res.json<{ secret: string }>());
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/partner/v1/journeys',
      headers: { authorization: `Bearer ${secret}`, 'idempotency-key': 'ro-20417' },
      payload: {
        phone: nextPhone(),
        purchaseAmount: 480,
        reference: 'RO-20417',
        associate: 'owner@example.com',
      },
    });
    expect(started.statusCode, started.body).toBe(201);
    const [send] = await t.app.db
      .select({ consumerId: staffLinkSends.consumerId })
      .from(staffLinkSends)
      .where(eq(staffLinkSends.id, started.json<{ id: string }>().id));
    expect((await markSale(send!.consumerId, { outcome: 'customer-left' })).statusCode).toBe(200);

    await vi.waitFor(() => expect(shopSystem.delivered()).toHaveLength(2), { timeout: 30_000, interval: 50 });
    const bodies = shopSystem
      .delivered()
      .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
    expect(bodies.map((b) => [b.type, b.data.shopReference])).toEqual([
      ['journey.started', 'RO-20417'],
      ['customer.left', 'RO-20417'],
    ]);
  });

  it('disables an endpoint that answers 410 Gone, and an owner may resend once it is back', async () => {
    const gone = await receiver([410]);
    receivers.push(gone);
    const { endpoint } = await register(gone.url, ['journey.started']);
    const consumerId = await startJourney();

    await vi.waitFor(
      async () => expect((await endpointsNow()).find((e) => e.id === endpoint.id)?.status).toBe('disabled'),
      {
        timeout: 30_000,
        interval: 50,
      },
    );
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', responseStatus: 410, journeyId: consumerId });
    expect(gone.received).toHaveLength(1);

    const resendWhileOff = await t.app.inject({
      method: 'POST',
      url: `${base}/webhooks/deliveries/${delivery!.id}/resend`,
      headers: owner.headers,
    });
    expect(resendWhileOff.statusCode).toBe(409);

    const on = await t.app.inject({
      method: 'PUT',
      url: `${base}/webhooks/${endpoint.id}`,
      headers: owner.headers,
      payload: { url: gone.url, events: ['journey.started'], enabled: true },
    });
    expect(on.json<WebhookEndpointView>().status).toBe('active');
    // A manager may look but not resend.
    const byManager = await t.app.inject({
      method: 'POST',
      url: `${base}/webhooks/deliveries/${delivery!.id}/resend`,
      headers: manager.headers,
    });
    expect(byManager.statusCode).toBe(403);
    const resend = await t.app.inject({
      method: 'POST',
      url: `${base}/webhooks/deliveries/${delivery!.id}/resend`,
      headers: owner.headers,
    });
    expect(resend.statusCode, resend.body).toBe(200);
    await vi.waitFor(() => expect(gone.delivered()).toHaveLength(1), { timeout: 30_000, interval: 50 });
    expect(gone.delivered()[0]!.headers['webhook-id']).toBe(gone.received[0]!.headers['webhook-id']);
    const audit = await t.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, delivery!.id));
    expect(audit.map((row) => row.action)).toEqual(['webhook-resent']);
  });

  it('signs with both secrets while a rotation overlaps', async () => {
    const shopSystem = await receiver();
    receivers.push(shopSystem);
    const { endpoint, secret: first } = await register(shopSystem.url, ['journey.started']);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `${base}/webhooks/${endpoint.id}/rotate-secret`,
      headers: owner.headers,
    });
    expect(rotated.statusCode).toBe(200);
    const { secret: second, endpoint: after } = rotated.json<WebhookEndpointWithSecret>();
    expect(second).not.toBe(first);
    expect(after.previousSecretUntil).not.toBeNull();

    await startJourney();
    await vi.waitFor(() => expect(shopSystem.delivered()).toHaveLength(1), { timeout: 30_000, interval: 50 });
    const [message] = shopSystem.delivered();
    expect(headersOf(message!)['webhook-signature'].split(' ')).toHaveLength(2);
    expect(() => new Webhook(first).verify(message!.body, headersOf(message!))).not.toThrow();
    expect(() => new Webhook(second).verify(message!.body, headersOf(message!))).not.toThrow();
  });

  it('writes the message in the event’s transaction: an event that rolls back sends nothing', async () => {
    const shopSystem = await receiver();
    receivers.push(shopSystem);
    const { endpoint } = await register(shopSystem.url, ['customer.left']);
    const consumerId = await startJourney();
    const event = { consumerId, shopKeyId: SHOP, actor: 'staff' as const, type: 'customer-left' as const };
    const messages = () =>
      t.app.db.select().from(webhookMessages).where(eq(webhookMessages.endpointId, endpoint.id));

    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.services.journey.record(tx, event);
        expect(
          await tx.select().from(webhookMessages).where(eq(webhookMessages.endpointId, endpoint.id)),
        ).toHaveLength(1);
        throw new Error('the event fails after it was recorded');
      }),
    ).rejects.toThrow('the event fails');
    expect(await messages()).toHaveLength(0);

    await t.app.services.journey.recordNow(event);
    await vi.waitFor(() => expect(shopSystem.delivered()).toHaveLength(1), { timeout: 30_000, interval: 50 });
    expect(typeOf(shopSystem.received[0]!)).toBe('customer.left');
    expect(shopSystem.received).toHaveLength(1);
  });

  it('lets owners change endpoints, managers only look, and audits each change', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: `${base}/webhooks`,
      headers: manager.headers,
      payload: { url: 'https://example.com/hooks', events: ['journey.started'] },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: `${base}/webhooks`,
      headers: owner.headers,
      payload: { url: 'ftp://example.com/hooks', events: [] },
    });
    expect(bad.statusCode).toBe(400);

    const shopSystem = await receiver();
    receivers.push(shopSystem);
    const { endpoint } = await register(shopSystem.url, ['journey.started']);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${base}/webhooks/${endpoint.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await endpointsNow()).some((e) => e.id === endpoint.id)).toBe(false);
    const audit = await t.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, endpoint.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'webhook-endpoint-added',
      'webhook-endpoint-removed',
    ]);
    // Another location's endpoint is not found.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/locations/demo-gnes/webhooks`,
      headers: owner.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('announces an application and the lender’s decision with its outcome and amount, in order', async () => {
    const shopSystem = await receiver();
    receivers.push(shopSystem);
    await register(shopSystem.url, ['application.submitted', 'lender.approved', 'lender.declined']);
    const consumer = await verifyPhone(t.app);
    expect((await submitApplication(t.app, consumer, '111111111')).statusCode).toBe(200);

    await vi.waitFor(() => expect(shopSystem.delivered()).toHaveLength(2), { timeout: 30_000, interval: 50 });
    const [submitted, approved] = shopSystem
      .delivered()
      .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
    expect(submitted).toMatchObject({
      type: 'application.submitted',
      data: { journeyId: consumer.consumerId, lender: { code: 'CFNA' } },
    });
    expect(approved).toMatchObject({
      type: 'lender.approved',
      data: {
        journeyId: consumer.consumerId,
        lender: { code: 'CFNA', kind: 'application', outcome: 'approved' },
      },
    });
    expect((approved!.data.lender as { amount: number }).amount).toBeGreaterThan(0);
    // The application's answers stay home: no SSN, phone or name in what went out.
    for (const r of shopSystem.delivered()) {
      expect(r.body).not.toContain('111111111');
      expect(r.body).not.toContain(consumer.phone);
    }
  });

  it('prunes settled messages after 30 days and keeps one still waiting', async () => {
    const shopSystem = await receiver([500]);
    receivers.push(shopSystem);
    const { endpoint } = await register(shopSystem.url, ['customer.left']);
    const consumerId = await startJourney();
    const now = t.app.clock().getTime();
    const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000);
    const message = (status: string, daysAgo: number) => ({
      endpointId: endpoint.id,
      consumerId,
      shopKeyId: SHOP,
      eventType: 'customer.left',
      payload: '{}',
      status,
      createdAt: at(daysAgo),
      // Not due: the delivery job leaves the rows as they are.
      nextAttemptAt: at(-365),
    });
    await t.app.db
      .insert(webhookMessages)
      .values([
        message('delivered', 31),
        message('failed', 31),
        message('pending', 31),
        message('delivered', 29),
      ]);
    await pruneWebhookMessages(t.app.db, new Date(now));
    const left = await t.app.db
      .select({ status: webhookMessages.status, createdAt: webhookMessages.createdAt })
      .from(webhookMessages)
      .where(eq(webhookMessages.endpointId, endpoint.id));
    expect(left.map((row) => row.status).sort()).toEqual(['delivered', 'pending']);
    expect(left.find((row) => row.status === 'delivered')!.createdAt.getTime()).toBe(at(29).getTime());
  });

  // Last: it moves the app's clock a day on, and every journey of the earlier tests is one whose link expired.
  it('announces a link that ran out of time unused, once, and a cancelled one only as cancelled', async () => {
    const shopSystem = await receiver();
    receivers.push(shopSystem);
    await register(shopSystem.url, ['link.expired']);
    const unused = await startJourney();
    const cancelledOne = await startJourney();
    const links = await t.app.inject({ method: 'GET', url: `${base}/links`, headers: owner.headers });
    const sendId = links
      .json<{ links: { id: string; consumerId: string }[] }>()
      .links.find((link) => link.consumerId === cancelledOne)!.id;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${base}/links/${sendId}/cancel`,
      headers: owner.headers,
    });
    expect(cancel.statusCode).toBe(200);
    const announced = () =>
      shopSystem
        .delivered()
        .map((r) => JSON.parse(r.body) as { data: Record<string, unknown> })
        .filter((body) => body.data.journeyId === unused || body.data.journeyId === cancelledOne)
        .map((body) => [body.data.journeyId, body.data.reason]);
    await vi.waitFor(() => expect(announced()).toHaveLength(1), { timeout: 30_000, interval: 50 });

    t.advance(25 * 3_600_000);
    const boss = t.app.services.jobs.boss;
    for (let run = 0; run < 2; run++) {
      const id = (await boss.send(LINK_EXPIRY_QUEUE, {}))!;
      await vi.waitFor(
        async () => expect((await boss.getJobById(LINK_EXPIRY_QUEUE, id))?.state).toBe('completed'),
        { timeout: 30_000, interval: 50 },
      );
    }
    await vi.waitFor(() => expect(announced()).toHaveLength(2), { timeout: 30_000, interval: 50 });
    expect(announced()).toEqual([
      [cancelledOne, 'cancelled'],
      [unused, 'timed-out'],
    ]);
    // Both runs are done: each journey has its one announcement, the second run added none.
    for (const journeyId of [unused, cancelledOne]) {
      const expired = await t.app.db
        .select()
        .from(webhookMessages)
        .where(and(eq(webhookMessages.consumerId, journeyId), eq(webhookMessages.eventType, 'link.expired')));
      expect(expired).toHaveLength(1);
    }
    // The journey whose sale was marked is not announced: its link served its purpose or no longer matters.
    const sold = await t.app.db.execute(sql`
      select count(*)::int as n from webhook_messages m join journeys j
        on j.consumer_id = m.consumer_id and j.shop_key_id = m.shop_key_id
       where m.event_type = 'link.expired' and j.sale_outcome is not null`);
    expect((sold as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  }, 120_000);
});
