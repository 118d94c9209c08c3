// Staff training records (decision 198): progress is recorded only with a valid training ticket from the
// console, training walks count for the ticket's holder, trainers and owners see who is due, an associate
// sees only their own record.
import { and, eq } from 'drizzle-orm';
import { PAY_TRAINING_STEP_IDS, type TrainingRecords } from '@ttapply/domain/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeys, staffAuditLog, staffRoles, staffTrainingSteps } from '../src/db/schema.js';
import {
  awaitDecision,
  buildTestApp,
  nextPhone,
  submitPayload,
  verifyPhone,
  verifyTrainingPhone,
  type TestApp,
} from './helper.js';
import { createOrganisation, createStaffUser, staffClientFor, type StaffClient } from './staff-support.js';

const SHOP = 'demo-cfna';
let t: TestApp;
let owner: StaffClient;
let trainer: StaffClient;
let associate: StaffClient;
let other: StaffClient;
let associateId: string;
let otherId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const org = await createOrganisation(t.app, 'Training Tires', [SHOP]);
  const ownerId = await createStaffUser(t.app, {
    organisationId: org,
    email: 'o@t.example',
    name: 'Olive Owner',
    roles: { [SHOP]: 'owner' },
  });
  const trainerId = await createStaffUser(t.app, {
    organisationId: org,
    email: 't@t.example',
    name: 'Tess Trainer',
    roles: { [SHOP]: 'trainer' },
  });
  associateId = await createStaffUser(t.app, {
    organisationId: org,
    email: 'a@t.example',
    name: 'Avery Associate',
    roles: { [SHOP]: 'associate' },
  });
  otherId = await createStaffUser(t.app, {
    organisationId: org,
    email: 'b@t.example',
    name: 'Blake Associate',
    roles: { [SHOP]: 'associate' },
  });
  owner = await staffClientFor(t.app, ownerId);
  trainer = await staffClientFor(t.app, trainerId);
  associate = await staffClientFor(t.app, associateId);
  other = await staffClientFor(t.app, otherId);
});
afterAll(async () => {
  await t.close();
});

async function ticketFor(client: StaffClient, programme: 'pay-link' | 'walk'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/locations/${SHOP}/training/tickets`,
    headers: client.headers,
    payload: { programme },
  });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json<{ url: string }>().url, 'http://localhost');
  expect(url.pathname).toBe(programme === 'pay-link' ? '/pay-training/start' : '/fm-train');
  return url.searchParams.get('ticket')!;
}

const recordStep = (ticket: string, step: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/training/pay-link-steps', payload: { ticket, step } });

const stepsOf = (userId: string) =>
  t.app.db.select().from(staffTrainingSteps).where(eq(staffTrainingSteps.staffUserId, userId));

async function records(client: StaffClient): Promise<TrainingRecords> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/staff/locations/${SHOP}/training`,
    headers: client.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json<TrainingRecords>();
}

