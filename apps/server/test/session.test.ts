import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  latestCode,
  nextPhone,
  submitApplication,
  verifyPhone,
  type TestApp,
} from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const refresh = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/consumer/refresh-token',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('session token', () => {
  it('answers 401 JSON without a token, or with a forged one', async () => {
    const none = await refresh();
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHORIZED');
    expect(none.json().error.message).toMatch(/Session expired or missing/);
    expect((await refresh('not.a.token')).statusCode).toBe(401);
    const app = await t.app.inject({
      method: 'GET',
      url: '/api/v1/apps/app/00000000-0000-4000-8000-000000000000',
    });
    expect(app.statusCode).toBe(401);
  });

  it('puts a fresh token on every authenticated response and exposes the header', async () => {
    const { token } = await verifyPhone(t.app);
    t.advance(2000);
    const res = await refresh(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeTruthy();
    const fresh = res.headers['x-session-token'];
    expect(typeof fresh).toBe('string');
    expect(fresh).not.toBe(token);
    expect(res.headers['access-control-expose-headers']).toContain('x-session-token');
  });

  it('expires after 15 idle minutes, and activity keeps it alive', async () => {
    const { token } = await verifyPhone(t.app);
    t.advance(14 * 60 * 1000);
    const kept = await refresh(token);
    expect(kept.statusCode).toBe(200);
    const renewed = kept.headers['x-session-token'] as string;
    t.advance(14 * 60 * 1000);
    expect((await refresh(renewed)).statusCode).toBe(200);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it("never shows another consumer's application: 404", async () => {
    const owner = await verifyPhone(t.app);
    const submitted = await submitApplication(t.app, owner, '111111111');
    const id = submitted.json().applicationKeyId as string;
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/apps/app/${id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().application).toMatchObject({ applicationKeyId: id, status: 'a', last4: '1111' });
    expect(mine.body).not.toContain('111111111');

    const stranger = await verifyPhone(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/apps/app/${id}`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(theirs.statusCode).toBe(404);
    const bogus = await t.app.inject({
      method: 'GET',
      url: '/api/v1/apps/app/not-a-uuid',
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(bogus.statusCode).toBe(404);
  });

  it('lists the consumer’s applications (without SSN or outcome) when the phone verifies again', async () => {
    const first = await verifyPhone(t.app);
    await submitApplication(t.app, first, '222222222');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/send-verification-text/',
      payload: { phoneNumber: first.phone },
    });
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const code = outbox
      .json<{ to: string; body: string }[]>()
      .filter((m) => m.to === first.phone)
      .at(-1)
      ?.body.match(/\d{6}/)?.[0];
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/validate-OTP/',
      payload: {
        phoneMobile: first.phone,
        verificationCode: code,
        verificationHash: sent.json().verificationHash,
      },
    });
    expect(again.json().applications).toHaveLength(1);
    // Before the SSN is confirmed the list shows that an application exists, not its outcome or last four.
    expect(again.json().applications[0]).toMatchObject({
      appType: 'CFNA',
      status: 'd',
      last4: '',
      result: null,
    });
    expect(again.body).not.toContain('222222222');
  });
});

describe('consumer routes', () => {
  it('GET /api/v1/apps/consumer/ needs a link code, finds test keys, 404s unknown ones', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/apps/consumer/' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Link code is required to retrieve consumer info.');
    for (const [code, lender] of [
      ['TRAIN_CFNA', 'CFNA'],
      ['TRAIN_GEMY', 'GEMY'],
      ['TRAIN_CFSS', 'CFSS'],
      ['TRAIN_EZPY', 'EZPY'],
      ['TRAIN_GNES', 'GNES'],
      ['NEW_USER', 'CFNA'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/apps/consumer/?linkCode=${code}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().consumer.linkCode).toBe(code);
      expect(res.json().shop.lenders.startsWith(lender)).toBe(true);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/apps/consumer/?linkCode=NOPE' });
    expect(unknown.statusCode).toBe(404);
  });

  it('POST /api/v1/apps/consumer/ creates a consumer with a link code for a shop', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/apps/consumer/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Missing consumer data. Unable to create consumer.');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/consumer/',
      payload: { shopKeyId: 'demo-gemy', sendText: '1' },
    });
    expect(res.statusCode).toBe(200);
    const consumer = res.json().consumer;
    expect(consumer).toMatchObject({ shopKeyId: 'demo-gemy', sendText: '1', phoneMobile: null });
    expect(consumer.linkCode).toMatch(/^[0-9A-Za-z]{12}$/);
    // The person the shop texted verifies with that link code and becomes that consumer.
    const verified = await verifyPhone(t.app, undefined, { linkCode: consumer.linkCode });
    expect(verified.consumerId).toBe(consumer.t2AConsumerKeyId);
  });

  it('takes the link code the web app sends with every call (X-Link-Code, spec §7)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/consumer/',
      payload: { shopKeyId: 'demo-gemy' },
    });
    const consumer = created.json().consumer;
    const phone = nextPhone();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/send-verification-text/',
      headers: { 'x-link-code': consumer.linkCode },
      payload: { phoneNumber: phone },
    });
    expect(sent.statusCode).toBe(200);
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/validate-OTP/',
      payload: {
        phoneMobile: phone,
        verificationCode: await latestCode(t.app, phone),
        verificationHash: sent.json().verificationHash,
      },
    });
    expect(validated.json().consumer.t2AConsumerKeyId).toBe(consumer.t2AConsumerKeyId);
  });
});

describe('POST /api/v1/apps/consumer/verify-ssn', () => {
  const verify = (token: string, ssn: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/consumer/verify-ssn',
      headers: { authorization: `Bearer ${token}` },
      payload: { ssn },
    });

  it('accepts the SSN of the latest application, refuses others, locks for 15 minutes after 5 wrong entries', async () => {
    const consumer = await verifyPhone(t.app);
    const { token } = consumer;
    expect((await verify(token, '111111111')).statusCode).toBe(404);
    await submitApplication(t.app, consumer, '333333333');
    expect((await verify(token, '333-33-3333')).json()).toEqual({ verified: true });
    const wrong = await verify(token, '333333334');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('The SSN gathered is invalid.');
    expect((await verify(token, '12')).json().error.message).toBe('ssn: Invalid SSN');
    for (let i = 0; i < 4; i++) await verify(token, '333333334');
    const locked = await verify(token, '333333333');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(
      'Too many incorrect SSN entries. Please wait 15 minutes and try again.',
    );
    // A lock for a period, not for good: a forgetful owner gets back in.
    // The session stays alive by activity meanwhile (its own 15-minute idle expiry).
    t.advance(8 * 60 * 1000);
    const midway = (await refresh(token)).headers['x-session-token'] as string;
    t.advance(7 * 60 * 1000);
    expect((await verify(midway, '333333333')).json()).toEqual({ verified: true });
  });

  it('keeps a returning consumer out of earlier applications and the draft until the SSN is confirmed', async () => {
    const first = await verifyPhone(t.app);
    const submitted = await submitApplication(t.app, first, '111111111');
    const applicationId = submitted.json().applicationKeyId as string;

    // The same phone comes back: the code proves the phone, not yet the person.
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/send-verification-text/',
      payload: { phoneNumber: first.phone },
    });
    const code = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' }))
      .json<{ to: string; body: string }[]>()
      .filter((m) => m.to.endsWith(first.phone))
      .at(-1)!
      .body.match(/\d{6}/)![0];
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/validate-OTP/',
      payload: {
        phoneMobile: first.phone,
        verificationCode: code,
        verificationHash: sent.json().verificationHash,
      },
    });
    expect(back.statusCode).toBe(200);
    const listed = back.json().applications as { applicationKeyId: string; result: unknown; last4: string }[];
    expect(listed.map((a) => a.applicationKeyId)).toEqual([applicationId]);
    expect(listed[0]).toMatchObject({ result: null, last4: '' });
    const pending = back.json().token as string;
    const read = (url: string, token: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

    for (const url of [`/api/v1/apps/app/${applicationId}`, '/api/v1/apps/draft']) {
      const refused = await read(url, pending);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('Please confirm your SSN to continue with your application.');
    }
    // Refreshing keeps the session alive without lifting the check.
    const refreshed = (await refresh(pending)).json().token as string;
    expect((await read(`/api/v1/apps/app/${applicationId}`, refreshed)).statusCode).toBe(403);

    expect((await verify(refreshed, '222222222')).statusCode).toBe(400);
    const confirmed = await verify(refreshed, '111111111');
    expect(confirmed.statusCode).toBe(200);
    const opened = confirmed.headers['x-session-token'] as string;
    const application = await read(`/api/v1/apps/app/${applicationId}`, opened);
    expect(application.statusCode).toBe(200);
    expect(application.json().application.status).toBe('a');
    expect((await read('/api/v1/apps/draft', opened)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/consumer/verify-ssn',
      payload: { ssn: '1' },
    });
    expect(res.statusCode).toBe(401);
  });
});
