import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { getDraft } from './draft-helpers.js';
import { buildTestApp, nextPhone, verifyPhone, type TestApp } from './helper.js';

// Smaller hardening: no cache keeps an answer with a session, form bodies only where Twilio posts, session
// tokens that must expire, and a data folder that cannot be written stops the start with one clear line.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SESSION_SECRET: 'x'.repeat(40) } });
});
afterAll(() => t.close());

describe('Cache-Control: no-store on every answer to a request with a session', () => {
  it('on the draft (it holds the SSN), the token refresh, an application, and the verification answer', async () => {
    const consumer = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    const auth = { authorization: `Bearer ${consumer.token}` };
    const draft = await getDraft(t.app, consumer.token);
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['cache-control']).toBe('no-store');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/consumer/refresh-token',
      headers: auth,
    });
    expect(refreshed.headers['cache-control']).toBe('no-store');
    // The refresh retired the token before it (decision 188): the new one goes on.
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/apps/app/00000000-0000-4000-8000-000000000000',
      headers: { authorization: `Bearer ${refreshed.json().token}` },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    // The language switch (decision 232), answered and refused alike.
    for (const locale of ['es', 'fr']) {
      const switched = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/apps/consumer/locale',
        headers: { authorization: `Bearer ${refreshed.json().token}` },
        payload: { locale },
      });
      expect(switched.statusCode).toBe(locale === 'es' ? 204 : 400);
      expect(switched.headers['cache-control']).toBe('no-store');
    }

    const phone = nextPhone();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/send-verification-text/',
      payload: { phoneNumber: phone, mode: 'fm-train' },
    });
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
    expect(validated.headers['cache-control']).toBe('no-store');
  });
});

describe('Cache-Control: no-store where a link code is answered (a link code is a credential)', () => {
  it('on creating a consumer and on reading one by link code, without a session', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/consumer/',
      payload: { shopKeyId: 'demo-cfna' },
    });
    expect(created.statusCode).toBeLessThan(300);
    expect(created.headers['cache-control']).toBe('no-store');
    const byCode = await t.app.inject({ method: 'GET', url: '/api/v1/apps/consumer/?linkCode=TRAIN_CFNA' });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.headers['cache-control']).toBe('no-store');
  });
});

describe('form bodies only where Twilio posts', () => {
  it('refuses a cross-site form post to send-verification-text with 415 and texts nobody', async () => {
    const phone = nextPhone();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/send-verification-text/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ phoneNumber: phone }).toString(),
    });
    expect(res.statusCode).toBe(415);
    // The other body a form can send without a preflight (enctype="text/plain"), shaped like JSON: not JSON.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/send-verification-text/',
      headers: { 'content-type': 'text/plain' },
      payload: `{"phoneNumber":"${phone}","x":"="}`,
    });
    expect(plain.statusCode).toBeGreaterThanOrEqual(400);
    expect(plain.statusCode).toBeLessThan(500);
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json<{ to: string }[]>();
    expect(outbox.some((m) => m.to.endsWith(phone))).toBe(false);
  });

  it('still takes Twilio form posts on the inbound route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ From: `+1${nextPhone()}`, Body: 'HELP' }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('session tokens', () => {
  it('refuses a correctly signed token without an expiry', async () => {
    const consumer = await verifyPhone(t.app);
    // The session record the verification made (decision 188): its id and generation are in the token.
    const { sid, gen } = JSON.parse(Buffer.from(consumer.token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
      gen: number;
    };
    const forever = await new SignJWT({ phone: consumer.phone, mode: 'apply', sid, gen })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(consumer.consumerId)
      .setIssuedAt()
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const res = await getDraft(t.app, forever);
    expect(res.statusCode).toBe(401);
    // The same claims with an expiry are accepted: it is the missing expiry that is refused.
    const expiring = await new SignJWT({ phone: consumer.phone, mode: 'apply', sid, gen })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(consumer.consumerId)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await getDraft(t.app, expiring)).statusCode).toBe(200);
  });

  it('refuses a token signed with another secret, an unsigned one, and one past its expiry', async () => {
    const consumer = await verifyPhone(t.app);
    const claims = () =>
      new SignJWT({ phone: consumer.phone, mode: 'apply' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(consumer.consumerId)
        .setIssuedAt();
    const otherSecret = await claims()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('y'.repeat(40)));
    expect((await getDraft(t.app, otherSecret)).statusCode).toBe(401);
    const unsigned = new UnsecuredJWT({ phone: consumer.phone, mode: 'apply' })
      .setSubject(consumer.consumerId)
      .setIssuedAt()
      .setExpirationTime('5m')
      .encode();
    expect((await getDraft(t.app, unsigned)).statusCode).toBe(401);
    const expired = await claims()
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await getDraft(t.app, expired)).statusCode).toBe(401);
  });
});

describe('a data folder that cannot be written', () => {
  const SECRETS = {
    SESSION_SECRET: 's'.repeat(40),
    OTP_SECRET: 'o'.repeat(40),
    ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  };
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'ttapply-datadir-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** A folder under a regular file can be neither created nor written, for root too (ENOTDIR). */
  function underAFile(): string {
    const file = path.join(scratch, `file-${Math.random().toString(36).slice(2)}`);
    writeFileSync(file, '');
    return path.join(file, 'data');
  }

  it('stops the start with a ConfigError naming the folder, not a WebAssembly stack', async () => {
    const dataDir = underAFile();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...SECRETS });
    const failure = await buildApp({ config }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as Error).message).toContain(`DATA_DIR: the folder ${path.join(dataDir, 'pglite')}`);
    expect((failure as Error).message).not.toMatch(/wasm|RuntimeError|Aborted/i);
  });

  it('names the folder when the generated secrets cannot be kept there either', () => {
    const dataDir = underAFile();
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir })).toThrow(
      expect.objectContaining({ name: 'ConfigError', message: expect.stringContaining(dataDir) }),
    );
  });

  it.skipIf(process.getuid?.() === 0)('refuses a read-only folder (as a user other than root)', async () => {
    const dataDir = path.join(scratch, 'read-only');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...SECRETS });
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o500);
    try {
      await expect(buildApp({ config })).rejects.toThrow(/DATA_DIR: the folder .*read-only/);
    } finally {
      chmodSync(dataDir, 0o700);
    }
  });

  it('the server prints that one line and exits 1', () => {
    const dataDir = underAFile();
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--conditions=@ttapply/source', 'src/server.ts'],
      {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          PORT: '39999',
          ...SECRETS,
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`DATA_DIR: the folder ${path.join(dataDir, 'pglite')}`);
    expect(run.stderr).not.toMatch(/\bat .*\(.*:\d+:\d+\)/);
  }, 70_000);
});
