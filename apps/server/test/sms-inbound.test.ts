import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_TWIML } from '../src/routes/api/v1/sms/index.js';
import { PROGRAMME_NOTICE } from '../src/services/sms-programme.js';
import { SMS_HOW_TO } from '../src/services/text-to-apply-service.js';
import { smsConsentLog } from '../src/db/schema.js';
import { asc, eq } from 'drizzle-orm';
import { buildTestApp, nextPhone, type TestApp } from './helper.js';

const TOKEN = 'test-auth-token-0123456789abcdef';
const BASE = 'https://apply.example.com';
const URL_PATH = '/api/v1/sms/inbound';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { TWILIO_AUTH_TOKEN: TOKEN, PUBLIC_BASE_URL: BASE, SMS_INBOUND_PER_PHONE_PER_HOUR: '5' },
  });
});
afterAll(() => t.close());

function twilioParams(phone: string, body: string): Record<string, string> {
  return {
    ToCountry: 'US',
    From: `+1${phone}`,
    To: '+14255550100',
    Body: body,
    MessageSid: 'SM0123456789abcdef0123456789abcdef',
    AccountSid: 'AC0123456789abcdef0123456789abcdef',
    NumMedia: '0',
  };
}

function post(params: Record<string, string>, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: URL_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature !== undefined ? { 'x-twilio-signature': signature } : {}),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

/** What Twilio would send: the signature over the public URL and every posted parameter. */
function text(phone: string, body: string) {
  const params = twilioParams(phone, body);
  return post(params, twilio.getExpectedTwilioSignature(TOKEN, `${BASE}${URL_PATH}`, params));
}

async function outboxFor(phone: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  return res
    .json<{ to: string; body: string }[]>()
    .filter((m) => m.to === phone)
    .map((m) => m.body);
}

const linkIn = (body: string) => body.match(/https:\/\/apply\.example\.com\/go\/([0-9A-Za-z]{12}) /)?.[1];

describe('POST /api/v1/sms/inbound signature', () => {
  it('accepts a valid signature and answers empty TwiML', async () => {
    const res = await text(nextPhone(), 'HELP');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toBe(EMPTY_TWIML);
  });

  it('refuses a missing, wrong or tampered signature with 403 and texts nobody', async () => {
    const phone = nextPhone();
    const params = twilioParams(phone, 'APPLY');
    const missing = await post(params);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error).toEqual({ code: 'FORBIDDEN', message: 'The request signature is invalid.' });
    expect((await post(params, 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=')).statusCode).toBe(403);
    // Signed for another message body: the signature covers every parameter.
    const signedForOther = twilio.getExpectedTwilioSignature(TOKEN, `${BASE}${URL_PATH}`, {
      ...params,
      Body: 'HELP',
    });
    expect((await post(params, signedForOther)).statusCode).toBe(403);
    // Signed with another token.
    const otherToken = twilio.getExpectedTwilioSignature('another-token', `${BASE}${URL_PATH}`, params);
    expect((await post(params, otherToken)).statusCode).toBe(403);
    expect(await outboxFor(phone)).toEqual([]);
  });

  it('is not checked when no auth token is configured (local development)', async () => {
    const local = await buildTestApp();
    try {
      const phone = nextPhone();
      const res = await local.app.inject({
        method: 'POST',
        url: URL_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(twilioParams(phone, 'help')).toString(),
      });
      expect(res.statusCode).toBe(200);
      const outbox = await local.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(outbox.json<{ to: string; body: string }[]>().filter((m) => m.to === phone)).toHaveLength(1);
    } finally {
      await local.close();
    }
  });

  it('refuses every request in production when no auth token is configured', async () => {
    const prod = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        OTP_SECRET: 'o'.repeat(40),
        ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      },
    });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: URL_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(twilioParams(nextPhone(), 'APPLY')).toString(),
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await prod.close();
    }
  });
});

