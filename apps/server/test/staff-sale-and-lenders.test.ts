import { LENDER_LIST_MESSAGES, type JourneyDetail, type LocationSettings } from '@ttapply/domain/console';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  journeyEvents,
  journeys,
  organisationLenderAgreements,
  shops,
  staffAuditLog,
} from '../src/db/schema.js';
import { noAgreementMessage } from '../src/staff/location-settings.js';
import { affEsignConsent, signThroughPage, submitAff } from './aff-helpers.js';
import { buildTestApp, nextPhone, verifyPhone, type TestApp } from './helper.js';
import { createOrganisation, createStaffUser, staffClientFor, type StaffClient } from './staff-support.js';

// Decisions 195 and 199-201: after the approval (AFF's loan, cancel funding, the sale) and the lender list.
const AFF_SHOP = 'demo-gnes'; // GNES,AMFF
const LIST_SHOP = 'demo-cfna'; // CFNA,GNES,CFSS,EZPY
let t: TestApp;
let owner: StaffClient;
let manager: StaffClient;
let associate: StaffClient;
let trainer: StaffClient;
let managerId: string;
let associateId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const org = await createOrganisation(t.app, 'Sammamish Tire Group', [AFF_SHOP, LIST_SHOP]);
  await t.app.db
    .insert(organisationLenderAgreements)
    .values(
      ['CFNA', 'GNES', 'CFSS', 'EZPY', 'AMFF', 'MILE'].map((appCode) => ({ organisationId: org, appCode })),
    );
  const both = (role: 'owner' | 'manager' | 'associate' | 'trainer') => ({
    [AFF_SHOP]: role,
    [LIST_SHOP]: role,
  });
  const ownerId = await createStaffUser(t.app, {
    organisationId: org,
    email: 'o@example.com',
    roles: both('owner'),
  });
  managerId = await createStaffUser(t.app, {
    organisationId: org,
    email: 'm@example.com',
    name: 'Mia Manager',
    roles: both('manager'),
  });
  associateId = await createStaffUser(t.app, {
    organisationId: org,
    email: 'a@example.com',
    name: 'Ava Associate',
    roles: both('associate'),
  });
  const trainerId = await createStaffUser(t.app, {
    organisationId: org,
    email: 't@example.com',
    roles: both('trainer'),
  });
  owner = await staffClientFor(t.app, ownerId);
  manager = await staffClientFor(t.app, managerId);
  associate = await staffClientFor(t.app, associateId);
  trainer = await staffClientFor(t.app, trainerId);
}, 120_000);
afterAll(() => t.close());

/** The approved amount as the board writes it: "4,000". */
const detail0Amount = (detail: JourneyDetail) => detail.affLoan!.approvedAmount!.toLocaleString('en-US');

const base = (shop: string) => `/api/v1/staff/locations/${shop}`;

function inject(client: StaffClient, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: client.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const putLenders = (client: StaffClient, lenders: unknown) =>
  inject(client, 'PUT', `${base(LIST_SHOP)}/lenders`, { lenders });

async function sendLink(shop: string): Promise<{ consumerId: string; code: string }> {
  const res = await inject(associate, 'POST', `${base(shop)}/links`, { phone: nextPhone() });
  expect(res.statusCode, res.body).toBe(201);
  const sent = res.json<{ consumerId: string; link: string }>();
  return { consumerId: sent.consumerId, code: sent.link.split('/go/')[1]! };
}

async function lendersByLink(code: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/apps/consumer?linkCode=${code}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ shop: { lenders: string } }>().shop.lenders;
}

