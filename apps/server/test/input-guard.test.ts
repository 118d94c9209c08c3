import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDataRules } from '../src/services/app-data-rules.js';
import { pageValues } from './draft-helpers.js';
import { buildTestApp, submitPayload, verifyPhone, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const BUILT_IN_NAMES = Object.getOwnPropertyNames(Object.prototype);

function expectRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { error: { code: string; message: string; fields: Record<string, string> } };
  expect(body.error.code).toBe('BAD_REQUEST');
  expect(body.error.message.startsWith(`${field}: `)).toBe(true);
  expect(Object.keys(body.error.fields)).toEqual([field]);
}

// Bad input gets a 4xx, never a 500. Each of these once answered 500 (PostgreSQL refuses U+0000 in text, and
// app-data-rules read `toString` from a plain object). One rule refuses them all with 400 before any route
// runs.
describe('a NUL byte anywhere in a request answers 400', () => {
  it('in params and query strings', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/v1/shops/shop/a%00b' }), 'shopKeyId');
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/v1/apps/consumer/?linkCode=a%00b' }),
      'linkCode',
    );
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/v1/shops/?zip=98052&keyword=a%00' }),
      'keyword',
    );
  });

  it('in the bodies of the calls made before a session', async () => {
    for (const field of ['keyword', 'shopKeyId', 'submissionSource']) {
      const payload = { shopKeyId: 'demo-cfna', [field]: NUL };
      expectRefused(await t.app.inject({ method: 'POST', url: '/api/v1/apps/consumer/', payload }), field);
    }
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/send-verification-text/',
      payload: { phoneNumber: '4255550100', linkCode: NUL },
    });
    expectRefused(send, 'linkCode');
    const validate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/validate-OTP/',
      payload: {
        phoneMobile: '4255550100',
        verificationCode: '123456',
        verificationHash: 'ab',
        shopKeyId: NUL,
      },
    });
    expectRefused(validate, 'shopKeyId');
  });

  it('in draft values and in a submitted application', async () => {
    const consumer = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    const auth = { authorization: `Bearer ${consumer.token}` };
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/apps/draft/policy-content',
      headers: auth,
      payload: { values: { PRIVACY_TERMS_AGREED: '1' } },
    });
    const draft = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/apps/draft/about-you',
      headers: auth,
      payload: { values: { ...pageValues('about-you', consumer.phone), FIRST_NAME: `Pat${NUL}` } },
    });
    expectRefused(draft, 'values.FIRST_NAME');

    const base = submitPayload(consumer.consumerId, consumer.phone, '111111111');
    for (const [field, change] of [
      ['confirmTimestamp', { confirmTimestamp: NUL }],
      ['selectedApps', { selectedApps: `CFNA${NUL}` }],
      ['quickScreenAccept', { quickScreenAccept: NUL }],
      ['appData.FIRST_NAME', { appData: { ...base.appData, FIRST_NAME: NUL } }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/apps/app/',
        headers: auth,
        payload: { ...base, ...change },
      });
      expectRefused(res, field);
    }
  });
});

// A lone UTF-16 surrogate is not Unicode: PostgreSQL refuses it in JSON and text, which answered 500.
describe('a lone UTF-16 surrogate anywhere in a request answers 400', () => {
  it.each(['a\ud800b', 'a\udc00b', '\ud800'])(
    '%j in draft values and in a submitted application',
    async (lone) => {
      const consumer = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
      const auth = { authorization: `Bearer ${consumer.token}` };
      const draft = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/apps/draft/about-you',
        headers: auth,
        payload: { values: { ...pageValues('about-you', consumer.phone), LAST_NAME: lone } },
      });
      expectRefused(draft, 'values.LAST_NAME');
      const base = submitPayload(consumer.consumerId, consumer.phone, '111111111');
      for (const [field, change] of [
        ['selectedApps', { selectedApps: `CFNA${lone}` }],
        ['appData.CITY', { appData: { ...base.appData, CITY: lone } }],
      ] as const) {
        expectRefused(
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/apps/app/',
            headers: auth,
            payload: { ...base, ...change },
          }),
          field,
        );
      }
    },
  );

  it('keeps a well-formed pair (an emoji) as any other character', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/shops/shop/${encodeURIComponent('a\u{1F600}b')}`,
    });
    expect(res.statusCode).not.toBe(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('input too deep to scan answers 400', () => {
  it('refuses a body nested deeper than any route takes', async () => {
    let values: unknown = 'x';
    for (let i = 0; i < 40; i++) values = { a: values };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/consumer/',
      payload: { shopKeyId: 'demo-cfna', keyword: values },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^keyword(\.a)+: Nested too deeply\.$/);
  });
});

describe('a key named after a built-in object member answers 400', () => {
  it.each(BUILT_IN_NAMES)('appData and draft values with the key %s', async (name) => {
    const consumer = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    const auth = { authorization: `Bearer ${consumer.token}` };
    const base = submitPayload(consumer.consumerId, consumer.phone, '111111111');
    // JSON text, so `__proto__` arrives as an own key as a client would send it.
    const appData = JSON.stringify(base.appData).replace(/^\{/, `{${JSON.stringify(name)}:"1",`);
    const body = JSON.stringify({ ...base, appData: 'APPDATA' }).replace('"APPDATA"', appData);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/app/',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: body,
    });
    expect(submitted.statusCode).toBe(400);
    const draft = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/apps/draft/policy-content',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: `{"values":{${JSON.stringify(name)}:"1"}}`,
    });
    expect(draft.statusCode).toBe(400);
    const query = await t.app.inject({ method: 'GET', url: `/api/v1/shops/?zip=98052&${name}=1` });
    expect(query.statusCode).toBe(400);
  });

  it('app-data-rules itself names such a key an unknown field instead of throwing', () => {
    for (const name of BUILT_IN_NAMES) {
      const appData = Object.defineProperty({ FIRST_NAME: 'Pat' }, name, {
        value: '1',
        enumerable: true,
      }) as Record<string, string>;
      expect(() => appDataRules.validate('CFNA', appData, 'CFNA', new Date())).toThrow(
        expect.objectContaining({ statusCode: 400, message: `appData.${name}: Unknown field.` }),
      );
    }
  });
});
