import { Writable } from 'node:stream';
import pino from 'pino';
import { REDACT_PATHS } from '../src/logging.js';
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

describe('redaction paths', () => {
  it('cover sensitive keys at the top level and nested, including every appData field', () => {
    const out: string[] = [];
    const logger = pino(
      { redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
      { write: (line: string) => void out.push(line) },
    );
    logger.info({ ssn: '111111111', body: { confirmSsn: '111111111', verificationCode: '482913' } });
    logger.info({ application: { appData: { SSN: '111111111', DOB: '1985-04-12', FIRST_NAME: 'Pat' } } });
    logger.info({ req: { headers: { authorization: 'Bearer eyJhbGciOi.secret.token' } } });
    logger.info({ result: { token: 'eyJhbGciOi.secret.token', verificationHash: 'abcdef0123' } });
    const text = out.join('');
    for (const secret of ['111111111', '482913', '1985-04-12', 'eyJhbGciOi', 'abcdef0123']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });
});
