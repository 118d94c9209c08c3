import { defaultConsentLine, submissionAppData, type LenderResult } from '@ttapply/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, creditCheckConsents, journeyEvents, journeys } from '../src/db/schema.js';
import type { JourneyChange } from '../src/journey/journey-feed.js';
import { pageValues, putDraft } from './draft-helpers.js';
import {
  awaitDecision,
  buildTestApp,
  cfnaAppData,
  CONSENT_TEXT,
  nextPhone,
  verifyPhone,
  type TestApp,
} from './helper.js';
import {
  awaitJourney,
  readJourney,
  CFNA_CONSENT_NAMING_CONCORA,
  concoraAnswered,
  REDMOND,
  REDMOND_LENDERS,
  submitCfnaDecline,
} from './waterfall-support.js';

/**
 * The server advances the waterfall (docs/decisions/140): after CFNA's decline at Redmond Tire Pros the
 * server itself sends Concora the soft prequal the consumer agreed to, with no browser asking for it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ embedded: true });
});
afterAll(async () => t.close());

describe('the waterfall runs on the server', () => {
  it("CFNA's decline starts Concora's soft prequal by itself; the offer waits with 'Review Disclosures'", async () => {
    const consumer = await verifyPhone(t.app);
    await submitCfnaDecline(t.app, consumer, CFNA_CONSENT_NAMING_CONCORA);
    // Nothing more is sent by the client: only reads.
    const answer = await awaitJourney(t.app, consumer.token, concoraAnswered);
    const concora = answer.applications.find((a) => a.appType === 'GNES')!;
    expect(concora).toMatchObject({ kind: 'prequal', result: { prequalResult: { accepted: '1' } } });
    expect(answer.journey).toMatchObject({
      stage: 'next-offered',
      nextStep: { type: 'offer-next', appCode: 'GNES', button: { label: 'Review Disclosures' } },
      lenders: [
        { appCode: 'CFNA', status: 'declined', kind: 'application' },
        { appCode: 'GNES', status: 'prequalified', kind: 'prequal', amount: expect.any(Number) },
        { appCode: 'CFSS', status: 'not-applied' },
        { appCode: 'EZPY', status: 'not-applied' },
      ],
    });
    expect(answer.journey!.events.map((e) => [e.actor, e.type, e.appCode])).toEqual([
      ['consumer', 'submitted', 'CFNA'],
      ['system', 'decided', 'CFNA'],
      ['system', 'automatic-prequal-submitted', 'GNES'],
      ['system', 'decided', 'GNES'],
    ]);
    // A soft pull at Concora, no hard one: the consumer agreed to exactly that.
    expect(await t.sandbox.pulls('GNES', '222222222')).toMatchObject({ soft: 1, hard: 0 });
    // The consents, per lender, with the text the consumer saw and when they agreed.
    const consents = await t.app.db
      .select()
      .from(creditCheckConsents)
      .where(eq(creditCheckConsents.consumerId, consumer.consumerId));
    expect(consents.map((c) => [c.appCode, c.creditCheck, c.afterDeclineOf])).toEqual([
      ['CFNA', 'hard', null],
      ['GNES', 'soft', 'CFNA'],
    ]);
    expect(consents[1]!.consentText).toBe(CFNA_CONSENT_NAMING_CONCORA);
    const [stored] = await t.app.db
      .select()
      .from(applications)
      .where(eq(applications.id, concora.applicationKeyId));
    expect(stored!.consentText).toBe(CFNA_CONSENT_NAMING_CONCORA);
    // The consumer's own list, "Credit checks for this application" (decision 190): both checks, each with
    // the text agreed to and when.
    expect(answer.creditChecks.map((c) => [c.appCode, c.check, c.consentText])).toEqual([
      ['CFNA', 'hard', CFNA_CONSENT_NAMING_CONCORA],
      ['GNES', 'soft', CFNA_CONSENT_NAMING_CONCORA],
    ]);
    expect(answer.creditChecks.every((c) => !Number.isNaN(Date.parse(c.agreedAt)))).toBe(true);
    // Both were made: each carries when the server asked the lender.
    expect(
      answer.creditChecks.every((c) => c.checkedAt !== null && !Number.isNaN(Date.parse(c.checkedAt))),
    ).toBe(true);
    // Each decision is kept with who sends a decline's notice and how (decision 191).
    const decisions = await t.app.db
      .select()
      .from(journeyEvents)
      .where(and(eq(journeyEvents.consumerId, consumer.consumerId), eq(journeyEvents.type, 'decided')));
    expect(decisions.map((d) => [d.appCode, d.detail.status, d.detail.notice ?? null])).toEqual([
      // CFNA's one deadline, the spec's table's (lenders §9; decision 265).
      ['CFNA', 'd', { by: 'CFNA', channel: 'mail or e-mail', days: 10 }],
      ['GNES', expect.any(String), null],
    ]);
  });

  it('without a consent naming Concora, no credit check is made there: Concora is offered instead', async () => {
    const consumer = await verifyPhone(t.app);
    await submitCfnaDecline(t.app, consumer, CONSENT_TEXT);
    const answer = await awaitJourney(t.app, consumer.token, (a) => a.journey?.stage === 'next-offered');
    expect(answer.journey!.nextStep).toMatchObject({ type: 'offer-next', appCode: 'GNES' });
    expect(answer.applications.map((a) => a.appType)).toEqual(['CFNA']);
    const consents = await t.app.db
      .select()
      .from(creditCheckConsents)
      .where(eq(creditCheckConsents.consumerId, consumer.consumerId));
    expect(consents.map((c) => [c.appCode, c.creditCheck])).toEqual([['CFNA', 'hard']]);
  });

  it("'No Thanks' on Concora's offer goes on: DigniFi is offered with Apply", async () => {
    const consumer = await verifyPhone(t.app);
    await submitCfnaDecline(t.app, consumer, CFNA_CONSENT_NAMING_CONCORA);
    const offered = await awaitJourney(t.app, consumer.token, concoraAnswered);
    const concora = offered.applications.find((a) => a.appType === 'GNES')!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/apps/app/${concora.applicationKeyId}/decline-offer`,
      headers: { authorization: `Bearer ${consumer.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = await awaitJourney(t.app, consumer.token, (a) => a.journey?.nextStep?.appCode === 'CFSS');
    expect(answer.journey!.nextStep).toEqual({
      type: 'offer-next',
      appCode: 'CFSS',
      button: { label: 'Apply', requiresTermsAgreed: false },
    });
    expect(answer.journey!.events.at(-1)).toMatchObject({ actor: 'consumer', type: 'offer-declined' });
  });

  // Issue item 7: "EasyPay's soft check after No Thanks answered 400". The check was held to EasyPay's whole
  // application (card, employer, work phone …) and refused; decision 130 holds a prequal to its prequal
  // fields. When the consumer's own Concora check named EasyPay's soft check, 'No Thanks' sends it, with the
  // data already gathered, and it is taken (a soft pull at EasyPay, no hard one).
  it("'No Thanks' after Concora's check that named EasyPay sends EasyPay's soft check, which is taken", async () => {
    const consumer = await verifyPhone(t.app);
    const cfna = await submitCfnaDecline(t.app, consumer, CONSENT_TEXT);
    await awaitJourney(t.app, consumer.token, (a) => a.journey?.nextStep?.appCode === 'GNES');
    // Concora's page: the consumer's own soft check, its consent line naming EasyPay after a decline.
    const values = { ...cfnaAppData(consumer.phone, '222222222'), ANNUAL_GROSS_INCOME: '50000' };
    const results = { CFNA: cfna.result as LenderResult };
    const consentText = defaultConsentLine('GNES', 'prequal', { appList: REDMOND_LENDERS, results });
    expect(consentText).toContain('EasyPay');
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/app/prequal',
      headers: { authorization: `Bearer ${consumer.token}` },
      payload: {
        tier: '2',
        appType: 'GNES',
        t2AConsumerKeyId: consumer.consumerId,
        t2AStoreKeyId: REDMOND,
        appData: submissionAppData('GNES', values),
        confirmTimestamp: new Date().toISOString(),
        selectedApps: 'CFNA',
        consentText,
      },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const offer = await awaitDecision(t.app, consumer.token, checked.json().applicationKeyId);
    expect(offer.status).toBe('q');
    // The consent for EasyPay's soft check is kept, but EasyPay was never asked while
    // Concora's offer stands: the record says it was not made, and lists only the checks the server made.
    const before = await readJourney(t.app, consumer.token);
    expect(before.creditChecks.map((c) => [c.appCode, c.check, c.checkedAt === null])).toEqual([
      ['CFNA', 'hard', false],
      ['GNES', 'soft', false],
      ['EZPY', 'soft', true],
    ]);
    expect(before.creditChecks.find((c) => c.appCode === 'EZPY')!.consentText).toBe(consentText);

    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/v1/apps/app/${offer.applicationKeyId}/decline-offer`,
      headers: { authorization: `Bearer ${consumer.token}` },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const answer = await awaitJourney(t.app, consumer.token, (a) =>
      a.applications.some((x) => x.appType === 'EZPY' && x.result !== null),
    );
    const events = answer.journey!.events.map((e) => [e.actor, e.type, e.appCode]);
    expect(events).toContainEqual(['system', 'automatic-prequal-submitted', 'EZPY']);
    expect(events).not.toContainEqual(['system', 'automatic-prequal-skipped', 'EZPY']);
    expect(answer.applications.find((a) => a.appType === 'EZPY')).toMatchObject({ kind: 'prequal' });
    expect(await t.sandbox.pulls('EZPY', '222222222')).toMatchObject({ soft: 1, hard: 0 });
    // Now made: the same consent, with when EasyPay was asked.
    const after = await readJourney(t.app, consumer.token);
    const easyPay = after.creditChecks.filter((c) => c.appCode === 'EZPY');
    expect(easyPay).toEqual([
      expect.objectContaining({ check: 'soft', consentText, checkedAt: expect.any(String) }),
    ]);
  });

  it('a listener hears each change of the journey', async () => {
    const heard: JourneyChange[] = [];
    const unsubscribe = t.app.services.journeyFeed.subscribe((change) => heard.push(change));
    try {
      const consumer = await verifyPhone(t.app);
      await submitCfnaDecline(t.app, consumer, CONSENT_TEXT);
      await awaitJourney(t.app, consumer.token, (a) => a.journey?.stage === 'next-offered');
      await expect
        .poll(() => heard.filter((c) => c.consumerId === consumer.consumerId).map((c) => c.type))
        .toEqual(expect.arrayContaining(['submitted', 'decided', 'offer-next']));
    } finally {
      unsubscribe();
    }
  });

  it('the journey status follows the consumer from a verified phone through each page saved', async () => {
    const consumer = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    let answer = await readJourney(t.app, consumer.token);
    expect(answer.journey).toMatchObject({ stage: 'phone-verified' });
    expect(answer.journey!.events.map((e) => [e.actor, e.type])).toEqual([['consumer', 'phone-verified']]);

    for (const page of ['policy-content', 'about-you'] as const) {
      const saved = await putDraft(t.app, consumer.token, page, pageValues(page, consumer.phone));
      expect(saved.statusCode, saved.body).toBe(200);
    }
    answer = await readJourney(t.app, consumer.token);
    // About You saved: the consumer is on the page after it, which the journey (and the shop's board) names.
    expect(answer.journey).toMatchObject({ stage: 'filling', page: 'resident' });
    // Half-typed and left, a page is where the consumer still is.
    const partial = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/apps/draft/resident',
      headers: { authorization: `Bearer ${consumer.token}` },
      payload: { values: { CITY: 'Redmond' }, partial: true },
    });
    expect(partial.statusCode, partial.body).toBe(200);
    answer = await readJourney(t.app, consumer.token);
    expect(answer.journey).toMatchObject({ stage: 'filling', page: 'resident' });

    // Verified again later (a returning consumer): the event is logged, the journey does not move back.
    await verifyPhone(t.app, consumer.phone, { shopKeyId: 'demo-cfna' });
    answer = await readJourney(t.app, consumer.token);
    expect(answer.journey).toMatchObject({ stage: 'filling', page: 'resident' });
    expect(answer.journey!.events.map((e) => e.type)).toEqual([
      'phone-verified',
      'page-saved',
      'page-saved',
      'page-saved',
      'phone-verified',
    ]);
  });

  it("a text to the shop's Apply Code starts the journey at 'link-sent', by the system", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ From: `+1${nextPhone()}`, Body: '100001' }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await t.app.db
      .select()
      .from(journeyEvents)
      .where(and(eq(journeyEvents.type, 'link-sent'), eq(journeyEvents.shopKeyId, 'demo-cfna')));
    expect(event).toMatchObject({ actor: 'system', detail: { source: 'sms' } });
    const [status] = await t.app.db
      .select()
      .from(journeys)
      .where(and(eq(journeys.consumerId, event!.consumerId), eq(journeys.shopKeyId, 'demo-cfna')));
    expect(status).toMatchObject({ stage: 'link-sent' });
  });
});
