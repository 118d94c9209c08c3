import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  behaviour,
  body,
  inFlight,
  newKey,
  post,
  pulls,
  startSandbox,
  submit,
  waitFor,
  type RunningSandbox,
} from './helpers.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.app.close();
});
beforeEach(async () => {
  await post(sandbox.url, '/sandbox/reset', {});
});

const request = body('CFNA', { SSN: '111111111' });

describe('behaviours (POST /sandbox/behaviour)', () => {
  it('slow: answers after delayMs, and the lender is seen processing meanwhile', async () => {
    await behaviour(sandbox.url, { lender: 'CFNA', mode: 'slow', delayMs: 400 });
    const started = Date.now();
    const pending = submit(sandbox.url, 'CFNA', 'applications', request, newKey());
    await waitFor(async () => (await inFlight(sandbox.url, 'CFNA')) === 1);
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    await waitFor(async () => (await inFlight(sandbox.url, 'CFNA')) === 0);
  });

  it('error: 503 without a pull, for `times` requests, then normal again', async () => {
    await behaviour(sandbox.url, { lender: 'CFNA', mode: 'error', times: 2 });
    const key = newKey();
    expect((await submit(sandbox.url, 'CFNA', 'applications', request, key)).status).toBe(503);
    expect((await submit(sandbox.url, 'CFNA', 'applications', request, key)).status).toBe(503);
    expect(await pulls(sandbox.url, 'CFNA', '111111111')).toEqual({ hard: 0, soft: 0, requests: 2 });
    const third = await submit(sandbox.url, 'CFNA', 'applications', request, key);
    expect(third.status).toBe(200);
    expect(await pulls(sandbox.url, 'CFNA', '111111111')).toEqual({ hard: 1, soft: 0, requests: 3 });
  });

  it("error for '*' applies to every lender; a lender's own setting wins", async () => {
    await behaviour(sandbox.url, { lender: '*', mode: 'error' });
    await behaviour(sandbox.url, { lender: 'CFSS', mode: 'normal', times: 5 });
    expect(
      (await submit(sandbox.url, 'EZPY', 'prequal', body('EZPY', { SSN: '123123123' }), newKey())).status,
    ).toBe(503);
    expect(
      (await submit(sandbox.url, 'CFSS', 'applications', body('CFSS', { SSN: '777777777' }), newKey()))
        .status,
    ).toBe(200);
  });

  it('timeout: holds the socket without answering or pulling until the caller gives up', async () => {
    await behaviour(sandbox.url, { lender: 'CFNA', mode: 'timeout', times: 1 });
    const key = newKey();
    const controller = new AbortController();
    const held = submit(sandbox.url, 'CFNA', 'applications', request, key, controller.signal);
    await waitFor(async () => (await inFlight(sandbox.url, 'CFNA')) === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await inFlight(sandbox.url, 'CFNA')).toBe(1);
    controller.abort();
    await expect(held).rejects.toThrow();
    await waitFor(async () => (await inFlight(sandbox.url, 'CFNA')) === 0);
    expect((await pulls(sandbox.url, 'CFNA', '111111111')).hard).toBe(0);
    // The retry after the timeout is processed normally.
    const retry = await submit(sandbox.url, 'CFNA', 'applications', request, key);
    expect(retry.status).toBe(200);
    expect((await pulls(sandbox.url, 'CFNA', '111111111')).hard).toBe(1);
  });

  it('timeout: closing the sandbox ends held requests', async () => {
    const other = await startSandbox();
    await behaviour(other.url, { lender: '*', mode: 'timeout' });
    const held = submit(other.url, 'CFNA', 'applications', request, newKey());
    await waitFor(async () => (await inFlight(other.url, 'CFNA')) === 1);
    await other.app.close();
    await expect(held).rejects.toThrow();
  });

  it('drop-first-response: processes and pulls, drops the connection; the retry gets the stored answer', async () => {
    await behaviour(sandbox.url, { lender: 'CFNA', mode: 'drop-first-response' });
    const key = newKey();
    await expect(submit(sandbox.url, 'CFNA', 'applications', request, key)).rejects.toThrow();
    expect(await pulls(sandbox.url, 'CFNA', '111111111')).toEqual({ hard: 1, soft: 0, requests: 1 });
    const retry = await submit(sandbox.url, 'CFNA', 'applications', request, key);
    expect(retry.status).toBe(200);
    expect(retry.json).toMatchObject({ status: 'a', result: { accepted: '1' } });
    expect(await pulls(sandbox.url, 'CFNA', '111111111')).toEqual({ hard: 1, soft: 0, requests: 2 });
    // The dropped answer was stored: the status lookup knows it.
    const lookup = await fetch(`${sandbox.url}/lenders/CFNA/applications/${retry.json.applicationId}`);
    expect(lookup.status).toBe(200);
    // A new key is dropped again: the behaviour lasts until reset.
    await expect(submit(sandbox.url, 'CFNA', 'applications', request, newKey())).rejects.toThrow();
  });

  it('reset clears behaviours', async () => {
    await behaviour(sandbox.url, { lender: '*', mode: 'error' });
    await post(sandbox.url, '/sandbox/reset', {});
    expect((await submit(sandbox.url, 'CFNA', 'applications', request, newKey())).status).toBe(200);
  });
});

describe('default delay (lenders §9: local test mocks wait 1 to 2 seconds)', () => {
  it('a normal answer waits between delay.minMs and delay.maxMs', async () => {
    const delayed = await startSandbox({ delay: { minMs: 200, maxMs: 300 } });
    try {
      const started = Date.now();
      await submit(delayed.url, 'CFNA', 'applications', request, newKey());
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(195);
      expect(took).toBeLessThan(1000);
    } finally {
      await delayed.app.close();
    }
  });
});
