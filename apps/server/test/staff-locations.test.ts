import type { AuditEntry, BoardJourney, JourneyDetail, LinkSendView } from '@ttapply/domain/console';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyEvents, smsConsentLog, smsOptOuts, staffAuditLog, staffLinkSends } from '../src/db/schema.js';
import { LINK_CODE_CANCELLED } from '../src/services/link-codes.js';
import { LINK_TEXTS_TOO_MANY, PHONE_NOT_US_MOBILE } from '../src/staff/link-sends.js';
import { startOfShopDay } from '../src/shop-day.js';
import { buildTestApp, nextPhone, verifyPhone, type TestApp } from './helper.js';
import { heldLenders } from './held-lenders.js';
import { createOrganisation, createStaffUser, staffClientFor, type StaffClient } from './staff-support.js';
import {
  awaitJourney,
  CFNA_CONSENT_NAMING_CONCORA,
  concoraAnswered,
  submitCfnaDecline,
} from './waterfall-support.js';

const SHOP = 'demo-cfna';
let t: TestApp;
let associate: StaffClient;
let trainer: StaffClient;
let associateId: string;
let trainerId: string;
let orgId: string;
const lenders = heldLenders();

beforeAll(async () => {
  t = await buildTestApp({ partners: { lenders: lenders.registry } });
  lenders.attach(t);
  const org = await createOrganisation(t.app, 'Redmond Tire Group', [SHOP, 'demo-gnes']);
  orgId = org;
  associateId = await createStaffUser(t.app, {
    organisationId: org,
    email: 'ava@example.com',
    name: 'Ava Associate',
    roles: { [SHOP]: 'associate' },
  });
  trainerId = await createStaffUser(t.app, {
    organisationId: org,
    email: 'tom@example.com',
    name: 'Tom Trainer',
    roles: { [SHOP]: 'trainer' },
  });
  associate = await staffClientFor(t.app, associateId);
  trainer = await staffClientFor(t.app, trainerId);
}, 120_000);
afterAll(() => t.close());

const base = `/api/v1/staff/locations/${SHOP}`;

async function outboxFor(phone: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  return res
    .json<{ to: string; body: string }[]>()
    .filter((m) => m.to === phone)
    .map((m) => m.body);
}

async function sendLink(client: StaffClient, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `${base}/links`, headers: client.headers, payload });
}

