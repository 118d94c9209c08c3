import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, verifyPhone, type TestApp } from './helper.js';
import { call, sessionRow, statusReads, until, versPayload, walkWidget } from './vers-support.js';

// The Versatile waterfall on the server (lenders §4 "Versatile waterfall", §7, §8, §9; docs/decisions/065).
// The partner sandbox plays Versatile; the poll runs every second here instead of five
// (VERS_POLL_INTERVAL_SECONDS).
let t: TestApp;
let expiring: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    embedded: true,
    env: { VERS_POLL_INTERVAL_SECONDS: '1', JOB_MONITOR_INTERVAL_SECONDS: '1' },
  });
  expiring = await buildTestApp({
    embedded: true,
    env: { VERS_POLL_INTERVAL_SECONDS: '1', VERS_SESSION_TTL_SECONDS: '2' },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await expiring?.close();
});

async function startWaterfall(app: TestApp, ssn: string) {
  const consumer = await verifyPhone(app.app);
  const started = await call(
    app.app,
    'POST',
    '/api/v1/vers/waterfall',
    consumer.token,
    versPayload(consumer.consumerId, consumer.phone, ssn),
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { consumer, started: started.body };
}

async function frontEndToken(app: TestApp, token: string, consumerId: string, sessionId: string) {
  const res = await call(app.app, 'POST', '/api/v1/vers/createFrontEndSession', token, {
    consumerId,
    sessionId,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

describe('Versatile lender list (lenders §3, §7 loadLenders)', () => {
  it('lists acima, flexshopper, koalafi and snap with their SDK version and templates with placeholders', async () => {
    const consumer = await verifyPhone(t.app);
    const res = await call(t.app, 'GET', '/api/v1/vers/loadLenders?linkCode=x', consumer.token);
    expect(res.status).toBe(200);
    const ids = (res.body.lenders as { lenderId: string }[]).map((l) => l.lenderId);
    expect(ids).toEqual(['acima', 'flexshopper', 'koalafi', 'snap']);
    const acima = res.body.lenders[0];
    expect(acima.sdkversion).toBe('1.0');
    for (const placeholder of ['{fullName}', '{spendingLimit}', '{shopNumber}', '{referenceNumber}']) {
      expect(acima.approvalLanguage).toContain(placeholder);
    }
    expect(acima.declineLanguage).toBeTruthy();
    expect(acima.extraLanguage1).toBeTruthy();
    expect(acima.extraLanguage2).toBeTruthy();
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/vers/loadLenders' });
    expect(res.statusCode).toBe(401);
  });
});

describe('Versatile waterfall (lenders §4, §7)', () => {
  it('polls the partner until the widget finished, then records a tier-3 VERS application once', async () => {
    const { consumer, started } = await startWaterfall(t, '820000001');
    expect(started.status).toBe('polling');
    expect(started.application).toMatchObject({ appType: 'VERS', tier: '3', status: 'p', result: null });
    const sessionId = started.sessionId as string;

    const pending = await call(t.app, 'POST', '/api/v1/vers/pendingApplication', consumer.token, {
      t2AConsumerKeyId: consumer.consumerId,
      sessionId,
      provider: 'acima',
    });
    expect(pending).toMatchObject({ status: 200, body: { success: true, provider: 'acima' } });

    const token = await frontEndToken(t, consumer.token, consumer.consumerId, sessionId);
    // Several polls see the session still open before the consumer finishes.
    const row = await sessionRow(t.app, sessionId);
    await until('two polls', async () =>
      (await sessionRow(t.app, sessionId)).polls >= 2 ? true : undefined,
    );
    const walked = await walkWidget(t.sandbox.url, token);
    expect(walked.steps.map((s) => `${s.providerId}:${s.status}`)).toEqual([
      'acima:nooffer',
      'flexshopper:approved',
    ]);

    // No updateApplicationStatus here: the server's own poll finds the outcome.
    const done = await until('the poll to record the outcome', async () => {
      const res = await call(t.app, 'GET', `/api/v1/vers/waterfall/${sessionId}`, consumer.token);
      return res.body.status === 'completed' ? res.body : undefined;
    });
    expect(done.application).toMatchObject({
      appType: 'VERS',
      tier: '3',
      status: 'a',
      result: {
        accepted: 'APPROVED',
        status: 'APPROVED',
        providerId: 'flexshopper',
        amount: 250000,
        creditlimit: '2500',
        productType: 'lease',
        versLender: { lenderId: 'flexshopper', lenderName: 'FlexShopper' },
        prequalResult: {
          versData: { providerId: 'flexshopper', approvedAmount: 250000, status: 'approved' },
        },
      },
    });
    // The chain stops: every status read the partner saw is one poll of ours, and no more come.
    const polls = (await sessionRow(t.app, sessionId)).polls;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const reads = await statusReads(t.sandbox.url, row.partnerSessionId!);
    expect(reads).toHaveLength(polls);
    expect((await sessionRow(t.app, sessionId)).polls).toBe(polls);

    // One application per lender (decision 041): the waterfall cannot be started again.
    const again = await call(
      t.app,
      'POST',
      '/api/v1/vers/waterfall',
      consumer.token,
      versPayload(consumer.consumerId, consumer.phone, '820000001'),
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You have already applied to Versatile.');
  });

  it('a page reload while the session is open gets the same session', async () => {
    const { consumer, started } = await startWaterfall(t, '810000003');
    const again = await call(
      t.app,
      'POST',
      '/api/v1/vers/waterfall',
      consumer.token,
      versPayload(consumer.consumerId, consumer.phone, '810000003'),
    );
    expect(again).toMatchObject({ status: 200, body: { sessionId: started.sessionId, status: 'polling' } });
  });

  it.each([
    ['810000002', 'd', { declined: 'DECLINED', status: 'DECLINED', providerId: 'acima' }],
    ['850000000', 'd', { declined: 'DECLINED', status: 'DECLINED', providerId: 'snap' }],
    ['830000003', 'p', { pending: 'PENDING', status: 'PENDING', pendingappflag: '1', providerId: 'koalafi' }],
    ['840000004', 'e', { status: 'ERROR', applicationDecision: 'ERROR', providerId: 'snap' }],
  ])(
    'SSN %s: the status update makes the server ask the partner at once (status %s)',
    async (ssn, status, result) => {
      const { consumer, started } = await startWaterfall(t, ssn);
      const token = await frontEndToken(t, consumer.token, consumer.consumerId, started.sessionId);
      await walkWidget(t.sandbox.url, token);
      const res = await call(t.app, 'POST', '/api/v1/apps/app/updateApplicationStatus', consumer.token, {
        sessionId: started.sessionId,
        t2AConsumerKeyId: consumer.consumerId,
        // What the page saw; the server records what the partner says.
        status: 'APPROVED',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'completed', application: { status, result } });
      // A provider error is the provider's own result screen, not an application error.
      if (status === 'e') expect(res.body.application.result.errorResult).toBeUndefined();
    },
  );

  it("a session nobody finishes expires with 'Versatile Error' (lenders §8)", async () => {
    const { consumer, started } = await startWaterfall(expiring, '123456789');
    const ended = await until('the session to expire', async () => {
      const res = await call(
        expiring.app,
        'GET',
        `/api/v1/vers/waterfall/${started.sessionId}`,
        consumer.token,
      );
      return res.body.status === 'expired' ? res.body : undefined;
    });
    expect(ended.application).toMatchObject({
      status: 'e',
      result: { errorResult: '1', errorMessage: 'Versatile Error', applicationDecision: 'ERROR' },
    });
    // The widget cannot be opened on an ended session.
    const token = await call(expiring.app, 'POST', '/api/v1/vers/createFrontEndSession', consumer.token, {
      consumerId: consumer.consumerId,
      sessionId: started.sessionId,
    });
    expect(token.status).toBe(409);

    // Lenders §7 "returns lender list or error": with Versatile unreachable the page gets 'Server Error'.
    await expiring.sandbox.close();
    const list = await call(expiring.app, 'GET', '/api/v1/vers/loadLenders', consumer.token);
    expect(list).toMatchObject({ status: 200, body: { lenders: [], error: 'Server Error' } });
  });
});

describe('Versatile input (4xx with clear messages)', () => {
  it('refuses other lenders, other tiers, unknown providers and malformed ids', async () => {
    const consumer = await verifyPhone(t.app);
    const body = versPayload(consumer.consumerId, consumer.phone, '123456789');
    const cfna = await call(t.app, 'POST', '/api/v1/vers/waterfall', consumer.token, {
      ...body,
      appType: 'CFNA',
    });
    expect(cfna).toMatchObject({
      status: 400,
      body: { error: { message: 'appType: The Versatile waterfall is for VERS.' } },
    });
    const tier = await call(t.app, 'POST', '/api/v1/vers/waterfall', consumer.token, { ...body, tier: '1' });
    expect(tier).toMatchObject({
      status: 400,
      body: { error: { message: 'tier: Versatile applications are tier 3.' } },
    });
    const noConsent = await call(t.app, 'POST', '/api/v1/vers/waterfall', consumer.token, {
      ...body,
      consentText: '',
    });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.error.message).toContain('The credit check consent is required.');

    const { started } = {
      started: (await call(t.app, 'POST', '/api/v1/vers/waterfall', consumer.token, body)).body,
    };
    const unknown = await call(t.app, 'POST', '/api/v1/vers/pendingApplication', consumer.token, {
      t2AConsumerKeyId: consumer.consumerId,
      sessionId: started.sessionId,
      provider: 'bread',
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: { message: 'bread not found in lender list.' } },
    });
    const noProvider = await call(t.app, 'POST', '/api/v1/vers/pendingApplication', consumer.token, {
      t2AConsumerKeyId: consumer.consumerId,
      sessionId: started.sessionId,
    });
    expect(noProvider.status).toBe(400);
    expect(noProvider.body.error.message).toContain('provider');
    const badId = await call(t.app, 'POST', '/api/v1/apps/app/updateApplicationStatus', consumer.token, {
      sessionId: 'x',
      t2AConsumerKeyId: consumer.consumerId,
    });
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toContain('sessionId: Must be the id of your Versatile session.');
    expect((await call(t.app, 'GET', '/api/v1/vers/waterfall/not-a-session', consumer.token)).status).toBe(
      404,
    );

    // Someone else's session is as unknown as a missing one.
    const other = await verifyPhone(t.app);
    const foreign = await call(t.app, 'GET', `/api/v1/vers/waterfall/${started.sessionId}`, other.token);
    expect(foreign.status).toBe(404);
  });
});
