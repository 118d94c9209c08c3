import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MISMATCH } from '../src/index.js';
import { body, newKey, post, pulls, startSandbox, submit, type RunningSandbox } from './helpers.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  // Long enough that 50 concurrent twins overlap the first request's processing.
  sandbox = await startSandbox({ delay: { minMs: 150, maxMs: 150 } });
});
afterAll(async () => {
  await sandbox.app.close();
});
beforeEach(async () => {
  await post(sandbox.url, '/sandbox/reset', {});
});

describe('Idempotency-Key (contract "Partner sandbox")', () => {
  it('same key and same body twice: the stored answer, one hard pull, two requests seen', async () => {
    const key = newKey();
    const request = body('CFNA', { SSN: '111111111' });
    const first = await submit(sandbox.url, 'CFNA', 'applications', request, key);
    const second = await submit(sandbox.url, 'CFNA', 'applications', request, key);
    expect(first.status).toBe(200);
    expect(second.json).toEqual(first.json);
    expect(await pulls(sandbox.url, 'CFNA', '111111111')).toEqual({ hard: 1, soft: 0, requests: 2 });
  });

  it('the body is compared by content, not by key order', async () => {
    const key = newKey();
    const request = body('CFNA', { SSN: '111111111' });
    const reordered = {
      appData: request.appData,
      shop: request.shop,
      tier: request.tier,
      appType: request.appType,
    };
    const first = await submit(sandbox.url, 'CFNA', 'applications', request, key);
    const second = await submit(sandbox.url, 'CFNA', 'applications', reordered, key);
    expect(second.status).toBe(200);
    expect(second.json.applicationId).toBe(first.json.applicationId);
  });

  it('50 concurrent requests with one key: one pull, one answer for all', async () => {
    const key = newKey();
    const request = body('AMFF', { SSN: '444444444' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => submit(sandbox.url, 'AMFF', 'applications', request, key)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.json.applicationId)).size).toBe(1);
    expect(await pulls(sandbox.url, 'AMFF', '444444444')).toEqual({ hard: 1, soft: 0, requests: 50 });
  });

  it('a new key is a new application: a second hard pull', async () => {
    const request = body('CFNA', { SSN: '222222222' });
    await submit(sandbox.url, 'CFNA', 'applications', request, newKey());
    await submit(sandbox.url, 'CFNA', 'applications', request, newKey());
    expect((await pulls(sandbox.url, 'CFNA', '222222222')).hard).toBe(2);
  });

  it('same key with a different body: 422, stored or still running, and no pull', async () => {
    const key = newKey();
    await submit(sandbox.url, 'CFNA', 'applications', body('CFNA', { SSN: '111111111' }), key);
    const reused = await submit(sandbox.url, 'CFNA', 'applications', body('CFNA', { SSN: '333333333' }), key);
    expect(reused.status).toBe(422);
    expect(reused.json).toEqual({ error: IDEMPOTENCY_MISMATCH });
    expect((await pulls(sandbox.url, 'CFNA', '333333333')).hard).toBe(0);

    const running = newKey();
    const first = submit(sandbox.url, 'CFNA', 'applications', body('CFNA', { SSN: '111111111' }), running);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const twin = await submit(
      sandbox.url,
      'CFNA',
      'applications',
      body('CFNA', { SSN: '111111111', ANNUAL_GROSS_INCOME: '1' }),
      running,
    );
    expect(twin.status).toBe(422);
    expect((await first).status).toBe(200);
  });

  it('prequal is a soft pull, and its key cannot be reused for an application', async () => {
    const key = newKey();
    const request = body('GNES', { SSN: '444444444' });
    await submit(sandbox.url, 'GNES', 'prequal', request, key);
    await submit(sandbox.url, 'GNES', 'prequal', request, key);
    expect(await pulls(sandbox.url, 'GNES', '444444444')).toEqual({ hard: 0, soft: 1, requests: 2 });
    expect((await submit(sandbox.url, 'GNES', 'applications', request, key)).status).toBe(422);
  });

  it('keys are per lender: one key at two lenders is two applications', async () => {
    const key = newKey();
    await submit(sandbox.url, 'CFNA', 'applications', body('CFNA', { SSN: '444444444' }), key);
    const other = await submit(sandbox.url, 'CFSS', 'applications', body('CFSS', { SSN: '444444444' }), key);
    expect(other.status).toBe(200);
    expect((await pulls(sandbox.url, 'CFSS', '444444444')).hard).toBe(1);
  });

  it('reset forgets stored answers and counts', async () => {
    const key = newKey();
    const request = body('CFNA', { SSN: '111111111' });
    await submit(sandbox.url, 'CFNA', 'applications', request, key);
    await post(sandbox.url, '/sandbox/reset', {});
    expect(await pulls(sandbox.url, 'CFNA', '111111111')).toEqual({ hard: 0, soft: 0, requests: 0 });
    await submit(sandbox.url, 'CFNA', 'applications', request, key);
    expect((await pulls(sandbox.url, 'CFNA', '111111111')).hard).toBe(1);
  });
});

describe('bounded memory', () => {
  it('keeps at most maxStoredAnswers answers, dropping the least recently used', async () => {
    const small = await startSandbox({ maxStoredAnswers: 2 });
    try {
      const request = body('CFNA', { SSN: '111111111' });
      const [a, b, c] = [newKey(), newKey(), newKey()];
      const first = await submit(small.url, 'CFNA', 'applications', request, a);
      await submit(small.url, 'CFNA', 'applications', request, b);
      await submit(small.url, 'CFNA', 'applications', request, c);
      expect((await pulls(small.url, 'CFNA', '111111111')).hard).toBe(3);
      // Key a was dropped: the lender no longer knows it and processes it again; its old id is gone too.
      const again = await submit(small.url, 'CFNA', 'applications', request, a);
      expect(again.json.applicationId).not.toBe(first.json.applicationId);
      expect((await pulls(small.url, 'CFNA', '111111111')).hard).toBe(4);
      expect((await fetch(`${small.url}/lenders/CFNA/applications/${first.json.applicationId}`)).status).toBe(
        404,
      );
      // Key c is still stored.
      await submit(small.url, 'CFNA', 'applications', request, c);
      expect((await pulls(small.url, 'CFNA', '111111111')).hard).toBe(4);
    } finally {
      await small.app.close();
    }
  });
});