describe('sending the link', () => {
  it('texts the shop, the link, the expiry, the amount and the program notice; records the send', async () => {
    const phone = nextPhone();
    const res = await sendLink(associate, {
      phone: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
      purchaseAmount: 1234.5,
      note: 'Four tires, alignment',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const sent = res.json<LinkSendView>();
    expect(sent).toMatchObject({
      phoneLast4: phone.slice(-4),
      purchaseAmount: 1234.5,
      note: 'Four tires, alignment',
      sentBy: 'Ava Associate',
      sendCount: 1,
      status: 'live',
    });
    const lifetime = new Date(sent.expiresAt).getTime() - new Date(sent.createdAt).getTime();
    expect(Math.abs(lifetime - 24 * 3_600_000)).toBeLessThan(5_000);
    const code = sent.link.split('/go/')[1]!;
    expect(code).toMatch(/^[0-9A-Za-z]{12}$/);

    expect(await outboxFor(phone)).toEqual([
      `Redmond Tire Pros: apply for financing for your $1,234.50 purchase at ${sent.link} . The link works for 24 ` +
        'hours. Msg & data rates may apply. Msg frequency varies. Reply HELP for help, STOP to opt out.',
    ]);

    const [row] = await t.app.db.select().from(staffLinkSends).where(eq(staffLinkSends.id, sent.id));
    expect(row).toMatchObject({ phone, purchaseAmountCents: 123450, sentBy: associateId, linkCode: code });
    const events = await t.app.db
      .select()
      .from(journeyEvents)
      .where(and(eq(journeyEvents.consumerId, sent.consumerId), eq(journeyEvents.shopKeyId, SHOP)));
    expect(events).toMatchObject([
      { type: 'link-sent', actor: 'staff', detail: { staffUserId: associateId, linkSendId: sent.id } },
    ]);
    const audit = await t.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, sent.id));
    expect(audit).toMatchObject([{ action: 'link-sent', userId: associateId, shopKeyId: SHOP }]);
    // Amounts and notes are the shop's business: never in the audit log.
    expect(JSON.stringify(audit)).not.toContain('Four tires');
    expect(JSON.stringify(audit)).not.toContain(phone);

    // The link opens the shop's application for this consumer.
    const opened = await t.app.inject({ method: 'GET', url: `/api/v1/apps/consumer?linkCode=${code}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      consumer: { t2AConsumerKeyId: sent.consumerId, submissionSource: 'staff' },
      shop: { keyId: SHOP },
    });
  });

  it('a text without an amount does not name one', async () => {
    const phone = nextPhone();
    const res = await sendLink(associate, { phone });
    expect(res.statusCode, res.body).toBe(201);
    const [text] = await outboxFor(phone);
    expect(text).toBe(
      `Redmond Tire Pros: apply for financing at ${res.json<LinkSendView>().link} . The link works for 24 hours. ` +
        'Msg & data rates may apply. Msg frequency varies. Reply HELP for help, STOP to opt out.',
    );
  });

  it('texts the link in Spanish when the customer reads Spanish, the link opening in Spanish (decision 232)', async () => {
    const phone = nextPhone();
    const res = await sendLink(associate, { phone, purchaseAmount: 1800, locale: 'es' });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json<LinkSendView>();
    expect(sent.link).toMatch(/\/go\/[0-9A-Za-z]{12}\?lang=es$/);
    const spanish =
      `Redmond Tire Pros: solicite financiamiento para su compra de $1,800 en ${sent.link} . El enlace funciona ` +
      'durante 24 horas. Pueden aplicarse tarifas de mensajes y datos. La frecuencia de los mensajes varía. ' +
      'Responda AYUDA para obtener ayuda, ALTO para cancelar.';
    expect(await outboxFor(phone)).toEqual([spanish]);
    // The consumer reads Spanish from the start, and a re-send is in Spanish too.
    const code = sent.link.split('/go/')[1]!.split('?')[0]!;
    const opened = await t.app.inject({ method: 'GET', url: `/api/v1/apps/consumer?linkCode=${code}` });
    expect(opened.json().consumer.locale).toBe('es');
    const again = await t.app.inject({
      method: 'POST',
      url: `${base}/links/${sent.id}/resend`,
      headers: associate.headers,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await outboxFor(phone)).toEqual([spanish, spanish]);
    // The consent behind the text is logged with the Spanish text the customer was sent.
    const [consent] = await t.app.db.select().from(smsConsentLog).where(eq(smsConsentLog.phone, phone));
    expect(consent).toMatchObject({ source: 'staff', textShown: spanish });

    const bad = await sendLink(associate, { phone: nextPhone(), locale: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^locale: /);
  });

  it('refuses a number that is not a US mobile, with a field message', async () => {
    for (const phone of ['1234567890', '+44 20 7946 0958', '555-0100xx', '0000000000']) {
      const res = await sendLink(associate, { phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().error.fields).toEqual({ phone: PHONE_NOT_US_MOBILE });
    }
  });

  it('refuses a number that opted out of texts, and texts nothing', async () => {
    const phone = nextPhone();
    await t.app.db.insert(smsOptOuts).values({ phone, createdAt: new Date() });
    const res = await sendLink(associate, { phone: `+1${phone}` });
    expect(res.statusCode).toBe(409);
    // The texting programme's one answer (decision 185), as the verification page gives it.
    expect(res.json().error.message).toBe(
      'This number opted out of texts from Text To Apply. To get texts again, text START to 898227 from that phone, then try again.',
    );
    expect(await outboxFor(phone)).toEqual([]);
  });

  it('re-sends the same link, lists today’s sends, and a cancelled link stops working', async () => {
    const phone = nextPhone();
    const sent = (
      await sendLink(associate, { phone, purchaseAmount: 640.5, note: 'Front tires, ask for Sam' })
    ).json<LinkSendView>();
    const again = await t.app.inject({
      method: 'POST',
      url: `${base}/links/${sent.id}/resend`,
      headers: associate.headers,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: sent.id, link: sent.link, sendCount: 2, status: 'live' });
    const texts = await outboxFor(phone);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toBe(texts[0]);

    const list = await t.app.inject({ method: 'GET', url: `${base}/links`, headers: associate.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ links: LinkSendView[] }>().links.map((l) => l.id)).toContain(sent.id);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${base}/links/${sent.id}/cancel`,
      headers: associate.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    // The board and the journey page read the cancel, and keep the note for the team and the amount.
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `${base}/journeys/${sent.consumerId}`,
        headers: associate.headers,
      })
    ).json<JourneyDetail>();
    expect(detail).toMatchObject({
      stage: 'link-sent',
      stageText: 'link cancelled',
      associateNextStep:
        'nothing: the link no longer opens (send a new one if the customer still wants to apply)',
      linkNote: 'Front tires, ask for Sam',
      linkSends: [{ note: 'Front tires, ask for Sam', purchaseAmount: 640.5, status: 'cancelled' }],
    });
    expect(detail.events.map((e) => e.text)).toContain('Link cancelled by Ava Associate');
    const boardRows = (
      await t.app.inject({ method: 'GET', url: `${base}/board`, headers: associate.headers })
    ).json<{ journeys: BoardJourney[] }>().journeys;
    expect(boardRows.find((j) => j.consumerId === sent.consumerId)).toMatchObject({
      stageText: 'link cancelled',
      linkNote: 'Front tires, ask for Sam',
    });
    const code = sent.link.split('/go/')[1]!;
    const opened = await t.app.inject({ method: 'GET', url: `/api/v1/apps/consumer?linkCode=${code}` });
    expect(opened.statusCode).toBe(410);
    expect(opened.json().error.message).toBe(LINK_CODE_CANCELLED);
    // A cancelled link is not sent again.
    const resend = await t.app.inject({
      method: 'POST',
      url: `${base}/links/${sent.id}/resend`,
      headers: associate.headers,
    });
    expect(resend.statusCode).toBe(409);
    const actions = (
      await t.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, sent.id))
    ).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['link-cancelled', 'link-resent', 'link-sent']);
  });

  it('texts one number at most 5 times an hour, sends and re-sends together', async () => {
    const phone = nextPhone();
    const first = (await sendLink(associate, { phone })).json<LinkSendView>();
    for (let i = 0; i < 3; i++) {
      const again = await t.app.inject({
        method: 'POST',
        url: `${base}/links/${first.id}/resend`,
        headers: associate.headers,
      });
      expect(again.statusCode).toBe(200);
    }
    expect((await sendLink(associate, { phone })).statusCode).toBe(201);
    const sixth = await sendLink(associate, { phone });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(LINK_TEXTS_TOO_MANY);
    const resend = await t.app.inject({
      method: 'POST',
      url: `${base}/links/${first.id}/resend`,
      headers: associate.headers,
    });
    expect(resend.statusCode).toBe(429);
    expect(await outboxFor(phone)).toHaveLength(5);
    t.advance(61 * 60_000);
    // Fresh sessions: an hour is past the staff session's idle expiry.
    const later = await staffClientFor(t.app, associateId);
    expect((await sendLink(later, { phone })).statusCode).toBe(201);
    associate = later;
    trainer = await staffClientFor(t.app, trainerId);
  });

  it('a trainer reads the board and the links but cannot send, re-send or cancel', async () => {
    const sent = (await sendLink(associate, { phone: nextPhone() })).json<LinkSendView>();
    const send = await sendLink(trainer, { phone: nextPhone() });
    expect(send.statusCode).toBe(403);
    for (const action of ['resend', 'cancel']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${base}/links/${sent.id}/${action}`,
        headers: trainer.headers,
      });
      expect(res.statusCode, action).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/board`, headers: trainer.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/links`, headers: trainer.headers })).statusCode,
    ).toBe(200);
  });

  it('refuses every state change without the CSRF token', async () => {
    const sent = (await sendLink(associate, { phone: nextPhone() })).json<LinkSendView>();
    const noToken = { cookie: associate.cookie };
    const calls = [
      { url: `${base}/links`, payload: { phone: nextPhone() } },
      { url: `${base}/links/${sent.id}/resend` },
      { url: `${base}/links/${sent.id}/cancel` },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ method: 'POST', headers: noToken, ...call });
      expect(res.statusCode, call.url).toBe(403);
      const wrong = await t.app.inject({
        method: 'POST',
        headers: { ...noToken, 'x-csrf-token': 'forged' },
        ...call,
      });
      expect(wrong.statusCode, call.url).toBe(403);
    }
    const after = (await t.app.inject({ method: 'GET', url: `${base}/links`, headers: associate.headers }))
      .json<{ links: LinkSendView[] }>()
      .links.find((l) => l.id === sent.id);
    expect(after).toMatchObject({ sendCount: 1, status: 'live' });
  });
});

describe('the board and one journey', () => {
  let consumerId: string;
  let phone: string;

  beforeAll(async () => {
    phone = nextPhone();
    const sent = (await sendLink(associate, { phone })).json<LinkSendView>();
    consumerId = sent.consumerId;
    const code = sent.link.split('/go/')[1]!;
    const verified = await verifyPhone(t.app, phone, { linkCode: code });
    expect(verified.consumerId).toBe(consumerId);
    // Each lender call is held until the board was read while it was in flight.
    const cfna = lenders.hold('CFNA');
    const concora = lenders.hold('GNES');
    const declined = submitCfnaDecline(t.app, verified, CFNA_CONSENT_NAMING_CONCORA);
    await cfna.reached;
    whileDeciding.push((await board()).find((j) => j.consumerId === consumerId));
    cfna.release();
    await concora.reached;
    whileDeciding.push((await board()).find((j) => j.consumerId === consumerId));
    concora.release();
    await declined;
    await awaitJourney(t.app, verified.token, concoraAnswered);
  }, 60_000);
  const whileDeciding: (BoardJourney | undefined)[] = [];

  async function board(query = ''): Promise<BoardJourney[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}/board${query}`,
      headers: associate.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json<{ journeys: BoardJourney[] }>().journeys;
  }

  it('names the lender deciding while its call is in flight, the automatic soft check too', async () => {
    expect(whileDeciding[0]).toMatchObject({
      stage: 'submitted',
      stageText: 'waiting for CFNA',
      associateNextStep: "wait for CFNA's answer",
      lenders: [{ appCode: 'CFNA', status: 'deciding', outcome: 'Deciding…' }],
    });
    expect(whileDeciding[1]).toMatchObject({
      stage: 'submitted',
      stageText: 'waiting for Concora',
      associateNextStep: "wait for Concora's answer",
      lenders: [
        { appCode: 'CFNA', status: 'declined', outcome: 'Declined' },
        { appCode: 'GNES', status: 'deciding', outcome: 'Deciding…' },
      ],
    });
  });

  it('shows the journey in plain words, with name, last four, lenders and who sent the link', async () => {
    const journeys = await board();
    const row = journeys.find((j) => j.consumerId === consumerId);
    expect(row).toMatchObject({
      shopKeyId: SHOP,
      customerName: 'Pat Jones',
      phoneLast4: phone.slice(-4),
      stage: 'next-offered',
      stageText: 'declined by CFNA, Concora offered for $1,800',
      sentBy: 'Ava Associate',
      sentByUserId: associateId,
      associateNextStep: 'help the customer accept the Concora offer',
      training: false,
      lenders: [
        { appCode: 'CFNA', lenderName: 'CFNA', status: 'declined', outcome: 'Declined', amount: null },
        {
          appCode: 'GNES',
          lenderName: 'Concora',
          status: 'prequalified',
          outcome: 'Prequalified for $1,800',
        },
      ],
    });
    // Newest first.
    const started = journeys.map((j) => j.startedAt);
    expect([...started].sort().reverse()).toEqual(started);
  });

  it('filters by stage, associate, name and last four', async () => {
    const ids = async (query: string) => (await board(query)).map((j) => j.consumerId);
    expect(await ids('?stage=next-offered')).toContain(consumerId);
    expect(await ids('?stage=link-sent')).not.toContain(consumerId);
    expect(await ids(`?sentBy=${associateId}`)).toContain(consumerId);
    expect(await ids('?sentBy=00000000-0000-4000-8000-000000000000')).toEqual([]);
    expect(await ids('?q=pat%20jo')).toContain(consumerId);
    expect(await ids(`?q=${phone.slice(-4)}`)).toEqual([consumerId]);
    expect(await ids('?q=Nobody')).toEqual([]);
    expect(await ids('?q=%25')).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${base}/board?stage=nonsense`,
      headers: associate.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows only today (the shop’s day): yesterday’s journeys are gone tomorrow', async () => {
    const now = new Date('2026-03-10T07:30:00Z'); // 00:30 in Redmond (PDT from March 8)
    expect(startOfShopDay(now).toISOString()).toBe('2026-03-10T07:00:00.000Z');
    expect(startOfShopDay(new Date('2026-01-10T07:30:00Z')).toISOString()).toBe('2026-01-09T08:00:00.000Z');
  });

  it('the journey page: timeline, both credit checks with their consents, applications, contacts; audited', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}/journeys/${consumerId}`,
      headers: trainer.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const detail = res.json<JourneyDetail>();
    const texts = detail.events.map((e) => e.text);
    expect(texts[0]).toBe('Link texted by Ava Associate');
    expect(texts).toContain('Verified their phone');
    expect(texts).toContain('Applied to CFNA (a hard credit check)');
    expect(texts).toContain('Consented to a hard credit check by CFNA');
    expect(texts).toContain('Consented to a soft credit check by Concora, if CFNA declines');
    expect(texts).toContain(
      'CFNA answered: declined; CFNA sends the notice with the reasons by mail or e-mail within 10 days',
    );
    expect(texts).toContain(
      'Concora prequalification sent by itself, as the customer agreed (a soft credit check)',
    );
    expect(texts).toContain('Concora answered: prequalified (prequalification)');
    const consent = detail.events.find((e) => e.type === 'consent' && e.appCode === 'CFNA');
    expect(consent?.consentText).toBe(CFNA_CONSENT_NAMING_CONCORA);
    expect(detail.creditChecks).toEqual([
      expect.objectContaining({ appCode: 'CFNA', check: 'hard', consentText: CFNA_CONSENT_NAMING_CONCORA }),
      expect.objectContaining({ appCode: 'GNES', lenderName: 'Concora', check: 'soft' }),
    ]);
    expect(detail.applications).toEqual([
      expect.objectContaining({ appCode: 'CFNA', kind: 'application', status: 'declined' }),
      expect.objectContaining({ appCode: 'GNES', kind: 'prequal', status: 'pending', amount: 1800 }),
    ]);
    expect(detail.applications[0]!.lenderReference).toMatch(/\S/);
    expect(detail.contacts.map((c) => c.appCode)).toEqual(['CFNA', 'GNES']);
    expect(detail.contacts[0]!.phone).toMatch(/\d{3}-\d{4}$/);
    expect(detail.linkSends).toHaveLength(1);

    // Never a full SSN, date of birth, ID, card or bank number, nor the full phone number.
    for (const secret of ['222222222', '222-22-2222', '1985-04-12', '04/12/1985', 'WDLJONESP123', phone]) {
      expect(res.body, secret).not.toContain(secret);
    }
    const audit = await t.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, consumerId));
    expect(audit.map((a) => a.action)).toContain('journey-viewed');
  });

  it('the audit log names people and targets as the console does, with the id behind them', async () => {
    const ownerId = await createStaffUser(t.app, {
      organisationId: orgId,
      email: 'olga@example.com',
      name: 'Olga Owner',
      roles: { [SHOP]: 'owner' },
    });
    const owner = await staffClientFor(t.app, ownerId);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/audit?limit=200',
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json<{ entries: AuditEntry[] }>().entries;
    const viewed = entries.find(
      (e) => e.action === 'journey-viewed' && e.target === `consumer:${consumerId}`,
    );
    expect(viewed).toMatchObject({
      actor: 'Tom Trainer',
      actorEmail: 'tom@example.com',
      targetName: 'Pat Jones',
    });
    const [send] = await t.app.db
      .select()
      .from(staffLinkSends)
      .where(eq(staffLinkSends.consumerId, consumerId));
    expect(entries.find((e) => e.target === `link-send:${send!.id}`)).toMatchObject({
      action: 'link-sent',
      actor: 'Ava Associate',
      targetName: `link to Pat Jones, phone ending ${phone.slice(-4)}`,
    });
  });

  it('a journey not at this location is not found', async () => {
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/locations/demo-gnes/journeys/${consumerId}`,
      headers: associate.headers,
    });
    expect(elsewhere.statusCode).toBe(404); // the associate holds no role at demo-gnes
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${base}/journeys/00000000-0000-4000-8000-000000000000`,
      headers: associate.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${base}/journeys/not-a-uuid`,
      headers: associate.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a returning customer who opens the link keeps their journey, now attributed to the associate', async () => {
    const returning = nextPhone();
    const before = await verifyPhone(t.app, returning, { shopKeyId: SHOP });
    const sent = (await sendLink(associate, { phone: returning })).json<LinkSendView>();
    expect(sent.consumerId).not.toBe(before.consumerId);
    expect((await board()).map((j) => j.consumerId)).toContain(sent.consumerId);
    const again = await verifyPhone(t.app, returning, { linkCode: sent.link.split('/go/')[1]! });
    expect(again.consumerId).toBe(before.consumerId);
    const rows = await board();
    expect(rows.find((j) => j.consumerId === before.consumerId)).toMatchObject({
      stage: 'phone-verified',
      sentBy: 'Ava Associate',
      phoneLast4: returning.slice(-4),
    });
    // The link's own never-opened journey is not shown beside it.
    expect(rows.map((j) => j.consumerId)).not.toContain(sent.consumerId);
  });

  it('training consumers are not on the live board', async () => {
    // Training texts nobody: its code is the training one (training-harmless.test.ts).
    const phone = nextPhone();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/send-verification-text/',
      payload: { phoneNumber: phone, mode: 'fm-train', shopKeyId: SHOP },
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
    expect(validated.statusCode, validated.body).toBe(200);
    const trainingId = validated.json().consumer.t2AConsumerKeyId as string;
    const [event] = await t.app.db
      .select()
      .from(journeyEvents)
      .where(eq(journeyEvents.consumerId, trainingId));
    expect(event).toMatchObject({ type: 'phone-verified', shopKeyId: SHOP });
    const rows = await board();
    expect(rows.map((j) => j.consumerId)).not.toContain(trainingId);
    expect(rows.map((j) => j.consumerId)).toContain(consumerId);
  });
});
