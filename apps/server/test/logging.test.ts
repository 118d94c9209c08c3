import { Writable } from 'node:stream';
import pino from 'pino';
import { LOG_REDACTION } from '../src/logging.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, latestCode, nextPhone, submitPayload, type TestApp } from './helper.js';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: stream });
});
afterAll(async () => t.close());

describe('log redaction', () => {
  it('a whole journey logs no SSN, code, hash or token', async () => {
    const phone = nextPhone();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/send-verification-text/',
      payload: { phoneNumber: phone, shopKeyId: 'demo-cfna' },
    });
    const { verificationHash } = sent.json<{ verificationHash: string }>();
    const code = await latestCode(t.app, phone);
    // A wrong attempt first: error paths log too.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/validate-OTP/',
      payload: {
        phoneMobile: phone,
        verificationCode: '000000' === code ? '000001' : '000000',
        verificationHash,
      },
    });
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/validate-OTP/',
      payload: { phoneMobile: phone, verificationCode: code, verificationHash },
    });
    const { token, verified, consumer } = validated.json<{
      token: string;
      verified: string;
      consumer: { t2AConsumerKeyId: string };
    }>();
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/app/',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'log-test-key-1' },
      payload: submitPayload(consumer.t2AConsumerKeyId, phone, '111111111'),
    });
    expect(submitted.statusCode).toBe(200);
    const freshToken = submitted.headers['x-session-token'] as string;
    // A failing submit with the SSN in a bad field must not echo it into the logs either.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/app/',
      headers: { authorization: `Bearer ${freshToken}` },
      payload: { ...submitPayload(consumer.t2AConsumerKeyId, phone, '111111111'), tier: 9 },
    });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('request completed');
    for (const secret of [
      '111111111',
      code,
      verificationHash,
      token,
      freshToken,
      verified,
      '1985-04-12',
      'WDLJONESP123',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('LOG_REDACTION', () => {
  const logged = (...objects: object[]) => {
    const out: string[] = [];
    const logger = pino(LOG_REDACTION, { write: (line: string) => void out.push(line) });
    for (const object of objects) logger.info(object);
    return out.join('');
  };

  it('redacts sensitive keys at any depth, in arrays and in errors, including every appData field', () => {
    const lenderError = Object.assign(new Error('lender refused'), {
      request: { appData: { SSN: '111111111' } },
    });
    const text = logged(
      { ssn: '111111111', body: { confirmSsn: '111111111', verificationCode: '482913' } },
      { application: { appData: { SSN: '111111111', DOB: '1985-04-12', FIRST_NAME: 'Pat' } } },
      { draft: { page: 'about-you' }, applicant: { dob: '1985-04-12', firstName: 'Pat' } },
      { req: { headers: { authorization: 'Bearer eyJhbGciOi.secret.token' } } },
      { result: { token: 'eyJhbGciOi.secret.token', verificationHash: 'abcdef0123' } },
      { a: { b: { c: { d: [{ cardNumber: '4111111111111111' }] } } } },
      { err: lenderError },
      { cause: lenderError },
    );
    for (const secret of [
      '111111111',
      '482913',
      '1985-04-12',
      'eyJhbGciOi',
      'abcdef0123',
      '4111111111111111',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
    expect(text).toContain('lender refused');
    expect(text).toContain('"firstName":"Pat"');
    expect(text).toContain('"type":"Error"');
  });

  it("never changes the caller's object", () => {
    const body = { nested: { ssn: '111111111' } };
    logged({ body });
    expect(body.nested.ssn).toBe('111111111');
  });
});
