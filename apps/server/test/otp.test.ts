import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../src/db/schema.js';
import { buildTestApp, latestCode, nextPhone, sendCode, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const INVALID = 'The phone number or verification code gathered is invalid.';

async function validate(
  phone: string,
  code: string,
  verificationHash: string,
  extra: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/validate-OTP/',
    payload: { phoneMobile: phone, verificationCode: code, verificationHash, ...extra },
  });
}

async function send(phone: string, extra: Record<string, unknown> = {}) {
  const res = await sendCode(t.app, phone, extra);
  expect(res.statusCode).toBe(200);
  return res.json<{ verificationHash: string }>().verificationHash;
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/v1/apps/send-verification-text/', () => {
  it('texts a 6-digit code and keeps only an HMAC of it', async () => {
    const phone = nextPhone();
    const hash = await send(phone);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const code = await latestCode(t.app, phone);
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.json<{ body: string }[]>().at(-1)?.body).toBe(
      `Text To Apply: your verification code is ${code}. It expires in 10 minutes. Msg & data rates may apply. Msg frequency varies. Reply HELP for help, STOP to opt out.`,
    );
    const [row] = await t.app.db.select().from(otpChallenges).where(eq(otpChallenges.lookupHash, hash));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(hash).not.toContain(code);
  });

  it('accepts a formatted phone number', async () => {
    const res = await sendCode(t.app, '(425) 555-0199');
    expect(res.statusCode).toBe(200);
  });

  // Spec §8's own sentence is shown to the person as it is; a format error names the field.
  it.each([
    [{}, 'Phone number required to send access code.'],
    [{ phoneNumber: '' }, 'Phone number required to send access code.'],
    [{ phoneNumber: '12345' }, 'phoneNumber: Invalid phone number'],
  ])('refuses %j with the spec text or a message naming the field', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/apps/send-verification-text/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('allows 5 sends per phone per hour, then 429, and again an hour later', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 5; i++) await send(phone);
    const sixth = await sendCode(t.app, phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toMatch(
      /Too many verification codes were requested for this phone number/,
    );
    t.advance(61 * 60 * 1000);
    expect((await sendCode(t.app, phone)).statusCode).toBe(200);
  });

  it('answers 502 with the spec text when the SMS provider fails, and the code is not usable', async () => {
    const failing = await buildTestApp({
      partners: {
        sms: {
          name: 'broken',
          send: () => Promise.reject(new Error('carrier down: secret internals')),
        },
      },
    });
    try {
      const res = await sendCode(failing.app, nextPhone());
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toEqual({
        code: 'PARTNER_UNAVAILABLE',
        message: 'An error occurred sending out the access code.',
      });
      expect(res.body).not.toContain('carrier down');
    } finally {
      await failing.close();
    }
  });

  it('moves the consumer to the shop chosen this time', async () => {
    const phone = nextPhone();
    const h1 = await send(phone, { shopKeyId: 'demo-cfna' });
    const one = await validate(phone, await latestCode(t.app, phone), h1);
    expect(one.json().consumer.shopKeyId).toBe('demo-cfna');
    const h2 = await send(phone);
    const two = await validate(phone, await latestCode(t.app, phone), h2, { shopKeyId: 'demo-gemy' });
    expect(two.json().consumer).toMatchObject({
      t2AConsumerKeyId: one.json().consumer.t2AConsumerKeyId,
      shopKeyId: 'demo-gemy',
    });
  });

  it('caps sends per IP address', async () => {
    const capped = await buildTestApp({ env: { OTP_SENDS_PER_IP_PER_HOUR: '3' } });
    try {
      const from = (phone: string) =>
        capped.app.inject({
          method: 'POST',
          url: '/api/v1/apps/send-verification-text/',
          payload: { phoneNumber: phone },
          remoteAddress: '203.0.113.9',
        });
      for (let i = 0; i < 3; i++) expect((await from(nextPhone())).statusCode).toBe(200);
      const res = await from(nextPhone());
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await capped.close();
    }
  });

  it("a shop's customers on its one Wi-Fi address: sends with their own live links count per link, not per address (decision 187)", async () => {
    const capped = await buildTestApp({ env: { OTP_SENDS_PER_IP_PER_HOUR: '3' } });
    try {
      const from = (phone: string, linkCode?: string) =>
        capped.app.inject({
          method: 'POST',
          url: '/api/v1/apps/send-verification-text/',
          payload: { phoneNumber: phone, ...(linkCode ? { linkCode } : {}) },
          remoteAddress: '203.0.113.11',
        });
      // A link texted back for a shop's Apply Code, as a customer at the counter gets one.
      let texted = 0;
      const linkFor = async () => {
        const phone = `425${String(3_000_000 + texted++).padStart(7, '0')}`;
        await capped.app.inject({
          method: 'POST',
          url: '/api/v1/sms/inbound',
          payload: { From: `+1${phone}`, To: '898227', Body: '100001' },
        });
        const outbox = (await capped.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json();
        const reply = outbox.filter((m: { to: string }) => m.to.endsWith(phone)).at(-1) as { body: string };
        return /\/go\/([0-9A-Za-z]{12})/.exec(reply.body)![1]!;
      };
      const browserLink = async () => {
        const created = await capped.app.inject({
          method: 'POST',
          url: '/api/v1/apps/consumer/',
          payload: { shopKeyId: 'demo-cfna' },
        });
        return created.json().consumer.linkCode as string;
      };
      // The address's own allowance is used up by sends without a link.
      for (let i = 0; i < 3; i++) expect((await from(nextPhone())).statusCode).toBe(200);
      expect((await from(nextPhone())).statusCode).toBe(429);
      // Six customers with links the shop texted them still get their codes from that address.
      for (let i = 0; i < 6; i++) expect((await from(nextPhone(), await linkFor())).statusCode).toBe(200);
      // One link is not a way around the limits: five sends an hour per link, like per phone.
      const link = await linkFor();
      for (let i = 0; i < 5; i++) expect((await from(nextPhone(), link)).statusCode).toBe(200);
      expect((await from(nextPhone(), link)).statusCode).toBe(429);
      // A link a browser made for itself, and a shared test key (public, never expires), count against the address.
      expect((await from(nextPhone(), await browserLink())).statusCode).toBe(429);
      expect((await from(nextPhone(), 'TRAIN_CFNA')).statusCode).toBe(429);
    } finally {
      await capped.close();
    }
  });

  it("counts training sends apart: trainers at a shop do not use up its applicants' allowance", async () => {
    const capped = await buildTestApp({ env: { OTP_SENDS_PER_IP_PER_HOUR: '3' } });
    try {
      const from = (phone: string, mode?: 'fm-train') =>
        capped.app.inject({
          method: 'POST',
          url: '/api/v1/apps/send-verification-text/',
          payload: { phoneNumber: phone, ...(mode ? { mode } : {}) },
          remoteAddress: '203.0.113.10',
        });
      for (let i = 0; i < 3; i++) expect((await from(nextPhone(), 'fm-train')).statusCode).toBe(200);
      expect((await from(nextPhone(), 'fm-train')).statusCode).toBe(429);
      // The same address, a real applicant: a full allowance of their own.
      for (let i = 0; i < 3; i++) expect((await from(nextPhone())).statusCode).toBe(200);
      expect((await from(nextPhone())).statusCode).toBe(429);
    } finally {
      await capped.close();
    }
  });
});

