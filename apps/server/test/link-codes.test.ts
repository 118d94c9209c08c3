import { afterEach, describe, expect, it } from 'vitest';
import { LINK_CODE_EXPIRED, LINK_CODE_UNKNOWN, randomLinkCode } from '../src/services/link-codes.js';
import { DEMO_APPLY_CODES } from '../src/db/seed.js';
import { buildTestApp, latestCode, nextPhone, sendCode, verifyPhone, type TestApp } from './helper.js';

async function latestMessage(app: TestApp['app'], phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  return (
    res
      .json<{ to: string; body: string }[]>()
      .filter((m) => m.to === phone)
      .at(-1)?.body ?? ''
  );
}

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

// Arriving from a texted link, the verification screen offers the phone the text went to. The
// link holder sees its last four only (decision 021); the code goes to it without the number being typed.
describe('a texted link’s phone', () => {
  it('is offered by its last four, takes the code without being typed, and verifies as that phone', async () => {
    t = await buildTestApp();
    const phone = nextPhone();
    const texted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ From: `+1${phone}`, Body: DEMO_APPLY_CODES['demo-cfna']! }).toString(),
    });
    expect(texted.statusCode).toBe(200);
    const link = (await latestMessage(t.app, phone)).match(/\/go\/([0-9A-Za-z]{12})\b/)?.[1];
    expect(link).toBeDefined();

    const found = await lookUp(t.app, link!);
    expect(found.json().consumer).toMatchObject({ phoneMobile: null, phoneLastFour: phone.slice(-4) });

    // No number and no link: the spec's message, as before.
    const noNumber = await sendCode(t.app, '', {});
    expect(noNumber.statusCode).toBe(400);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/send-verification-text/',
      payload: { linkCode: link },
    });
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(t.app, phone);
    const validate = (payload: Record<string, unknown>) =>
      t!.app.inject({ method: 'POST', url: '/api/v1/apps/validate-OTP/', payload });
    const { verificationHash } = sent.json<{ verificationHash: string }>();
    // Another number with the right code is refused: the code belongs to the texted phone.
    expect(
      (await validate({ phoneMobile: nextPhone(), verificationCode: code, verificationHash })).statusCode,
    ).toBe(400);
    const verified = await validate({ verificationCode: code, verificationHash });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().consumer).toMatchObject({
      phoneMobile: phone,
      t2AConsumerKeyId: found.json().consumer.t2AConsumerKeyId,
    });

    // A code sent to a typed number still needs that number.
    const typed = nextPhone();
    const typedSend = await sendCode(t.app, typed);
    const typedCode = await latestCode(t.app, typed);
    const { verificationHash: typedHash } = typedSend.json<{ verificationHash: string }>();
    expect((await validate({ verificationCode: typedCode, verificationHash: typedHash })).statusCode).toBe(
      400,
    );
  });
});
