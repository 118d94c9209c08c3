// Training is harmless (lenders §4, decision 080): a training session texts nobody, e-mails nobody and
// reaches only the partner sandbox, even on a server configured for the real lenders (TEST_MODE=REMOTE).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailMessage, EmailProvider } from '../src/partners/email/email-provider.js';
import type { SmsProvider } from '../src/partners/sms/sms-provider.js';
import { shops } from '../src/db/schema.js';
import { awaitDecision, buildTestApp, nextPhone, submitPayload, type TestApp } from './helper.js';

const texts: { to: string; body: string }[] = [];
const mails: EmailMessage[] = [];
const sms: SmsProvider = {
  name: 'recording',
  async send(to, body) {
    texts.push({ to, body });
  },
};
const email: EmailProvider = {
  name: 'recording',
  async send(message) {
    mails.push(message);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { TEST_MODE: 'REMOTE' }, partners: { sms, email } });
});
afterAll(async () => {
  await t.close();
});

async function trainingSession(phone: string, shopKeyId = 'demo-cfna') {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/send-verification-text/',
    payload: { phoneNumber: phone, mode: 'fm-train', shopKeyId },
  });
  expect(sent.statusCode).toBe(200);
  const validated = await t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/validate-OTP/',
    payload: {
      phoneMobile: phone,
      verificationCode: '135790',
      verificationHash: sent.json().verificationHash,
      mode: 'fm-train',
    },
  });
  expect(validated.statusCode).toBe(200);
  const { token, consumer } = validated.json();
  return { token: token as string, consumerId: consumer.t2AConsumerKeyId as string, phone };
}

const emailTerms = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/shops/shop/demo-cfna/email',
    headers: { authorization: `Bearer ${token}` },
    payload: { to: 'pat.jones@example.com', appType: 'CFSS', template: 'terms', state: 'WA' },
  });

describe('a training session with TEST_MODE=REMOTE', () => {
  it('texts nobody, e-mails nobody, and its lender call goes to the sandbox', async () => {
    const phone = nextPhone();
    const training = await trainingSession(phone);
    expect(texts.filter((text) => text.to === phone)).toEqual([]);

    const emailed = await emailTerms(training.token);
    expect(emailed.statusCode).toBe(200);
    expect(emailed.json()).toEqual({ success: true });
    expect(mails).toEqual([]);

    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/app/',
      headers: { authorization: `Bearer ${training.token}` },
      payload: submitPayload(training.consumerId, phone, '111111111'),
    });
    expect(submitted.statusCode).toBe(200);
    // 111111111 is the sandbox's CFNA approval; a real lender is not configured here and would end in 'e'.
    const decided = await awaitDecision(t.app, training.token, submitted.json().applicationKeyId);
    expect(decided.status).toBe('a');
    expect(texts.filter((text) => text.to === phone)).toEqual([]);
    expect(mails).toEqual([]);
  });

  it('while an apply-mode session on the same server texts its code, e-mails and reaches no sandbox', async () => {
    const phone = nextPhone();
    // Not verifyPhone: it reads the code from the dev outbox, and this app's SMS provider is the recording one.
    const apply = await (async () => {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/v1/apps/send-verification-text/',
        payload: { phoneNumber: phone, shopKeyId: 'demo-cfna' },
      });
      const code = texts
        .filter((text) => text.to === phone)
        .at(-1)
        ?.body.match(/\b(\d{6})\b/)?.[1];
      const validated = await t.app.inject({
        method: 'POST',
        url: '/api/v1/apps/validate-OTP/',
        payload: {
          phoneMobile: phone,
          verificationCode: code,
          verificationHash: sent.json().verificationHash,
        },
      });
      return {
        token: validated.json().token as string,
        consumerId: validated.json().consumer.t2AConsumerKeyId as string,
        phone,
      };
    })();
    expect(texts.filter((text) => text.to === phone)).toHaveLength(1);
    expect((await emailTerms(apply.token)).statusCode).toBe(200);
    expect(mails).toHaveLength(1);

    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/app/',
      headers: { authorization: `Bearer ${apply.token}` },
      payload: submitPayload(apply.consumerId, phone, '111111111'),
    });
    const decided = await awaitDecision(t.app, apply.token, submitted.json().applicationKeyId);
    expect(decided.status).toBe('e');
  });
});

describe("training's data share with Synchrony (decision 100)", () => {
  it("prefills Synchrony's form with the sample applicant and the chosen test SSN, and only a test SSN", async () => {
    const training = await trainingSession(nextPhone(), 'demo-gemy');
    const [shop] = await t.app.db.select().from(shops).where(eq(shops.keyId, 'demo-gemy'));
    const token = (trainingSsn: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/gemy/generateToken',
        headers: { authorization: `Bearer ${training.token}` },
        payload: { phoneNumber: training.phone, acctId: shop!.acctId, subId: shop!.subId, trainingSsn },
      });
    const refused = await token('123456780');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('trainingSsn: Must be one of the training test SSNs.');

    const issued = await token('111111111');
    expect(issued.statusCode, issued.body).toBe(200);
    const form = await fetch(`${t.sandbox.url}/lenders/GEMY/apply?dsaToken=${issued.json().token}`);
    const html = await form.text();
    expect(html).toContain('value="Jordan"');
    expect(html).toContain('value="111111111"');
    expect(html).toContain('value="04/12/1986"');
  });
});