describe('pay-link training steps', () => {
  it('are recorded for the ticket holder, and the start is audited', async () => {
    const ticket = await ticketFor(associate, 'pay-link');
    expect((await recordStep(ticket, 'start')).statusCode).toBe(204);
    expect((await recordStep(ticket, 'get-phone')).statusCode).toBe(204);
    const steps = await stepsOf(associateId);
    expect(steps.map((s) => [s.programme, s.step, s.shopKeyId]).sort()).toEqual([
      ['pay-link', 'get-phone', SHOP],
      ['pay-link', 'start', SHOP],
    ]);
    const audit = await t.app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.userId, associateId), eq(staffAuditLog.action, 'training-started')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toEqual({ programme: 'pay-link' });
  });

  it('are refused without a valid ticket: forged, altered to name another user, expired, unknown step', async () => {
    const ticket = await ticketFor(other, 'pay-link');
    const [payload, signature] = ticket.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const renamed = Buffer.from(JSON.stringify({ ...claims, u: associateId })).toString('base64url');

    expect((await recordStep(`${renamed}.${signature}`, 'start')).statusCode).toBe(403);
    expect((await recordStep(`${payload}.${'A'.repeat(signature.length)}`, 'start')).statusCode).toBe(403);
    expect((await recordStep('not-a-ticket', 'start')).statusCode).toBe(403);
    expect((await recordStep(ticket, 'no-such-step')).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/training/pay-link-steps',
          payload: { step: 'start' },
        })
      ).statusCode,
    ).toBe(400);
    expect(await stepsOf(otherId)).toEqual([]);
    // The associate's renamed ticket recorded nothing either.
    expect((await stepsOf(associateId)).map((s) => s.step).sort()).toEqual(['get-phone', 'start']);
  });

  it('stop counting once the holder has no role at the location', async () => {
    const ticket = await ticketFor(other, 'pay-link');
    await t.app.db.delete(staffRoles).where(eq(staffRoles.userId, otherId));
    expect((await recordStep(ticket, 'start')).statusCode).toBe(403);
    await t.app.db.insert(staffRoles).values({ userId: otherId, shopKeyId: SHOP, role: 'associate' });
  });

  it('need a console session to get a ticket, and a role at the location', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/locations/${SHOP}/training/tickets`,
      payload: { programme: 'pay-link' },
    });
    expect(anonymous.statusCode).toBe(401);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/locations/demo-aff/training/tickets',
      headers: associate.headers,
      payload: { programme: 'pay-link' },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('a training walk', () => {
  it('carries the training mode and counts for the ticket holder once a lender decided', async () => {
    const { token, consumerId, phone } = await verifyTrainingPhone(t.app, SHOP);
    const ticket = await ticketFor(associate, 'walk');
    const claim = (body: Record<string, unknown>, auth = token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/training/walks',
        headers: { authorization: `Bearer ${auth}` },
        payload: body,
      });

    // The consumer's session opens nothing without a ticket, and a forged one is refused.
    expect((await claim({})).statusCode).toBe(400);
    expect((await claim({ ticket: `${ticket}x` })).statusCode).toBe(403);
    expect((await claim({ ticket })).statusCode).toBe(204);

    const [journey] = await t.app.db.select().from(journeys).where(eq(journeys.consumerId, consumerId));
    expect(journey).toMatchObject({ mode: 'fm-train', staffUserId: associateId });

    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/app/',
      headers: { authorization: `Bearer ${token}` },
      payload: submitPayload(consumerId, phone, '111111111', SHOP),
    });
    expect(submitted.statusCode).toBe(200);
    expect((await awaitDecision(t.app, token, submitted.json().applicationKeyId)).status).toBe('a');
    const walks = (await stepsOf(associateId)).filter((s) => s.programme === 'walk');
    expect(walks.map((w) => w.step)).toEqual(['CFNA']);
  });

  it('is refused to a live (apply-mode) session', async () => {
    const live = await verifyPhone(t.app, nextPhone(), { shopKeyId: SHOP });
    const ticket = await ticketFor(associate, 'walk');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/training/walks',
      headers: { authorization: `Bearer ${live.token}` },
      payload: { ticket },
    });
    expect(res.statusCode).toBe(403);
    const [journey] = await t.app.db.select().from(journeys).where(eq(journeys.consumerId, live.consumerId));
    expect(journey?.mode ?? 'apply').toBe('apply');
    expect(journey?.staffUserId ?? null).toBeNull();
  });
});

describe('the training page', () => {
  it('shows a trainer and an owner everyone at the location with who is due', async () => {
    // Everything but the walk done for the other associate: still due for the walk.
    const ticket = await ticketFor(other, 'pay-link');
    for (const step of PAY_TRAINING_STEP_IDS) expect((await recordStep(ticket, step)).statusCode).toBe(204);

    for (const viewer of [trainer, owner]) {
      const answer = await records(viewer);
      expect(answer.walkLenders).toEqual(['CFNA', 'GNES', 'CFSS', 'EZPY']);
      const noWalk = (codes: string[]) =>
        codes.map((code) => `No training walk with ${code} in the last 12 months.`);
      expect(answer.people.map((p) => p.name)).toEqual([
        'Avery Associate',
        'Blake Associate',
        'Olive Owner',
        'Tess Trainer',
      ]);
      const avery = answer.people.find((p) => p.name === 'Avery Associate')!;
      expect(avery.payLink.completedSteps).toEqual(['start', 'get-phone']);
      expect(avery.walks.map((w) => w.appCode)).toEqual(['CFNA']);
      expect(avery.due).toBe(true);
      expect(avery.dueReasons).toEqual([
        'Pay-link training: 2 of 19 steps done in the last 12 months.',
        ...noWalk(['GNES', 'CFSS', 'EZPY']),
      ]);
      const blake = answer.people.find((p) => p.name === 'Blake Associate')!;
      expect(blake.payLink.completedSteps).toHaveLength(19);
      expect(blake.dueReasons).toEqual(noWalk(['CFNA', 'GNES', 'CFSS', 'EZPY']));
      const tess = answer.people.find((p) => p.name === 'Tess Trainer')!;
      expect(tess.due).toBe(true);
      expect(tess.payLink.lastAt).toBeNull();
    }
  });

  it('shows an associate only their own record', async () => {
    const answer = await records(associate);
    expect(answer.people.map((p) => p.userId)).toEqual([associateId]);
  });
});

// Last: moving the clock two hours also ends the staff sessions above.
describe('a training ticket', () => {
  it('expires after two hours', async () => {
    const ticket = await ticketFor(associate, 'pay-link');
    expect((await recordStep(ticket, 'add-invoice')).statusCode).toBe(204);
    t.advance(2 * 60 * 60 * 1000 + 1000);
    const expired = await recordStep(ticket, 'review-details');
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.message).toBe(
      'This training link is not valid any more. Start the training again from the console.',
    );
    expect((await stepsOf(associateId)).map((s) => s.step)).not.toContain('review-details');
  });
});