describe('POST /api/v1/apps/validate-OTP/', () => {
  it('verifies the right code once and answers with a signed pair, token and consumer', async () => {
    const phone = nextPhone();
    const hash = await send(phone, { shopKeyId: 'demo-cfna' });
    const code = await latestCode(t.app, phone);
    const res = await validate(phone, code, hash);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.verified).toMatch(new RegExp(`^${body.consumer.t2AConsumerKeyId}:[0-9a-f]{64}$`));
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.consumer).toMatchObject({ phoneMobile: phone, shopKeyId: 'demo-cfna' });
    expect(body.applications).toEqual([]);
    // Single use.
    const again = await validate(phone, code, hash);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(INVALID);
  });

  it('finds the same consumer when the same phone verifies again', async () => {
    const phone = nextPhone();
    const hash1 = await send(phone);
    const one = await validate(phone, await latestCode(t.app, phone), hash1);
    const hash2 = await send(phone);
    const two = await validate(phone, await latestCode(t.app, phone), hash2);
    expect(two.json().consumer.t2AConsumerKeyId).toBe(one.json().consumer.t2AConsumerKeyId);
  });

  it('refuses a wrong code with the spec message', async () => {
    const phone = nextPhone();
    const hash = await send(phone);
    const code = await latestCode(t.app, phone);
    const res = await validate(phone, wrongOf(code), hash);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'VERIFICATION_FAILED', message: INVALID });
  });

  it('refuses the right code for another phone number', async () => {
    const phone = nextPhone();
    const hash = await send(phone);
    const code = await latestCode(t.app, phone);
    const res = await validate(nextPhone(), code, hash);
    expect(res.json().error.message).toBe(INVALID);
  });

  it('kills the code after 5 wrong checks: even the right one is refused afterwards', async () => {
    const phone = nextPhone();
    const hash = await send(phone);
    const code = await latestCode(t.app, phone);
    for (let i = 0; i < 5; i++) expect((await validate(phone, wrongOf(code), hash)).statusCode).toBe(400);
    const right = await validate(phone, code, hash);
    expect(right.statusCode).toBe(400);
    expect(right.json().error.message).toBe(INVALID);
  });

  it('refuses an expired code', async () => {
    const phone = nextPhone();
    const hash = await send(phone);
    const code = await latestCode(t.app, phone);
    t.advance(10 * 60 * 1000 + 1000);
    const res = await validate(phone, code, hash);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The verification code has expired. Please request a new code.');
  });

  it('a new code invalidates the previous one', async () => {
    const phone = nextPhone();
    const oldHash = await send(phone);
    const oldCode = await latestCode(t.app, phone);
    await send(phone);
    expect((await validate(phone, oldCode, oldHash)).statusCode).toBe(400);
  });

  it('accepts the demo code only in training mode, without texting anyone', async () => {
    const phone = nextPhone();
    const applyHash = await send(phone);
    expect((await validate(phone, '135790', applyHash)).statusCode).toBe(400);

    const trainPhone = nextPhone();
    const before = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json<unknown[]>().length;
    const trainHash = await send(trainPhone, { mode: 'fm-train' });
    const after = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json<unknown[]>().length;
    expect(after).toBe(before);
    const res = await validate(trainPhone, '135790', trainHash, { mode: 'fm-train' });
    expect(res.statusCode).toBe(200);
    // Training consumers are separate people: the public demo code never opens a real consumer's data.
    const real = await send(trainPhone);
    const realRes = await validate(trainPhone, await latestCode(t.app, trainPhone), real);
    expect(realRes.json().consumer.t2AConsumerKeyId).not.toBe(res.json().consumer.t2AConsumerKeyId);
  });

  it('asks for the code when it is empty', async () => {
    const res = await validate(nextPhone(), '', 'ab');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter the verification code sent to your mobile phone.');
  });
});
