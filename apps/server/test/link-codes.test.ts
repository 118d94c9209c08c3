import { afterEach, describe, expect, it } from 'vitest';
import { LINK_CODE_EXPIRED, LINK_CODE_UNKNOWN, randomLinkCode } from '../src/services/link-codes.js';
import { buildTestApp, verifyPhone, type TestApp } from './helper.js';

const HOUR = 3_600_000;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function createConsumer(app: TestApp['app'], shopKeyId = 'demo-cfna') {
  const res = await app.inject({ method: 'POST', url: '/api/v1/apps/consumer/', payload: { shopKeyId } });
  expect(res.statusCode).toBe(200);
  return res.json<{ consumer: { linkCode: string; t2AConsumerKeyId: string } }>().consumer;
}

const lookUp = (app: TestApp['app'], code: string) =>
  app.inject({ method: 'GET', url: `/api/v1/apps/consumer/?linkCode=${encodeURIComponent(code)}` });

describe('link codes', () => {
  it('are 12 base62 characters from the CSPRNG (71 bits), with no repeats in a large sample', () => {
    const sample = Array.from({ length: 5000 }, () => randomLinkCode());
    for (const code of sample) expect(code).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(new Set(sample).size).toBe(sample.length);
    // Every one of the 62 characters turns up: the alphabet is really used, not a narrow slice of it.
    expect(new Set(sample.join('')).size).toBe(62);
    expect(12 * Math.log2(62)).toBeGreaterThan(64);
  });

  it('expire after LINK_CODE_TTL_HOURS (410, own text); unknown ones are 404 with another text', async () => {
    t = await buildTestApp();
    const consumer = await createConsumer(t.app);
    expect((await lookUp(t.app, consumer.linkCode)).statusCode).toBe(200);

    t.advance(24 * HOUR - 60_000);
    expect((await lookUp(t.app, consumer.linkCode)).statusCode).toBe(200);
    t.advance(120_000);
    const expired = await lookUp(t.app, consumer.linkCode);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toEqual({ code: 'GONE', message: LINK_CODE_EXPIRED });

    const unknown = await lookUp(t.app, 'AAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(LINK_CODE_UNKNOWN);
  });

  it('honour a configured TTL, and an expired link no longer binds a verified phone', async () => {
    t = await buildTestApp({ env: { LINK_CODE_TTL_HOURS: '1' } });
    const consumer = await createConsumer(t.app);
    t.advance(HOUR + 1000);
    expect((await lookUp(t.app, consumer.linkCode)).statusCode).toBe(410);
    const verified = await verifyPhone(t.app, undefined, { linkCode: consumer.linkCode });
    expect(verified.consumerId).not.toBe(consumer.t2AConsumerKeyId);
  });

  it('the shared test keys never expire', async () => {
    t = await buildTestApp();
    t.advance(1000 * 24 * HOUR);
    for (const code of ['TRAIN_CFNA', 'TRAIN_GEMY', 'TRAIN_CFSS', 'TRAIN_EZPY', 'TRAIN_GNES', 'NEW_USER']) {
      const res = await lookUp(t.app, code);
      expect(res.statusCode).toBe(200);
      expect(res.json().consumer.linkCode).toBe(code);
    }
  });

  it('show a link holder only the last four digits of the bound phone', async () => {
    t = await buildTestApp();
    const consumer = await createConsumer(t.app);
    const verified = await verifyPhone(t.app, undefined, { linkCode: consumer.linkCode });
    expect(verified.consumerId).toBe(consumer.t2AConsumerKeyId);
    const res = await lookUp(t.app, consumer.linkCode);
    expect(res.statusCode).toBe(200);
    expect(res.json().consumer).toMatchObject({ phoneMobile: null, phoneLastFour: verified.phone.slice(-4) });
    expect(res.body).not.toContain(verified.phone);
  });
});
