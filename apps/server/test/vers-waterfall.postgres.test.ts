import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppsOnOneDatabase, verifyPhone } from './helper.js';
import { startSandbox, type RunningSandbox } from './sandbox.js';
import { call, sessionRow, statusReads, until, versPayload } from './vers-support.js';

/**
 * docs/decisions/065: the Versatile status poll runs once per session while two server instances share one
 * PostgreSQL database (each poll is a pg-boss job whose id is the session and poll number), and the other
 * instance carries on when one stops. Needs TEST_DATABASE_URL (`npm test` starts a throwaway PostgreSQL).
 */
const url = process.env.TEST_DATABASE_URL;
const INTERVAL_MS = 1000;

describe.skipIf(!url)('Versatile poll on two instances sharing PostgreSQL', () => {
  let sandbox: RunningSandbox;
  let pair: Awaited<ReturnType<typeof buildTestAppsOnOneDatabase>>;

  beforeAll(async () => {
    sandbox = await startSandbox();
    pair = await buildTestAppsOnOneDatabase(url!, {
      env: {
        PARTNER_SANDBOX_URL: sandbox.url,
        VERS_POLL_INTERVAL_SECONDS: String(INTERVAL_MS / 1000),
        JOB_POLLING_INTERVAL_SECONDS: '0.5',
        JOB_MONITOR_INTERVAL_SECONDS: '1',
        OTP_SENDS_PER_IP_PER_HOUR: '1000',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await pair?.close();
    await sandbox?.close();
  });

  it('each session is polled by one chain, every interval, and the survivor finishes it', async () => {
    const [a, b] = pair.apps as [NonNullable<(typeof pair.apps)[0]>, NonNullable<(typeof pair.apps)[1]>];
    const sessions: { token: string; consumerId: string; sessionId: string }[] = [];
    for (let i = 0; i < 4; i++) {
      // Started on alternating instances; the token of one is good on the other (shared secrets).
      const app = i % 2 === 0 ? a : b;
      const consumer = await verifyPhone(app);
      const ssn = ['810000001', '820000002', '830000003', '840000004'][i]!;
      const res = await call(
        app,
        'POST',
        '/api/v1/vers/waterfall',
        consumer.token,
        versPayload(consumer.consumerId, consumer.phone, ssn),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      sessions.push({
        token: consumer.token,
        consumerId: consumer.consumerId,
        sessionId: res.body.sessionId,
      });
    }
    for (const s of sessions) {
      await until('four polls', async () =>
        (await sessionRow(a, s.sessionId)).polls >= 4 ? true : undefined,
      );
    }
    for (const s of sessions) {
      const row = await sessionRow(a, s.sessionId);
      const reads = await statusReads(sandbox.url, row.partnerSessionId!);
      // Every read the partner saw is one poll (none twice): at most one behind the count read before them (a
      // poll counted whose read is still on its way on a busy machine), never more than the count read after
      // them, and never two within one interval: one poller per session across both instances.
      const polls = (await sessionRow(a, s.sessionId)).polls;
      expect(reads.length).toBeGreaterThanOrEqual(row.polls - 1);
      expect(reads.length).toBeLessThanOrEqual(polls);
      for (let i = 1; i < reads.length; i++) {
        expect(reads[i]! - reads[i - 1]!).toBeGreaterThanOrEqual(INTERVAL_MS - 100);
      }
    }

    // One instance goes away; the queued polls wait in the database for the other.
    await a.close();
    for (const s of sessions) {
      const row = await sessionRow(b, s.sessionId);
      await fetch(`${sandbox.url}/sandbox/vers/sessions/${row.partnerSessionId}/walk`, { method: 'POST' });
    }
    const outcomes: string[] = [];
    for (const s of sessions) {
      const done = await until('the survivor to record the outcome', async () => {
        const res = await call(b, 'GET', `/api/v1/vers/waterfall/${s.sessionId}`, s.token);
        return res.body.status === 'completed' ? res.body : undefined;
      });
      outcomes.push(`${done.application.result.providerId}:${done.application.status}`);
    }
    expect(outcomes).toEqual(['acima:a', 'flexshopper:d', 'koalafi:p', 'snap:e']);
  }, 120_000);
});