describe('text to apply replies', () => {
  it("a shop's Apply Code texts a link to a new consumer at that shop", async () => {
    const phone = nextPhone();
    expect((await text(phone, ' 100001 ')).statusCode).toBe(200);
    const [reply] = await outboxFor(phone);
    expect(reply).toContain('Redmond Tire Pros: start your financing application at');
    expect(reply).toContain(
      'The link works for 24 hours. Msg & data rates may apply. Msg frequency varies. Reply HELP for help, STOP to opt out.',
    );
    const code = linkIn(reply ?? '');
    expect(code).toBeDefined();
    const consumer = await t.app.inject({ method: 'GET', url: `/api/v1/apps/consumer/?linkCode=${code}` });
    expect(consumer.statusCode).toBe(200);
    expect(consumer.json()).toMatchObject({
      consumer: { submissionSource: 'sms', sendText: '1', shopKeyId: 'demo-cfna', phoneMobile: null },
      shop: { keyId: 'demo-cfna' },
    });
  });

  it('a company keyword shared by several shops links to a consumer with the keyword and no shop', async () => {
    const phone = nextPhone();
    await text(phone, ' de mo ');
    const [reply] = await outboxFor(phone);
    expect(reply).toContain('Text To Apply Demo Shops: start your financing application at');
    const consumer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/apps/consumer/?linkCode=${linkIn(reply ?? '')}`,
    });
    expect(consumer.json()).toMatchObject({ consumer: { keyword: 'DEMO', shopKeyId: null }, shop: null });
  });

  it('APPLY alone links to shop search; HELP and anything else get the how-to text', async () => {
    const phone = nextPhone();
    await text(phone, 'apply');
    await text(phone, 'HELP');
    await text(phone, 'what is this?');
    await text(phone, '999999');
    expect(await outboxFor(phone)).toEqual([
      `Text To Apply: find your shop and start your financing application at ${BASE}/shop-search . ${PROGRAMME_NOTICE}`,
      t.app.services.smsProgramme.helpReply,
      SMS_HOW_TO,
      SMS_HOW_TO,
    ]);
    expect(SMS_HOW_TO).toBe(
      "Text To Apply: text APPLY, your shop's keyword or its six-digit Apply Code to start. Reply HELP for help, STOP to opt out.",
    );
  });

  it('HELP names who runs the programme and how to reach them (CTIA)', async () => {
    const phone = nextPhone();
    await text(phone, 'help');
    expect(await outboxFor(phone)).toEqual([
      'Text To Apply: financing applications at your auto or tire shop, run by Text To Apply. ' +
        'Help: support@texttoapply.com. Msg & data rates may apply. Msg frequency varies. ' +
        'Reply HELP for help, STOP to opt out.',
    ]);
  });

  it.each([
    'STOP',
    'Stop',
    'STOPALL',
    'UNSUBSCRIBE',
    'CANCEL',
    'END',
    'QUIT',
    'REVOKE',
    'OPT OUT',
    'opt out',
  ])(
    '%s: exactly one confirmation, then silence until START, which confirms once; both logged',
    async (stop) => {
      const phone = nextPhone();
      await text(phone, stop);
      const stopReply =
        'Text To Apply: you are unsubscribed and will get no more texts from us. Reply START to opt back in.';
      expect(await outboxFor(phone)).toEqual([stopReply]);
      await text(phone, 'APPLY');
      await text(phone, '100001');
      await text(phone, 'HELP');
      expect(await outboxFor(phone)).toEqual([stopReply]);
      await text(phone, 'START');
      const startReply = `Text To Apply: you are opted back in. ${PROGRAMME_NOTICE}`;
      expect(await outboxFor(phone)).toEqual([stopReply, startReply]);
      await text(phone, 'HELP');
      expect(await outboxFor(phone)).toHaveLength(3);
      const log = await t.app.db
        .select()
        .from(smsConsentLog)
        .where(eq(smsConsentLog.phone, phone))
        .orderBy(asc(smsConsentLog.at));
      expect(log.map((row) => [row.action, row.source, row.via, row.textShown])).toEqual([
        ['opt-out', 'keyword', stop.replace(/\s/g, '').toUpperCase(), stopReply],
        ['opt-in', 'keyword', 'START', startReply],
      ]);
    },
  );

  // Decision 273: the keyword with punctuation, in any case, with other words.
  it.each([
    ['STOP!', 'STOP', 'en', 'START.', 'START'],
    ['Stop.', 'STOP', 'en', 'Start please', 'START'],
    ['stop please', 'STOP', 'en', 'yes!', 'YES'],
    ['Alto.', 'ALTO', 'es', 'Comenzar.', 'COMENZAR'],
    ['alto por favor', 'ALTO', 'es', 'comenzar por favor', 'COMENZAR'],
    ['¡Parar!', 'PARAR', 'es', 'COMENZAR!', 'COMENZAR'],
    ['No más', 'NOMAS', 'es', 'Comenzar', 'COMENZAR'],
  ])(
    '%s opts out (%s, confirmed in %s) and nothing but its confirmation is texted until %s',
    async (stop, keyword, locale, start, startKeyword) => {
      const phone = nextPhone();
      await text(phone, stop);
      const replies = t.app.services.smsProgramme.replies[locale as 'en' | 'es'];
      expect(await outboxFor(phone)).toEqual([replies.stopped]);
      await text(phone, 'APPLY');
      await text(phone, 'help!');
      expect(await outboxFor(phone)).toEqual([replies.stopped]);
      await text(phone, start);
      const started = t.app.services.smsProgramme.replies[startKeyword === 'COMENZAR' ? 'es' : 'en'].started;
      expect(await outboxFor(phone)).toEqual([replies.stopped, started]);
      const log = await t.app.db
        .select()
        .from(smsConsentLog)
        .where(eq(smsConsentLog.phone, phone))
        .orderBy(asc(smsConsentLog.at));
      expect(log.map((row) => [row.action, row.source, row.via])).toEqual([
        ['opt-out', 'keyword', keyword],
        ['opt-in', 'keyword', startKeyword],
      ]);
    },
  );

  it.each([
    ['Help?', 'en'],
    ['help me please', 'en'],
    ['¡Ayuda!', 'es'],
    ['ayuda por favor', 'es'],
  ])('%s gets the help reply in its language', async (help, locale) => {
    const phone = nextPhone();
    await text(phone, help);
    expect(await outboxFor(phone)).toEqual([t.app.services.smsProgramme.replies[locale as 'en' | 'es'].help]);
  });

  it('a word that only holds "stop" ("nonstop") is no opt-out: it gets the how-to, and texts go on', async () => {
    const phone = nextPhone();
    await text(phone, 'nonstop');
    await text(phone, 'Apply!');
    expect(await outboxFor(phone)).toEqual([
      SMS_HOW_TO,
      `Text To Apply: find your shop and start your financing application at ${BASE}/shop-search . ${PROGRAMME_NOTICE}`,
    ]);
    const log = await t.app.db.select().from(smsConsentLog).where(eq(smsConsentLog.phone, phone));
    expect(log.map((row) => row.action)).not.toContain('opt-out');
  });

  it('the keyword that starts a conversation is in the consent log with the reply it was sent', async () => {
    const started = async (body: string) => {
      const phone = nextPhone();
      await text(phone, body);
      const [reply] = await outboxFor(phone);
      const log = await t.app.db.select().from(smsConsentLog).where(eq(smsConsentLog.phone, phone));
      return { reply, log: log.map((row) => [row.action, row.source, row.via, row.textShown]) };
    };
    for (const [body, via] of [
      ['APPLY', 'APPLY'],
      ['Apply.', 'APPLY'],
      ['100001', '100001'],
      ['100001!', '100001'],
      ['Solicitar', 'SOLICITAR'],
      ['solicitar 100001', 'SOLICITAR 100001'],
      ['SOLICITAR de mo', 'SOLICITAR DE MO'],
      ['demo', 'DEMO'],
    ]) {
      const { reply, log } = await started(body!);
      expect(reply, body).toBeDefined();
      expect(log, body).toEqual([['opt-in', 'keyword', via, reply]]);
    }
    // A message that starts nothing we text again (HELP, the how-to) is not a consent.
    expect((await started('HELP')).log).toEqual([]);
    expect((await started('what is this?')).log).toEqual([]);
  });

  it('after STOP a verification code requested on the web is not texted, and the answer says how to opt back in', async () => {
    const phone = nextPhone();
    await text(phone, 'STOP');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/send-verification-text/',
      payload: { phoneNumber: phone, shopKeyId: 'demo-cfna' },
    });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().error.message).toBe(
      'This number opted out of texts from Text To Apply. To get texts again, text START to 898227 from that phone, then try again.',
    );
    expect(await outboxFor(phone)).toHaveLength(1);
    await text(phone, 'START');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/send-verification-text/',
      payload: { phoneNumber: phone, shopKeyId: 'demo-cfna' },
    });
    expect(again.statusCode).toBe(200);
    const messages = await outboxFor(phone);
    expect(messages.at(-1)).toMatch(
      /your verification code is \d{6}\. .*Reply HELP for help, STOP to opt out\.$/,
    );
  });

  it('answers at most SMS_INBOUND_PER_PHONE_PER_HOUR texts per phone per hour', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 7; i++) expect((await text(phone, 'HELP')).statusCode).toBe(200);
    expect(await outboxFor(phone)).toHaveLength(5);
    t.advance(3_600_000 + 1000);
    await text(phone, 'HELP');
    expect(await outboxFor(phone)).toHaveLength(6);
  });
});

describe('in Spanish (decision 232)', () => {
  const NOTICE_ES =
    'Pueden aplicarse tarifas de mensajes y datos. La frecuencia de los mensajes varía. ' +
    'Responda AYUDA para obtener ayuda, ALTO para cancelar.';
  const linkWithLang = (body: string) =>
    body.match(/https:\/\/apply\.example\.com\/go\/([0-9A-Za-z]{12})\?lang=es /)?.[1];

  it('SOLICITAR answers in Spanish with shop search opening in Spanish', async () => {
    const phone = nextPhone();
    await text(phone, ' Solicitar ');
    expect(await outboxFor(phone)).toEqual([
      `Text To Apply: busque su taller y comience su solicitud de financiamiento en ${BASE}/shop-search?lang=es . ${NOTICE_ES}`,
    ]);
  });

  it("SOLICITAR with a shop's Apply Code or keyword texts that shop's link in Spanish, for a Spanish-speaking consumer", async () => {
    const phone = nextPhone();
    await text(phone, 'solicitar 100001');
    const [reply] = await outboxFor(phone);
    const code = linkWithLang(reply ?? '');
    expect(code).toBeDefined();
    expect(reply).toBe(
      `Redmond Tire Pros: comience su solicitud de financiamiento en ${BASE}/go/${code}?lang=es . ` +
        `El enlace funciona durante 24 horas. ${NOTICE_ES}`,
    );
    const consumer = await t.app.inject({ method: 'GET', url: `/api/v1/apps/consumer/?linkCode=${code}` });
    expect(consumer.json()).toMatchObject({
      consumer: { submissionSource: 'sms', shopKeyId: 'demo-cfna', locale: 'es' },
    });

    const byKeyword = nextPhone();
    await text(byKeyword, 'SOLICITAR de mo');
    const [company] = await outboxFor(byKeyword);
    expect(company).toMatch(/^Text To Apply Demo Shops: comience su solicitud de financiamiento en /);
    expect(linkWithLang(company ?? '')).toBeDefined();
  });

  it('SOLICITAR with a word no shop has gets the how-to in Spanish; a code alone stays English', async () => {
    const phone = nextPhone();
    await text(phone, 'SOLICITAR nada');
    await text(phone, '100001');
    const [howTo, english] = await outboxFor(phone);
    expect(howTo).toBe(
      'Text To Apply: para comenzar, envíe SOLICITAR, o SOLICITAR y la palabra clave de su taller o su código de ' +
        'solicitud de seis dígitos. Responda AYUDA para obtener ayuda, ALTO para cancelar.',
    );
    expect(english).toContain('Redmond Tire Pros: start your financing application at');
    expect(english).not.toContain('lang=');
  });

  it('AYUDA names who runs the programme and how to reach them, in Spanish', async () => {
    const phone = nextPhone();
    await text(phone, 'ayuda');
    expect(await outboxFor(phone)).toEqual([
      'Text To Apply: solicitudes de financiamiento en su taller de autos o llantas, un servicio de Text To Apply. ' +
        `Ayuda: support@texttoapply.com. ${NOTICE_ES}`,
    ]);
  });

  it.each(['ALTO', 'alto', 'PARAR', 'Cancelar'])(
    '%s: exactly one Spanish confirmation, then silence until COMENZAR, which confirms once in Spanish; both logged with the keyword',
    async (stop) => {
      const phone = nextPhone();
      await text(phone, stop);
      const stopReply =
        'Text To Apply: canceló su suscripción y no recibirá más mensajes de texto de nuestra parte. ' +
        'Responda COMENZAR para volver a suscribirse.';
      expect(await outboxFor(phone)).toEqual([stopReply]);
      await text(phone, 'SOLICITAR');
      await text(phone, 'AYUDA');
      await text(phone, 'HELP');
      expect(await outboxFor(phone)).toEqual([stopReply]);
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/v1/apps/send-verification-text/',
        payload: { phoneNumber: phone, shopKeyId: 'demo-cfna', locale: 'es' },
      });
      expect(sent.statusCode).toBe(409);
      expect(sent.json().error.message).toBe(
        'Este número canceló los mensajes de texto de Text To Apply. Para volver a recibirlos, envíe COMENZAR al ' +
          '898227 desde ese teléfono y vuelva a intentarlo.',
      );
      await text(phone, 'comenzar');
      const startReply = `Text To Apply: volvió a suscribirse a nuestros mensajes de texto. ${NOTICE_ES}`;
      expect(await outboxFor(phone)).toEqual([stopReply, startReply]);
      const log = await t.app.db
        .select()
        .from(smsConsentLog)
        .where(eq(smsConsentLog.phone, phone))
        .orderBy(asc(smsConsentLog.at));
      expect(log.map((row) => [row.action, row.source, row.via, row.textShown])).toEqual([
        ['opt-out', 'keyword', stop.toUpperCase(), stopReply],
        ['opt-in', 'keyword', 'COMENZAR', startReply],
      ]);
    },
  );

  it('an English keyword after a Spanish one is answered in English', async () => {
    const phone = nextPhone();
    await text(phone, 'ALTO');
    await text(phone, 'START');
    expect((await outboxFor(phone)).at(-1)).toBe(`Text To Apply: you are opted back in. ${PROGRAMME_NOTICE}`);
  });
});