describe('the lender list', () => {
  it('owners and managers read it with the agreed lenders; associates and trainers get 403', async () => {
    const res = await inject(owner, 'GET', `${base(LIST_SHOP)}/settings`);
    expect(res.statusCode, res.body).toBe(200);
    const settings = res.json<LocationSettings>();
    expect(settings.lenders).toEqual(['CFNA', 'GNES', 'CFSS', 'EZPY']);
    expect(settings.agreements.map((a) => a.appCode)).toEqual([
      'AMFF',
      'CFNA',
      'CFSS',
      'EZPY',
      'GNES',
      'MILE',
    ]);
    expect((await inject(manager, 'GET', `${base(LIST_SHOP)}/settings`)).statusCode).toBe(200);
    for (const client of [associate, trainer]) {
      expect((await inject(client, 'GET', `${base(LIST_SHOP)}/settings`)).statusCode).toBe(403);
      expect((await putLenders(client, ['CFNA'])).statusCode).toBe(403);
      const contact = await inject(client, 'PUT', `${base(LIST_SHOP)}/contact`, {
        phoneNumber: '4255550100',
        contactHours: 'Mon–Sat 8am–6pm',
      });
      expect(contact.statusCode).toBe(403);
    }
    const [shop] = await t.app.db.select().from(shops).where(eq(shops.keyId, LIST_SHOP));
    expect(shop!.lenders).toBe('CFNA,GNES,CFSS,EZPY');
  });

  it('a list breaking the tier rules or naming a lender without an agreement is 400 with the message', async () => {
    const order = await putLenders(owner, ['GNES', 'CFNA']);
    expect(order.statusCode).toBe(400);
    const tierMessage = LENDER_LIST_MESSAGES.tierOrder('CFNA', '1', 'GNES', '2');
    expect(order.json().error.fields.lenders).toBe(tierMessage);
    const mile = await putLenders(owner, ['AMFF', 'MILE']);
    expect(mile.statusCode).toBe(400);
    expect(mile.json().error.fields.lenders).toBe(LENDER_LIST_MESSAGES.tierOrder('MILE', '2', 'AMFF', '3'));
    const noAgreement = await putLenders(owner, ['CFNA', 'VERS']);
    expect(noAgreement.statusCode).toBe(400);
    expect(noAgreement.json().error.fields.lenders).toBe(noAgreementMessage('VERS'));
    expect((await putLenders(owner, [])).json().error.fields.lenders).toBe(LENDER_LIST_MESSAGES.empty);
  });

  it('bad input is 4xx, never 500', async () => {
    for (const body of [
      undefined,
      {},
      { lenders: 'CFNA,GNES' },
      { lenders: [1, 2] },
      { lenders: ['X'.repeat(500)] },
      { lenders: Array.from({ length: 50 }, () => 'CFNA') },
      { lenders: [null] },
    ]) {
      const res = await inject(owner, 'PUT', `${base(LIST_SHOP)}/lenders`, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const body of [
      { phoneNumber: '12', contactHours: '' },
      { phoneNumber: '4255550100', contactHours: 'x'.repeat(81) },
      { phoneNumber: '4255550100', contactHours: '<script>' },
      { phoneNumber: 4255550100, contactHours: '' },
      {},
    ]) {
      const res = await inject(owner, 'PUT', `${base(LIST_SHOP)}/contact`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const other = await inject(owner, 'GET', `/api/v1/staff/locations/demo-all/settings`);
    expect(other.statusCode).toBe(404);
  });

  it('a change applies to new journeys only: an in-flight journey keeps its list; audited before and after', async () => {
    const before = await sendLink(LIST_SHOP);
    expect(await lendersByLink(before.code)).toBe('CFNA,GNES,CFSS,EZPY');

    const changed = await putLenders(manager, ['CFNA', 'MILE', 'EZPY']);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<LocationSettings>().lenders).toEqual(['CFNA', 'MILE', 'EZPY']);

    // The journey begun before the change keeps its list; the next one follows the new list.
    expect(await lendersByLink(before.code)).toBe('CFNA,GNES,CFSS,EZPY');
    const after = await sendLink(LIST_SHOP);
    expect(await lendersByLink(after.code)).toBe('CFNA,MILE,EZPY');
    const kept = await t.app.db
      .select({ consumerId: journeys.consumerId, lenderList: journeys.lenderList })
      .from(journeys)
      .where(eq(journeys.shopKeyId, LIST_SHOP));
    expect(kept.find((row) => row.consumerId === before.consumerId)?.lenderList).toBe('CFNA,GNES,CFSS,EZPY');
    expect(kept.find((row) => row.consumerId === after.consumerId)?.lenderList).toBe('CFNA,MILE,EZPY');

    const audit = await t.app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'lender-list-changed'), eq(staffAuditLog.shopKeyId, LIST_SHOP)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toEqual({ before: 'CFNA,GNES,CFSS,EZPY', after: 'CFNA,MILE,EZPY' });
    expect(audit[0]!.userId).toBe(managerId);
  });

  it('the contact phone and hours are kept and audited', async () => {
    const res = await inject(owner, 'PUT', `${base(LIST_SHOP)}/contact`, {
      phoneNumber: '(425) 555-0142',
      contactHours: '  Mon–Sat 8am–6pm ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LocationSettings>()).toMatchObject({
      phoneNumber: '4255550142',
      contactHours: 'Mon–Sat 8am–6pm',
    });
    const [audit] = await t.app.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'location-contact-changed'));
    expect(audit!.detail).toMatchObject({
      after: { phoneNumber: '4255550142', contactHours: 'Mon–Sat 8am–6pm' },
    });
  });
});

