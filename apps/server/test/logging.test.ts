import { Writable } from 'node:stream';
import pino from 'pino';
import { LOG_REDACTION, redactUrl } from '../src/logging.js';
import { FieldEncryption } from '../src/security/field-encryption.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  buildTestApp,
  latestCode,
  nextPhone,
  standaloneDigits,
  submitApplication,
  submitPayload,
  verifyPhone,
  type TestApp,
} from './helper.js';

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

describe('personal data in the log', () => {
  it('a failed insert logs neither its parameters nor the link code the journey began with', async () => {
    const from = lines.length;
    // A journey from a link: the shop makes the link, the consumer opens it and verifies the phone.
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/consumer/',
      payload: { shopKeyId: 'demo-cfna' },
    });
    const linkCode = made.json<{ consumer: { linkCode: string } }>().consumer.linkCode;
    expect(linkCode).toMatch(/^[0-9A-Za-z]{12}$/);
    await t.app.inject({ method: 'GET', url: `/go/${linkCode}` });
    await t.app.inject({ method: 'GET', url: `/fm-train/go/${linkCode}?from=sms` });
    const opened = await t.app.inject({ method: 'GET', url: `/api/v1/apps/consumer/?linkCode=${linkCode}` });
    expect(opened.statusCode).toBe(200);
    const consumer = await verifyPhone(t.app, nextPhone(), { linkCode });
    // The database refuses the application row, with the row's values in the error's detail (as a unique
    // violation's detail would carry them).
    await t.app.db.execute(sql`
      create function refuse_application() returns trigger language plpgsql as $$
      begin
        raise exception 'applications are closed' using errcode = '23514',
          detail = format('Failing row contains (%s, %s).', new.last4, new.ssn_hmac);
      end $$`);
    await t.app.db.execute(
      sql`create trigger refuse_application before insert on applications for each row execute function refuse_application()`,
    );
    const ssn = '123458679';
    try {
      const res = await submitApplication(t.app, consumer, ssn);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.app.db.execute(sql`drop trigger refuse_application on applications`);
      await t.app.db.execute(sql`drop function refuse_application`);
    }

    const log = lines.slice(from).join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('Failed query: insert into \\"applications\\"');
    expect(log).toContain('applications are closed');
    const lookupHash = new FieldEncryption(t.app.config.encryptionKey).lookupHmac(ssn);
    for (const secret of [
      'Jones',
      'pat.jones@example.com',
      consumer.phone,
      '16150 NE 85th St',
      lookupHash,
      linkCode,
    ]) {
      expect(log).not.toContain(secret);
    }
    // The income and the SSN's last four, not as part of a longer number (a response time such as
    // 25.423052000000098, a timestamp or a port).
    expect(log).not.toMatch(standaloneDigits('52000'));
    expect(log).not.toMatch(standaloneDigits('8679'));
    expect(log).toContain('/go/[redacted]');
    expect(log).toContain('?linkCode=[redacted]');
  });

  it('redacts the quoted value of a data exception and the fields a driver adds', () => {
    const out: string[] = [];
    const logger = pino(LOG_REDACTION, { write: (line: string) => void out.push(line) });
    const driverError = Object.assign(
      new Error('invalid input syntax for type uuid: "pat.jones@example.com"'),
      {
        code: '22P02',
        severity: 'ERROR',
        query: 'select * from consumers where id = $1',
        params: ['pat.jones@example.com'],
        detail: 'Key (email)=(pat.jones@example.com) already exists.',
        where: "unnamed portal parameter $1 = 'pat.jones@example.com'",
      },
    );
    const wrapped = Object.assign(new Error(`Failed query: select 1\nparams: pat.jones@example.com`), {
      query: 'select 1',
      params: ['pat.jones@example.com'],
      cause: driverError,
    });
    logger.error({ err: wrapped }, 'unhandled error');
    logger.error({ error: driverError }, 'also under another key');
    const text = out.join('');
    expect(text).not.toContain('pat.jones@example.com');
    expect(text).toContain('invalid input syntax for type uuid: \\"[redacted]\\"');
    expect(text).toContain('Failed query: select 1');
    // The error passed in is not changed.
    expect(driverError.params).toEqual(['pat.jones@example.com']);
  });

  it('redacts link codes in URLs and leaves other URLs alone', () => {
    expect(redactUrl('/go/AbC123xYz789')).toBe('/go/[redacted]');
    expect(redactUrl('/fm-train/go/AbC123xYz789?x=1')).toBe('/fm-train/go/[redacted]?x=1');
    expect(redactUrl('/api/v1/apps/consumer/?linkCode=AbC123&mode=fm-train')).toBe(
      '/api/v1/apps/consumer/?linkCode=[redacted]&mode=fm-train',
    );
    expect(redactUrl('/api/v1/shops/?zip=98052')).toBe('/api/v1/shops/?zip=98052');
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
