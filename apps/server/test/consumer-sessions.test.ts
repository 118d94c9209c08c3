import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { consumerSessions } from '../src/db/schema.js';
import { LIVE_SESSION_RECHECK_MS } from '../src/services/live-sessions.js';
import { getDraft } from './draft-helpers.js';
import { buildTestApp, verifyPhone, type TestApp } from './helper.js';

// Decision 188: consumer sessions are server records, checked on every call.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ embedded: true });
});
afterAll(() => t.close());

const refresh = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/consumer/refresh-token',
    headers: { authorization: `Bearer ${token}` },
  });
const signOut = (token: string, reason?: 'done' | 'idle' | 'sign-out') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/consumer/sign-out',
    headers: { authorization: `Bearer ${token}` },
    payload: reason ? { reason } : {},
  });

describe('consumer sessions on the server', () => {
  it('a token refresh retires every token before it; the per-response token goes on working', async () => {
    const { token } = await verifyPhone(t.app);
    const draft = await getDraft(t.app, token);
    expect(draft.statusCode).toBe(200);
    const perResponse = String(draft.headers['x-session-token']);
    expect((await getDraft(t.app, perResponse)).statusCode).toBe(200);

    const refreshed = await refresh(perResponse);
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().token as string;
    // The header of the refresh answer is of the new generation too.
    expect((await getDraft(t.app, String(refreshed.headers['x-session-token']))).statusCode).toBe(200);
    expect((await getDraft(t.app, next)).statusCode).toBe(200);
    // Requests sent just before the refresh still land (the grace of decision 188), and are answered with a
    // token of the new generation, so the page does not keep a retired one…
    const late = await getDraft(t.app, perResponse);
    expect(late.statusCode).toBe(200);
    t.advance(31_000);
    expect((await getDraft(t.app, String(late.headers['x-session-token']))).statusCode).toBe(200);
    // …and after it, only the new generation opens the session.
    expect((await getDraft(t.app, next)).statusCode).toBe(200);
    expect((await getDraft(t.app, token)).statusCode).toBe(401);
    expect((await getDraft(t.app, perResponse)).statusCode).toBe(401);
    // Two refreshes back is never accepted, grace or not.
    const third = (await refresh(next)).json().token as string;
    const fourth = (await refresh(third)).json().token as string;
    expect((await getDraft(t.app, fourth)).statusCode).toBe(200);
    expect((await getDraft(t.app, next)).statusCode).toBe(401);
  });

  it('two refreshes verified at the same generation both keep the session (decision 245)', async () => {
    const { token } = await verifyPhone(t.app);
    const sessions = t.app.services.sessions;
    // Both requests were verified before either refresh was written: a quick back and forward on the page.
    const claims = await sessions.verify(token);
    const first = await sessions.refresh(claims);
    t.advance(20_000);
    const second = await sessions.refresh(claims);
    expect(second.generation).toBe(first.generation);
    expect(first.generation).toBe(claims.generation + 1);
    for (const refreshed of [first, second])
      expect((await getDraft(t.app, await sessions.issue(refreshed))).statusCode).toBe(200);
    // The repeat does not restart the grace of the retired generation: 35 s after the first refresh it is over…
    t.advance(15_000);
    expect((await getDraft(t.app, token)).statusCode).toBe(401);
    // …and once it is over, a refresh of the retired generation is refused.
    await expect(sessions.refresh(claims)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await getDraft(t.app, await sessions.issue(first))).statusCode).toBe(200);
  });

  it('a refresh presenting the token before the current one keeps the current generation (decision 254)', async () => {
    const { token } = await verifyPhone(t.app);
    const answered = (await refresh(token)).json().token as string;
    // The page was reloaded before that answer arrived: the new page holds `token` and sends its own refresh
    // beside its draft read, both with it.
    const again = await refresh(token);
    expect(again.statusCode).toBe(200);
    const draftRead = await getDraft(t.app, token);
    expect(draftRead.statusCode, 'the draft read sent beside the refresh').toBe(200);
    for (const held of [again.json().token as string, answered])
      expect((await getDraft(t.app, held)).statusCode).toBe(200);
    // The grace is not stretched: once over, the retired token opens nothing, the current ones go on.
    t.advance(31_000);
    expect((await getDraft(t.app, token)).statusCode).toBe(401);
    expect((await getDraft(t.app, again.json().token as string)).statusCode).toBe(200);
  });

  it.each(['done', 'idle', 'sign-out'] as const)(
    '%s ends the session: no earlier or later token opens it',
    async (reason) => {
      const { token } = await verifyPhone(t.app);
      const draft = await getDraft(t.app, token);
      const later = String(draft.headers['x-session-token']);
      const ended = await signOut(later, reason);
      expect(ended.statusCode, ended.body).toBe(204);
      expect(ended.headers['x-session-token']).toBeUndefined();
      expect((await getDraft(t.app, token)).statusCode).toBe(401);
      expect((await getDraft(t.app, later)).statusCode).toBe(401);
      // Ending it again, or with an older token, is not an error.
      expect((await signOut(token)).statusCode).toBe(204);
    },
  );

  it('a session ended where this instance cannot hear it is refused once the recheck interval is over', async () => {
    // Decision 246: an instance answers a session it found live less than SESSION_RECHECK_MS ago from memory.
    // Ends reach it by notification (consumer-sessions.postgres.test.ts); this end is written behind its back.
    const { token, consumerId } = await verifyPhone(t.app);
    expect((await getDraft(t.app, token)).statusCode).toBe(200);
    await t.app.db
      .update(consumerSessions)
      .set({ endedAt: new Date(), endReason: 'sign-out' })
      .where(eq(consumerSessions.consumerId, consumerId));
    expect((await getDraft(t.app, token)).statusCode).toBe(200);
    t.advance(LIVE_SESSION_RECHECK_MS);
    expect((await getDraft(t.app, token)).statusCode).toBe(401);
  });

  it('a session with no call for the idle limit has ended on the server', async () => {
    const { token } = await verifyPhone(t.app);
    expect((await getDraft(t.app, token)).statusCode).toBe(200);
    t.advance(15 * 60_000 + 1000);
    expect((await getDraft(t.app, token)).statusCode).toBe(401);
    // The browser's idle exit signs out a session the server already ended: 204, not an error.
    expect((await signOut(token, 'idle')).statusCode).toBe(204);
  });

  it('another verification of the same phone is its own session: ending one leaves the other', async () => {
    const first = await verifyPhone(t.app);
    const second = await verifyPhone(t.app, first.phone);
    expect((await signOut(first.token, 'done')).statusCode).toBe(204);
    expect((await getDraft(t.app, first.token)).statusCode).toBe(401);
    expect((await getDraft(t.app, second.token)).statusCode).not.toBe(401);
  });
});

describe("the policy page's agreement (decision 189)", () => {
  it('is recorded with each document and its version when the phone that agreed is verified', async () => {
    const { documentConsents } = await import('../src/db/schema.js');
    const { eq } = await import('drizzle-orm');
    const agreed = await verifyPhone(t.app, undefined, { policyAgreed: true });
    const rows = await t.app.db
      .select()
      .from(documentConsents)
      .where(eq(documentConsents.consumerId, agreed.consumerId));
    expect(rows.map((row) => [row.document, row.version]).sort()).toEqual(
      [
        ['consumer-data-share-disclosure', 'November 24, 2026'],
        ['electronic-records-consent', 'November 25, 2026'],
        ['privacy', expect.any(String)],
        ['sms-terms', expect.any(String)],
        ['terms-and-conditions', expect.any(String)],
      ].sort(),
    );
  });
});
