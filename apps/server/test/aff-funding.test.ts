import { Writable } from 'node:stream';
import { AFF_MESSAGES, affContracts } from '@ttapply/partner-sandbox/lenders/amff';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentConsents } from '../src/db/schema.js';
import { AFF_ESIGN_CONSENT_DOCUMENT, AFF_FUNDING_MESSAGES } from '../src/lenders/amff/aff-funding-service.js';
import { affEsignConsent, APPLICATION_CVV, signThroughPage, submitAff } from './aff-helpers.js';
import { buildTestApp, standaloneDigits, submitApplication, verifyPhone, type TestApp } from './helper.js';

// Lenders §4 "AFF approval, finalize, e-sign, funding", §5 finance amount, §7 the AFF calls, §8 their errors;
// GUIDE 12 (only the lender's answer signs) and 13 (card data not kept).
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logStream, env: { LOG_LEVEL: 'trace' } });
});
afterAll(async () => t.close());

type Consumer = Awaited<ReturnType<typeof verifyPhone>>;

async function call(consumer: Consumer | undefined, method: string, url: string, payload?: unknown) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: consumer ? { authorization: `Bearer ${consumer.token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several routes, read field by field
  return { status: res.statusCode, body: res.json<Record<string, any>>() };
}

const path = (id: string, action: string) => `/api/v1/apps/app/${id}/${action}/AMFF`;

async function application(consumer: Consumer, id: string) {
  return (await call(consumer, 'GET', `/api/v1/apps/app/${id}`)).body.application;
}

/** Waits for a state of the application (the durable job's work), not for a time. */
async function until(consumer: Consumer, id: string, done: (app: Record<string, unknown>) => boolean) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const app = await application(consumer, id);
    if (done(app)) return app;
    if (Date.now() > deadline) throw new Error(`application never reached the state: ${JSON.stringify(app)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function finalize(consumer: Consumer, id: string, amount = '500', last4 = '4444') {
  return call(consumer, 'PUT', path(id, 'repair-order'), { amount, last4 });
}

describe('bad input to the AFF calls answers 4xx with a clear message', () => {
  let consumer: Consumer;
  let id: string;
  beforeAll(async () => {
    consumer = await verifyPhone(t.app);
    id = await submitAff(t.app, consumer);
  });

  it('finance amount outside $300 … limit: the spec texts (lenders §5)', async () => {
    for (const action of ['estimate-payments', 'repair-order'] as const) {
      const low =
        action === 'repair-order'
          ? await finalize(consumer, id, '299')
          : await call(consumer, 'POST', `${path(id, action)}?amount=299`);
      expect(low.status).toBe(400);
      expect(low.body.error.fields.amount).toBe('Finance amount must be greater than or equal to $300.');
      const high =
        action === 'repair-order'
          ? await finalize(consumer, id, '4001')
          : await call(consumer, 'POST', `${path(id, action)}?amount=4001`);
      expect(high.status).toBe(400);
      expect(high.body.error.fields.amount).toBe(
        'Finance amount must be less than or equal to the credit limit.',
      );
    }
    const cents = await finalize(consumer, id, '500.50');
    expect(cents.status).toBe(400);
  });

  it('last four: not four digits 400; not the application SSN 422 with the lender text', async () => {
    const short = await finalize(consumer, id, '500', '12a');
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe(AFF_FUNDING_MESSAGES.last4);
    const wrong = await finalize(consumer, id, '500', '0000');
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.message).toBe(AFF_MESSAGES.last4);
  });

  it('steps out of order: 409 with what is missing', async () => {
    const sign = await call(consumer, 'POST', path(id, 'signing-url'), { fundingType: '1' });
    expect(sign.status).toBe(409);
    expect(sign.body.error.message).toBe(AFF_FUNDING_MESSAGES.notFinalized);
    const fund = await call(consumer, 'POST', path(id, 'fund'));
    expect(fund.status).toBe(409);
    expect(fund.body.error.message).toBe(AFF_FUNDING_MESSAGES.notSigned);
    const card = await call(consumer, 'GET', path(id, 'fund'));
    expect(card.status).toBe(404);
    expect(card.body.error.message).toBe(AFF_FUNDING_MESSAGES.noVirtualCard);
    const cancel = await call(consumer, 'POST', path(id, 'cancel-funding'));
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.message).toBe(AFF_FUNDING_MESSAGES.nothingToCancel);
  });

  it('a bad funding type, app code or id; no session; another consumer; training-only signing', async () => {
    expect((await finalize(consumer, id)).status).toBe(200);
    const type = await call(consumer, 'POST', path(id, 'signing-url'), { fundingType: '9' });
    expect(type.status).toBe(400);
    expect(type.body.error.message).toContain('fundingType');
    const code = await call(consumer, 'GET', `/api/v1/apps/app/${id}/account-status/CFNA`);
    expect(code.status).toBe(400);
    expect((await call(consumer, 'GET', path('not-a-uuid', 'account-status'))).status).toBe(404);
    expect((await call(undefined, 'GET', path(id, 'account-status'))).status).toBe(401);
    const other = await verifyPhone(t.app);
    expect((await call(other, 'GET', path(id, 'account-status'))).status).toBe(404);
    const simulated = await call(consumer, 'POST', path(id, 'simulate-signing'));
    expect(simulated.status).toBe(403);
    expect(simulated.body.error.message).toBe(AFF_FUNDING_MESSAGES.trainingOnly);
  });

  it('sign status and Edit Application: a bad app code, an unknown id, another consumer, no session', async () => {
    const code = await call(consumer, 'POST', `/api/v1/apps/app/${id}/sign-status/CFNA`);
    expect(code.status).toBe(400);
    expect(code.body.error.fields).toEqual({ appCode: 'Invalid input: expected "AMFF"' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await call(consumer, 'POST', path(unknown, 'sign-status'));
    expect(missing.status).toBe(404);
    const other = await verifyPhone(t.app);
    const othersStatus = await call(other, 'POST', path(id, 'sign-status'));
    expect(othersStatus.status).toBe(404);
    // Another consumer learns nothing more than for an id that does not exist.
    expect(othersStatus.body).toEqual(missing.body);
    expect((await call(undefined, 'POST', path(id, 'sign-status'))).status).toBe(401);

    const edit = (who: Consumer | undefined, appId: string) =>
      call(who, 'POST', `/api/v1/apps/amff/${appId}/edit-application`);
    const editMissing = await edit(consumer, unknown);
    expect(editMissing.status).toBe(404);
    expect(editMissing.body.error).toEqual({ code: 'NOT_FOUND', message: '404 - Data Not Found' });
    expect((await edit(other, id)).body).toEqual(editMissing.body);
    expect((await edit(undefined, id)).status).toBe(401);
  });

  it('not an approved AFF application: 400 for another lender, 409 for a decline', async () => {
    const cfnaConsumer = await verifyPhone(t.app);
    const cfna = await submitApplication(t.app, cfnaConsumer, '111111111');
    const cfnaId = cfna.json<{ applicationKeyId: string }>().applicationKeyId;
    const notAff = await call(cfnaConsumer, 'GET', path(cfnaId, 'account-status'));
    expect(notAff.status).toBe(400);
    expect(notAff.body.error.message).toBe(AFF_FUNDING_MESSAGES.notAff);
    const declinedConsumer = await verifyPhone(t.app);
    const declined = await submitAff(t.app, declinedConsumer, '555555555');
    const refused = await finalize(declinedConsumer, declined, '500', '5555');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(AFF_FUNDING_MESSAGES.notApproved);
  });
});

describe('signing is what the lender says, never what the browser says', () => {
  it('a forged return, a forged status request and a fund request do not sign; the lender’s completed envelope does', async () => {
    const consumer = await verifyPhone(t.app);
    const id = await submitAff(t.app, consumer);
    expect((await finalize(consumer, id)).status).toBe(200);
    const { esignVersion } = await affEsignConsent(t.app, consumer.token);
    const { body } = await call(consumer, 'POST', path(id, 'signing-url'), {
      fundingType: '1',
      esignConsentVersion: esignVersion,
    });
    const url = body.url as string;
    expect(url.startsWith(t.sandbox.url)).toBe(true);

    // The browser claims the signing finished: the return page with the lender's event, then our nudge.
    const forgedReturn = await t.app.inject({
      method: 'GET',
      url: '/aff/esign-return?event=signing_complete',
    });
    expect(forgedReturn.statusCode).toBe(200);
    const nudged = await call(consumer, 'POST', path(id, 'sign-status'), {
      signed: true,
      event: 'signing_complete',
    });
    expect(nudged.status).toBe(200);
    expect(nudged.body.application.signedFlag).toBe('0');
    expect((await call(consumer, 'POST', path(id, 'fund'))).status).toBe(409);
    expect((await application(consumer, id)).signedFlag).toBe('0');

    // Signing for real in AFF's page: the frame is sent to our return page; the job funds.
    const { location, page } = await signThroughPage(url);
    expect(page).toContain('Total of payments');
    expect(location).toBe('http://localhost:3000/aff/esign-return?event=signing_complete');
    const funded = await until(consumer, id, (app) => app.signedFlag === '2');
    expect(funded.fundedDetails).toMatchObject({ fundtype: '1' });

    // The signing URL worked once: opened again, it sends the frame back with 'ttl_expired'.
    const again = await fetch(url, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toContain('event=ttl_expired');
  });
});

describe('a funded journey: finalize $500 → loan details → sign → virtual card → cancel', () => {
  it('funds once, shows the card fetched from the lender, cancels back to unsigned; no CVV or card number kept', async () => {
    const consumer = await verifyPhone(t.app);
    const id = await submitAff(t.app, consumer);

    const estimate = await call(consumer, 'POST', `${path(id, 'estimate-payments')}?amount=500`);
    expect(estimate.status).toBe(200);

    const finalized = await finalize(consumer, id, '500', '4444');
    expect(finalized.status).toBe(200);
    expect(finalized.body).toMatchObject({ success: true, decision: 'SIGNREADY' });
    expect(finalized.body.result.url).toMatch(/^http/);
    const loan = finalized.body.application.affLoan;
    expect(loan.amount).toBe(500);
    // The calculator's estimate and the contract's payments are AFF's one arithmetic.
    expect(loan.estimate.iTotalPayments).toBe(26);
    expect(loan.estimate.acctApprovalPayTotal).toBe(estimate.body.result.acctApprovalPayTotal);
    expect(loan.fundingOptions).toEqual([
      { fundingType: '1', masked: '' },
      { fundingType: '2', masked: '****5678' },
      { fundingType: '3', masked: '411111******1111' },
    ]);
    const status = await call(consumer, 'GET', path(id, 'account-status'));
    expect(status.body.result).toMatchObject({ currentStatus: 'SIGNREADY', currentFinancedAmount: '500.00' });

    // No copy of an agreement not yet signed.
    const unsigned = await call(consumer, 'GET', path(id, 'agreement'));
    expect(unsigned.status).toBe(409);
    // No signing before AFF's electronic consent is agreed for this application (decision 293) …
    const unagreed = await call(consumer, 'POST', path(id, 'signing-url'), { fundingType: '1' });
    expect(unagreed.status).toBe(422);
    expect(unagreed.body.error.message).toBe(AFF_FUNDING_MESSAGES.esignConsentNeeded);
    // … nor on a version of it the consumer was not shown.
    const stale = await call(consumer, 'POST', path(id, 'signing-url'), {
      fundingType: '1',
      esignConsentVersion: 'sha256:0000000000000000',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(AFF_FUNDING_MESSAGES.esignConsentChanged);
    const shown = await affEsignConsent(t.app, consumer.token);
    const agreedAfter = Date.now();
    const { body } = await call(consumer, 'POST', path(id, 'signing-url'), {
      fundingType: '1',
      esignConsentVersion: shown.esignVersion,
    });
    expect(body.url).toMatch(/^http/);
    // The server keeps the agreement: the text shown, its version, the application and the time.
    const consents = await t.app.db
      .select()
      .from(documentConsents)
      .where(
        and(
          eq(documentConsents.consumerId, consumer.consumerId),
          eq(documentConsents.document, AFF_ESIGN_CONSENT_DOCUMENT),
        ),
      );
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ applicationId: id, version: shown.esignVersion, text: shown.esign });
    expect(shown.esign).toContain('Consent to Electronic Records and Signatures');
    expect(consents[0]!.agreedAt.getTime()).toBeGreaterThanOrEqual(agreedAfter - 1000);
    await signThroughPage(body.url as string);
    await until(consumer, id, (app) => app.signedFlag !== '0');
    // Once signed, the consumer's copy of the agreement comes from AFF; no one else's session reads it.
    const agreement = await call(consumer, 'GET', path(id, 'agreement'));
    expect(agreement.status).toBe(200);
    expect(agreement.body.html).toContain('<dt>Amount financed</dt><dd>$500.00</dd>');
    expect(agreement.body.html).toMatch(/Signed electronically on /);
    const stranger = await verifyPhone(t.app);
    expect((await call(stranger, 'GET', path(id, 'agreement'))).status).toBe(404);
    // The page asks to fund as soon as it sees the signature; the job may already have: one funding either way.
    const fund = await call(consumer, 'POST', path(id, 'fund'));
    expect(fund.status).toBe(200);
    expect(fund.body.fundtype).toBe('1');
    expect(fund.body.cardNumber).toMatch(/^4\d{15}$/);
    expect(fund.body.cardCvv).toMatch(/^\d{3}$/);
    await until(consumer, id, (app) => app.signedFlag === '2');
    const card = await call(consumer, 'GET', path(id, 'fund'));
    expect(card.body.cardNumber).toBe(fund.body.cardNumber);
    expect(card.body.last4).toBe(String(fund.body.cardNumber).slice(-4));
    expect(affContracts.byRepairOrder(loan.repairOrderId as string)?.fundings).toBe(1);
    // Signing and funding enter the journey's timeline once each, and the journey is funded.
    const journey = await call(consumer, 'GET', '/api/v1/apps/journey');
    const steps = (journey.body.journey.events as { type: string; appCode: string | null }[]).filter(
      (e) => e.type === 'signed' || e.type === 'funded',
    );
    expect(steps).toEqual([
      expect.objectContaining({ type: 'signed', appCode: 'AMFF' }),
      expect.objectContaining({ type: 'funded', appCode: 'AMFF' }),
    ]);
    expect(journey.body.journey.stage).toBe('funded');
    expect((await call(consumer, 'GET', path(id, 'account-status'))).body.result.currentStatus).toBe(
      'FUNDED',
    );

    // Nothing of the card but its last four, and no CVV at all, in the database or the logs.
    const secrets = [String(fund.body.cardNumber), `"${fund.body.cardCvv}"`];
    const tables = (await t.app.db.execute(
      sql`select table_schema, table_name from information_schema.tables where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: Array<{ table_schema: string; table_name: string }> };
    expect(tables.rows.length).toBeGreaterThan(5);
    let dump = '';
    for (const { table_schema, table_name } of tables.rows) {
      const rows = (await t.app.db.execute(
        sql.raw(`select row_to_json(t)::text as row from "${table_schema}"."${table_name}" t`),
      )) as unknown as { rows: Array<{ row: string }> };
      dump += rows.rows.map((r) => r.row).join('\n');
    }
    expect(dump).toContain(id);
    const logs = logLines.join('');
    expect(logs).toContain('/fund/AMFF');
    for (const secret of secrets) {
      expect(dump).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    expect(dump).not.toMatch(/"(cvv|cardCvv|CVV)"/);
    expect(dump).not.toMatch(standaloneDigits(APPLICATION_CVV));
    expect(logs).not.toMatch(standaloneDigits(APPLICATION_CVV));

    const cancelled = await call(consumer, 'POST', path(id, 'cancel-funding'));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.application).toMatchObject({ signedFlag: '0', fundedDetails: null, affLoan: null });
    expect((await call(consumer, 'GET', path(id, 'account-status'))).body.result.currentStatus).toBe(
      'APPROVED',
    );
    // Cancelled: the amount may be finalized again.
    expect((await finalize(consumer, id, '300')).status).toBe(200);
  });
});
