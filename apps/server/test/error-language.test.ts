import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageValues, putDraft } from './draft-helpers.js';
import { buildTestApp, nextPhone, sendCode, verifyPhone, type TestApp } from './helper.js';

// docs/decisions/233: the web app names the language on screen in Accept-Language; the error handler answers
// `message` and each `fields` text in that language. English stays the spec's text to the byte.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SPANISH = { 'accept-language': 'es-US' };

function inject(options: InjectOptions, language?: string) {
  const headers = { ...(options.headers ?? {}), ...(language ? { 'accept-language': language } : {}) };
  return t.app.inject({ ...options, headers });
}

/** The same request without the header, with en-US, and with a language we do not write: one English answer. */
async function expectEnglish(options: InjectOptions, body: unknown) {
  const answers = await Promise.all([undefined, 'en-US', 'fr-FR,de;q=0.8'].map((l) => inject(options, l)));
  for (const answer of answers) expect(answer.body).toBe(JSON.stringify(body));
}

const badCode: InjectOptions = {
  method: 'POST',
  url: '/api/v1/apps/validate-OTP/',
  payload: { phoneMobile: '4255550100', verificationCode: '12ab', verificationHash: 'ab' },
};

describe('the verification-code route refuses a malformed code', () => {
  it('in English without the header, with en-US and with a language we do not write', async () => {
    await expectEnglish(badCode, {
      error: {
        code: 'BAD_REQUEST',
        message: 'verificationCode: The verification code is 6 digits.',
        fields: { verificationCode: 'The verification code is 6 digits.' },
      },
    });
  });

  it.each(['es-US', 'es', 'es-MX', 'en;q=0.5, es-US;q=0.9'])(
    'in Spanish with %s, fields too',
    async (language) => {
      const res = await inject(badCode, language);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'BAD_REQUEST',
          message: 'verificationCode: El código de verificación tiene 6 dígitos.',
          fields: { verificationCode: 'El código de verificación tiene 6 dígitos.' },
        },
      });
      expect(res.headers.vary).toContain('Accept-Language');
    },
  );

  it("a spec §8 sentence read as it is: the same, in Spanish, without the field's name", async () => {
    const empty = { ...badCode, payload: { ...(badCode.payload as object), verificationCode: '' } };
    const res = await inject(empty, 'es-US');
    expect(res.json().error.message).toBe(
      'Ingrese el código de verificación que enviamos a su teléfono celular.',
    );
  });
});

describe('answers of every kind', () => {
  it('a 401 without a session', async () => {
    const draft: InjectOptions = { method: 'GET', url: '/api/v1/apps/draft' };
    await expectEnglish(draft, {
      error: {
        code: 'UNAUTHORIZED',
        message: 'Session expired or missing. Please verify your mobile phone again.',
      },
    });
    const res = await inject(draft, 'es-US');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Su sesión expiró o no existe. Verifique de nuevo su teléfono celular.',
    });
  });

  it('a 429 after five codes to one phone in an hour', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 5; i++) expect((await sendCode(t.app, phone)).statusCode).toBe(200);
    const send: InjectOptions = {
      method: 'POST',
      url: '/api/v1/apps/send-verification-text/',
      payload: { phoneNumber: phone },
    };
    const english = await inject(send);
    expect(english.statusCode).toBe(429);
    expect(english.json().error.message).toBe(
      'Too many verification codes were requested for this phone number. Please wait an hour and try again.',
    );
    const spanish = await inject(send, 'es-US');
    expect(spanish.statusCode).toBe(429);
    expect(spanish.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message:
        'Se solicitaron demasiados códigos de verificación para este número de teléfono. Espere una hora e intente de nuevo.',
    });
  });

  it("the address check's field errors: the label in front and each field's text", async () => {
    const check: InjectOptions = {
      method: 'POST',
      url: '/api/v1/usps/address',
      payload: { address1: '1 Main St', city: '123', state: 'WA', zipcode: 'abc' },
    };
    await expectEnglish(check, {
      error: {
        code: 'BAD_REQUEST',
        message: 'City: Invalid city',
        fields: { city: 'Invalid city', zipcode: 'Invalid zip' },
      },
    });
    const res = await inject(check, 'es-US');
    expect(res.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Ciudad: Ciudad no válida',
      fields: { city: 'Ciudad no válida', zipcode: 'Código postal no válido' },
    });
  });

  it("a draft step's values and a step out of order: texts in Spanish, field names and page ids as they are", async () => {
    const consumer = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    const auth = { authorization: `Bearer ${consumer.token}` };
    const early = await inject(
      {
        method: 'PUT',
        url: '/api/v1/apps/draft/financial',
        headers: auth,
        payload: { values: pageValues('financial', consumer.phone) },
      },
      'es-US',
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toEqual({
      code: 'CONFLICT',
      message: 'No se pudo determinar el siguiente paso.',
      fields: { firstIncompletePage: 'policy-content' },
    });
    expect(
      (await putDraft(t.app, consumer.token, 'policy-content', { PRIVACY_TERMS_AGREED: '1' })).statusCode,
    ).toBe(200);
    const values = { ...pageValues('about-you', consumer.phone), EMAIL: 'nope', CONFIRM_EMAIL: 'nope' };
    const bad = await inject(
      { method: 'PUT', url: '/api/v1/apps/draft/about-you', headers: auth, payload: { values } },
      'es-US',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'values.EMAIL: Correo electrónico no válido',
      fields: { 'values.EMAIL': 'Correo electrónico no válido' },
    });
  });

  it('a 413 for a body over the limit', async () => {
    const big: InjectOptions = {
      method: 'POST',
      url: '/api/v1/apps/consumer/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ shopKeyId: 'demo-cfna', keyword: 'x'.repeat(70 * 1024) }),
    };
    await expectEnglish(big, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large.' } });
    const res = await inject(big, 'es-US');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('El contenido de la petición es demasiado grande.');
  });
});

describe('the shop console stays English (staff world)', () => {
  it('whatever the browser prefers', async () => {
    const me: InjectOptions = { method: 'GET', url: '/api/v1/staff/me' };
    const english = await inject(me);
    const spanish = await inject({ ...me, headers: SPANISH });
    expect(spanish.statusCode).toBe(401);
    expect(spanish.body).toBe(english.body);
    expect(spanish.headers.vary ?? '').not.toContain('Accept-Language');
  });
});