describe('after the approval', () => {
  let consumer: Awaited<ReturnType<typeof verifyPhone>>;
  let applicationId: string;
  const detailUrl = () => `${base(AFF_SHOP)}/journeys/${consumer.consumerId}`;
  const consumerCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${consumer.token}` },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    consumer = await verifyPhone(t.app);
    applicationId = await submitAff(t.app, consumer);
  }, 60_000);

  it("shows AFF's loan from approved to funded with the card's last four only", async () => {
    let detail = (await inject(associate, 'GET', detailUrl())).json<JourneyDetail>();
    expect(detail.affLoan).toMatchObject({ state: 'approved', amountToCharge: null, cardLast4: null });
    expect(detail.affLoan!.approvedAmount).toBeGreaterThan(0);
    const aff = detail.lenderSteps.find((step) => step.appCode === 'AMFF')!;
    expect(aff.nextStep).toBe('the customer chooses the amount and signs with AFF on their phone');
    expect(aff.approvedAmount).toBe(detail.affLoan!.approvedAmount);

    const path = (action: string) => `/api/v1/apps/app/${applicationId}/${action}/AMFF`;
    expect(
      (await consumerCall('PUT', path('repair-order'), { amount: '600', last4: '4444' })).statusCode,
    ).toBe(200);
    detail = (await inject(associate, 'GET', detailUrl())).json<JourneyDetail>();
    expect(detail.affLoan).toMatchObject({ state: 'finalized', amountToCharge: 600, cardLast4: null });

    const { esignVersion } = await affEsignConsent(t.app, consumer.token);
    const signing = await consumerCall('POST', path('signing-url'), {
      fundingType: '1',
      esignConsentVersion: esignVersion,
    });
    await signThroughPage(signing.json<{ url: string }>().url);
    const fund = await consumerCall('POST', path('fund'));
    expect(fund.statusCode, fund.body).toBe(200);
    const cardNumber = fund.json<{ cardNumber: string }>().cardNumber;
    const res = await inject(associate, 'GET', detailUrl());
    detail = res.json<JourneyDetail>();
    expect(detail.affLoan).toMatchObject({
      state: 'funded',
      amountToCharge: 600,
      cardLast4: cardNumber.slice(-4),
    });
    expect(res.body).not.toContain(cardNumber);
    // The journey shows AFF's electronic consent beside the other consents, in the words agreed to.
    const esign = detail.events.find((event) => event.text.includes('electronic records'))!;
    expect(esign).toMatchObject({ type: 'consent', actor: 'consumer', appCode: 'AMFF' });
    expect(esign.text).toBe('Consented to electronic records and signatures by AFF');
    expect(esign.consentText).toMatch(/^Consent to Electronic Records and Signatures\nYou agree to receive/);
    expect(esign.consentText).not.toContain('<');
    expect(detail.lenderSteps.find((step) => step.appCode === 'AMFF')!.nextStep).toBe(
      'charge the AFF virtual card',
    );
    expect(detail).toMatchObject({
      stageText: expect.stringMatching(/^funded by AFF/),
      associateNextStep: 'charge the AFF virtual card',
    });
  });

  it('associates and trainers cannot cancel funding; bad input is 400', async () => {
    for (const client of [associate, trainer]) {
      const res = await inject(client, 'POST', `${detailUrl()}/cancel-funding`, {
        reason: 'Customer changed mind',
      });
      expect(res.statusCode).toBe(403);
    }
    for (const body of [{}, { reason: '' }, { reason: 'x'.repeat(301) }, { reason: 42 }]) {
      const res = await inject(manager, 'POST', `${detailUrl()}/cancel-funding`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row!.signedFlag).toBe('2');
  });

  it('a manager cancels the funding: AFF is asked, the loan is cleared, audited with the reason, on the timeline', async () => {
    const res = await inject(manager, 'POST', `${detailUrl()}/cancel-funding`, {
      reason: 'Wrong invoice amount',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<JourneyDetail>().affLoan).toMatchObject({ state: 'approved', amountToCharge: null });
    expect(res.json<JourneyDetail>().events.map((e) => e.text)).toContain(
      'AFF funding cancelled by Mia Manager',
    );
    // The consumer's own view says the same: back to choosing an amount (lenders §4 AFF step 6).
    const app = await consumerCall('GET', `/api/v1/apps/app/${applicationId}`);
    expect(app.json().application).toMatchObject({ signedFlag: '0', affLoan: null, fundedDetails: null });
    const account = await consumerCall('GET', `/api/v1/apps/app/${applicationId}/account-status/AMFF`);
    expect(account.json().result.currentStatus).not.toBe('FUNDED');
    const [audit] = await t.app.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'funding-cancelled'));
    expect(audit!.detail).toMatchObject({ reason: 'Wrong invoice amount', appCode: 'AMFF' });
    // One state in every view: the approval stands, nothing reads as funded any more.
    const approved = `approved by AFF for $${detail0Amount(res.json<JourneyDetail>())}`;
    const next = 'the customer chooses the amount and signs with AFF on their phone';
    const detail = (await inject(manager, 'GET', detailUrl())).json<JourneyDetail>();
    expect(detail).toMatchObject({ stage: 'decided', stageText: approved, associateNextStep: next });
    expect(detail.lenderSteps.find((step) => step.appCode === 'AMFF')).toMatchObject({
      outcome: expect.stringMatching(/^Approved for/),
      nextStep: next,
    });
    // The finalize stays on the timeline after the loan was cleared.
    expect(detail.events.map((e) => e.text)).toContain('Finalized the AFF loan for $600 and went to sign');
    const board = (await inject(manager, 'GET', `${base(AFF_SHOP)}/board`)).json<{
      journeys: { consumerId: string; stageText: string; associateNextStep: string }[];
    }>();
    expect(board.journeys.find((j) => j.consumerId === consumer.consumerId)).toMatchObject({
      stageText: approved,
      associateNextStep: next,
    });
    // The customer's journey says who cancelled, so their screen can tell them (amff-result.tsx).
    const journey = (await consumerCall('GET', `/api/v1/apps/journey?shop=${AFF_SHOP}`)).json<{
      journey: { stage: string; events: { actor: string; type: string; appCode: string | null }[] };
    }>().journey;
    expect(journey.stage).toBe('decided');
    expect(journey.events.filter((e) => e.appCode === 'AMFF').at(-1)).toMatchObject({
      actor: 'staff',
      type: 'funding-cancelled',
    });
    // Nothing left to cancel: 409, not 500.
    const again = await inject(manager, 'POST', `${detailUrl()}/cancel-funding`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
  });

  it('associates mark the sale; trainers cannot; bad amounts are 400; the columns and timeline follow', async () => {
    const refused = await inject(trainer, 'POST', `${detailUrl()}/sale`, {
      outcome: 'sale-completed',
      invoiceAmount: 500,
    });
    expect(refused.statusCode).toBe(403);
    for (const body of [
      {},
      { outcome: 'sold' },
      { outcome: 'sale-completed' },
      { outcome: 'sale-completed', invoiceAmount: -5 },
      { outcome: 'sale-completed', invoiceAmount: 100_000.01 },
      { outcome: 'sale-completed', invoiceAmount: 10.001 },
      { outcome: 'sale-completed', invoiceAmount: '500' },
    ]) {
      const res = await inject(associate, 'POST', `${detailUrl()}/sale`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await inject(
      associate,
      'POST',
      `${base(AFF_SHOP)}/journeys/00000000-0000-4000-8000-000000000000/sale`,
      {
        outcome: 'customer-left',
      },
    );
    expect(unknown.statusCode).toBe(404);

    const sold = await inject(associate, 'POST', `${detailUrl()}/sale`, {
      outcome: 'sale-completed',
      invoiceAmount: 1234.56,
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const detail = sold.json<JourneyDetail>();
    expect(detail.sale).toMatchObject({
      outcome: 'sale-completed',
      amount: 1234.56,
      markedBy: 'Ava Associate',
    });
    expect(detail.events.map((e) => e.text)).toContain(
      'Sale completed for $1,234.56, marked by Ava Associate',
    );
    const [row] = await t.app.db
      .select()
      .from(journeys)
      .where(and(eq(journeys.consumerId, consumer.consumerId), eq(journeys.shopKeyId, AFF_SHOP)));
    expect(row).toMatchObject({
      saleOutcome: 'sale-completed',
      saleAmountCents: 123456,
      saleMarkedBy: associateId,
    });
    expect(row!.saleMarkedAt).toBeInstanceOf(Date);

    const left = await inject(associate, 'POST', `${detailUrl()}/sale`, { outcome: 'customer-left' });
    expect(left.json<JourneyDetail>().sale).toMatchObject({ outcome: 'customer-left', amount: null });
    const events = await t.app.db
      .select({ type: journeyEvents.type })
      .from(journeyEvents)
      .where(eq(journeyEvents.consumerId, consumer.consumerId));
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['sale-completed', 'customer-left']));
    const audit = await t.app.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, consumer.consumerId));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['sale-completed', 'customer-left']));
  });
});
