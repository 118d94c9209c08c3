import { SMS_VERIFY_CONSENTS } from '@ttapply/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumers, smsConsentLog } from '../src/db/schema.js';
import { buildTestApp, nextPhone, verifyPhone, type TestApp } from './helper.js';

// The consumer's language on the server (decision 232): the code is texted in the language it is asked in, the
// consumer remembers it, a switch mid-journey is remembered, and the e-mails we send them follow it.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NOTICE_ES =
  'Pueden aplicarse tarifas de mensajes y datos. La frecuencia de los mensajes varía. ' +
  'Responda AYUDA para obtener ayuda, ALTO para cancelar.';

async function outboxFor(phone: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  return res
    .json<{ to: string; body: string }[]>()
    .filter((m) => m.to === phone)
    .map((m) => m.body);
}

const setLocale = (payload: unknown, token?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/apps/consumer/locale',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as Record<string, unknown>,
  });

async function emailTerms(token: string, template = 'terms') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/shops/shop/demo-cfna/email',
    headers: { authorization: `Bearer ${token}` },
    payload: { to: 'paz.rios@example.com', appType: 'CFSS', template, state: 'WA' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/email-outbox' });
  return outbox.json<{ subject: string; body: string; attachments: string[] }[]>().at(-1)!;
}

const localeOf = async (consumerId: string) =>
  (await t.app.db.select().from(consumers).where(eq(consumers.id, consumerId)))[0]?.locale;

describe('the verification code in Spanish', () => {
  it('is texted in Spanish, the Spanish consent is logged, and the verified consumer reads Spanish', async () => {
    const phone = nextPhone();
    const { consumerId } = await verifyPhone(t.app, phone, { shopKeyId: 'demo-cfna', locale: 'es' });
    const [text] = await outboxFor(phone);
    expect(text).toMatch(/^Text To Apply: su código de verificación es \d{6}\. Vence en 10 minutos\. /);
    expect(text).toBe(
      `Text To Apply: su código de verificación es ${text!.match(/\d{6}/)![0]}. Vence en 10 minutos. ${NOTICE_ES}`,
    );
    const consent = await t.app.db
      .select()
      .from(smsConsentLog)
      .where(eq(smsConsentLog.phone, phone))
      .orderBy(asc(smsConsentLog.at));
    expect(consent.map((row) => row.textShown)).toEqual([SMS_VERIFY_CONSENTS.es]);
    expect(SMS_VERIFY_CONSENTS.es).toContain('Responda AYUDA para obtener ayuda, ALTO para cancelar.');
    expect(await localeOf(consumerId)).toBe('es');
  });

  it('answers the consumer in validate-OTP with the language remembered', async () => {
    const phone = nextPhone();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/send-verification-text/',
      payload: { phoneNumber: phone, locale: 'es' },
    });
    const code = (await outboxFor(phone))[0]!.match(/\d{6}/)![0];
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/validate-OTP/',
      payload: { phoneMobile: phone, verificationCode: code, verificationHash: sent.json().verificationHash },
    });
    expect(validated.json().consumer.locale).toBe('es');
  });

  it('a code asked without a language is in English and leaves a Spanish consumer Spanish', async () => {
    const phone = nextPhone();
    const { consumerId } = await verifyPhone(t.app, phone, { locale: 'es' });
    await verifyPhone(t.app, phone);
    expect((await outboxFor(phone)).at(-1)).toMatch(/^Text To Apply: your verification code is \d{6}\./);
    expect(await localeOf(consumerId)).toBe('es');
  });

  it('refuses a language we do not write with 400, texting nothing', async () => {
    const phone = nextPhone();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/send-verification-text/',
      payload: { phoneNumber: phone, locale: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^locale: /),
    });
    expect(await outboxFor(phone)).toEqual([]);
  });
});

describe('PUT /api/v1/apps/consumer/locale', () => {
  it('needs a session: 401 without one, and no cache keeps the answer', async () => {
    const res = await setLocale({ locale: 'es' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([[{ locale: 'fr' }], [{ locale: 'ES' }], [{ locale: 5 }], [{}], [{ locale: ['es'] }]])(
    'answers %j with 400 and keeps the language',
    async (payload) => {
      const { token, consumerId } = await verifyPhone(t.app);
      const res = await setLocale(payload, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
      expect(await localeOf(consumerId)).toBe('en');
    },
  );

  it('remembers a switch mid-journey: 204, no-store, and the next e-mail follows it', async () => {
    const { token, consumerId } = await verifyPhone(t.app, nextPhone(), { shopKeyId: 'demo-cfna' });
    const english = await emailTerms(token);
    expect(english.subject).toBe('DigniFi: Terms and Conditions');
    expect(english.body).toBe(
      'Here is the Terms and Conditions for your application with DigniFi at Redmond Tire Pros. The document is attached as a PDF.',
    );

    const res = await setLocale({ locale: 'es' }, token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-session-token']).toBeDefined();
    expect(await localeOf(consumerId)).toBe('es');

    const spanish = await emailTerms(token);
    expect(spanish.subject).toBe('DigniFi: Términos y condiciones');
    expect(spanish.body).toBe(
      'Le enviamos el documento “Términos y condiciones” de su solicitud con DigniFi en Redmond Tire Pros. ' +
        'Lo encontrará adjunto en formato PDF.',
    );
    expect(spanish.attachments).toEqual(['redmond-tire-pros-terms-cfss-wa-es.pdf']);

    // A lender's document stays in English, and the Spanish e-mail says so.
    const lenders = await emailTerms(token, 'esign');
    expect(lenders.subject).toBe('DigniFi: E-Sign Consent (en inglés)');
    expect(lenders.attachments).toEqual(['redmond-tire-pros-esign-cfss-wa.pdf']);

    expect((await setLocale({ locale: 'en' }, token)).statusCode).toBe(204);
    expect((await emailTerms(token)).subject).toBe('DigniFi: Terms and Conditions');
  });
});
