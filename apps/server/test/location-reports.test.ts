import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumers, journeyLenderDecisions, journeys, staffAuditLog } from '../src/db/schema.js';
import { buildTestApp, verifyPhone, verifyTrainingPhone, type TestApp } from './helper.js';
import { expectNovemberFigures } from './location-reports-figures.js';
import { NOVEMBER_CSV, REPORT_SHOP } from './report-fixture.js';
import { createOrganisation, createStaffUser, staffClientFor, type StaffClient } from './staff-support.js';
import {
  awaitJourney,
  CFNA_CONSENT_NAMING_CONCORA,
  concoraAnswered,
  submitCfnaDecline,
} from './waterfall-support.js';

/**
 * A location's reports (decisions 196 and 204): the journey keeps the milestones they count, the figures of a
 * fixed month are exact, and only owners and managers read or export them.
 */
let t: TestApp;
const clients: Partial<Record<'owner' | 'manager' | 'associate' | 'trainer', StaffClient>> = {};
let orgId: string;

beforeAll(async () => {
  t = await buildTestApp({ embedded: true });
  orgId = await createOrganisation(t.app, 'Redmond Tire Group', [REPORT_SHOP]);
  for (const role of ['owner', 'manager', 'associate', 'trainer'] as const) {
    const userId = await createStaffUser(t.app, {
      organisationId: orgId,
      email: `${role}@redmond.example`,
      roles: { [REPORT_SHOP]: role },
    });
    clients[role] = await staffClientFor(t.app, userId);
  }
});
afterAll(async () => t.close());

const reportUrl = (query: string, csv = false) =>
  `/api/v1/staff/locations/${REPORT_SHOP}/reports${csv ? '.csv' : ''}?${query}`;

describe('the milestones a journey keeps', () => {
  it("CFNA's decline, then Concora's prequal offer: verified, submitted, decided, not approved (an offer)", async () => {
    const consumer = await verifyPhone(t.app);
    await submitCfnaDecline(t.app, consumer, CFNA_CONSENT_NAMING_CONCORA);
    await awaitJourney(t.app, consumer.token, concoraAnswered);
    const [row] = await t.app.db
      .select()
      .from(journeys)
      .where(and(eq(journeys.consumerId, consumer.consumerId), eq(journeys.shopKeyId, REPORT_SHOP)));
    // An offer is an offer until the customer accepts it and Concora approves (decision 277).
    expect(row).toMatchObject({
      mode: 'apply',
      approvedAt: null,
      approvedAppCode: null,
      approvedAmount: null,
      approvedAfterDecline: false,
    });
    expect(row!.verifiedAt).toBeInstanceOf(Date);
    expect(row!.submittedAt!.getTime()).toBeGreaterThanOrEqual(row!.verifiedAt!.getTime());
    expect(row!.firstDecidedAt!.getTime()).toBeGreaterThanOrEqual(row!.submittedAt!.getTime());
    const decisions = await t.app.db
      .select()
      .from(journeyLenderDecisions)
      .where(eq(journeyLenderDecisions.consumerId, consumer.consumerId));
    expect(
      decisions
        .map((d) => [d.appCode, d.kind, d.status, d.mode, d.amount === null])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['CFNA', 'application', 'declined', 'apply', true],
      ['GNES', 'prequal', 'prequalified', 'apply', false],
    ]);
    expect(decisions.find((d) => d.appCode === 'GNES')!.amount).toBeGreaterThan(0);
  });

  it('a training walk keeps its mode, so the reports leave it out', async () => {
    const { consumerId } = await verifyTrainingPhone(t.app, REPORT_SHOP);
    const [row] = await t.app.db.select().from(journeys).where(eq(journeys.consumerId, consumerId));
    expect(row).toMatchObject({ mode: 'fm-train' });
    expect(row!.verifiedAt).toBeInstanceOf(Date);
  });
});

describe("a location's reports", () => {
  it("November's figures are exactly the hand-counted ones (training and other locations left out)", async () => {
    await expectNovemberFigures(t.app);
  });

  it('the page and its CSV answer owners and managers the same figures, each read audited', async () => {
    for (const role of ['owner', 'manager'] as const) {
      const page = await t.app.inject({
        method: 'GET',
        url: reportUrl('from=2025-11-01&to=2025-11-30'),
        headers: clients[role]!.headers,
      });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({ funnel: { started: 10, salesTotalCents: 249_999 } });
      const csv = await t.app.inject({
        method: 'GET',
        url: reportUrl('from=2025-11-01&to=2025-11-30', true),
        headers: clients[role]!.headers,
      });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="report-${REPORT_SHOP}-2025-11-01-to-2025-11-30.csv"`,
      );
      expect(csv.body).toBe(NOVEMBER_CSV);
    }
    const audit = await t.app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.organisationId, orgId), eq(staffAuditLog.shopKeyId, REPORT_SHOP)));
    const reads = audit.filter((row) => row.action === 'reports-viewed' || row.action === 'export');
    const byAction = (a: { action: string }, b: { action: string }) => a.action.localeCompare(b.action);
    expect(reads.sort(byAction).map((row) => [row.action, row.detail])).toEqual([
      ['export', { report: 'location', from: '2025-11-01', to: '2025-11-30' }],
      ['export', { report: 'location', from: '2025-11-01', to: '2025-11-30' }],
      ['reports-viewed', { from: '2025-11-01', to: '2025-11-30' }],
      ['reports-viewed', { from: '2025-11-01', to: '2025-11-30' }],
    ]);
    expect(new Set(reads.map((row) => row.userId)).size).toBe(2);
  });

  it('associates and trainers are refused; bad ranges get a 400 that says why', async () => {
    for (const role of ['associate', 'trainer'] as const) {
      for (const csv of [false, true]) {
        const res = await t.app.inject({
          method: 'GET',
          url: reportUrl('from=2025-11-01&to=2025-11-30', csv),
          headers: clients[role]!.headers,
        });
        expect(res.statusCode, `${role} ${csv}`).toBe(403);
      }
    }
    const bad: [string, string | RegExp][] = [
      ['from=2025-11-30&to=2025-11-01', 'The end date must be on or after the start date.'],
      ['from=2024-01-01&to=2025-11-30', 'Choose a range of at most 366 days.'],
      ['from=2026-02-30&to=2026-03-01', /./],
      ['from=yesterday&to=2025-11-30', /./],
      ['to=2025-11-30', /./],
    ];
    for (const [query, message] of bad) {
      const res = await t.app.inject({
        method: 'GET',
        url: reportUrl(query),
        headers: clients.owner!.headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toMatch(message);
    }
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/locations/demo-gnes/reports?from=2025-11-01&to=2025-11-30',
      headers: clients.owner!.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('junk in the range or the location answers 4xx, never 5xx', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom('\u0000', '2026-13-01', '0000-00-00', '9999-12-31', '__proto__', '2025-11-01'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(REPORT_SHOP, '\u0000', '__proto__', 'x'.repeat(300)),
        value,
        value,
        fc.boolean(),
        async (shop, from, to, csv) => {
          const query = new URLSearchParams({ from, to }).toString();
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/v1/staff/locations/${encodeURIComponent(shop)}/reports${csv ? '.csv' : ''}?${query}`,
            headers: clients.owner!.headers,
          });
          expect(res.statusCode, `${shop} ${query}`).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('journeys counted before offers stopped being approvals (migration 0022)', () => {
  it('clears an offer-only approval and moves an accepted offer to its approval', async () => {
    const journey = async (decisions: { appCode: string; kind: string; status: string; at: string }[]) => {
      const [consumer] = await t.app.db.insert(consumers).values({}).returning({ id: consumers.id });
      const consumerId = consumer!.id;
      const offer = decisions.find((d) => d.status === 'prequalified') ?? decisions.at(-1)!;
      // As the old rule kept it: the first approval "or prequal offer".
      await t.app.db.insert(journeys).values({
        consumerId,
        shopKeyId: REPORT_SHOP,
        stage: 'decided',
        startedAt: new Date('2025-10-01T18:00:00Z'),
        updatedAt: new Date('2025-10-01T18:00:00Z'),
        approvedAt: new Date(offer.at),
        approvedAppCode: offer.appCode,
        approvedAmount: 1800,
        approvedAfterDecline: true,
      });
      for (const d of decisions) {
        await t.app.db.insert(journeyLenderDecisions).values({
          consumerId,
          shopKeyId: REPORT_SHOP,
          appCode: d.appCode,
          kind: d.kind,
          status: d.status,
          amount: d.status === 'declined' ? null : 1500,
          mode: 'apply',
          decidedAt: new Date(d.at),
        });
      }
      return consumerId;
    };
    const offerOnly = await journey([
      { appCode: 'CFNA', kind: 'application', status: 'declined', at: '2025-10-01T18:05:00Z' },
      { appCode: 'GNES', kind: 'prequal', status: 'prequalified', at: '2025-10-01T18:06:00Z' },
    ]);
    const accepted = await journey([
      { appCode: 'CFNA', kind: 'application', status: 'declined', at: '2025-10-01T18:05:00Z' },
      { appCode: 'GNES', kind: 'prequal', status: 'prequalified', at: '2025-10-01T18:06:00Z' },
      { appCode: 'GNES', kind: 'application', status: 'approved', at: '2025-10-01T18:20:00Z' },
    ]);
    const sql = readFileSync(
      new URL('../drizzle/0022_offers-are-not-approvals.sql', import.meta.url),
      'utf8',
    );
    for (const statement of sql.split('--> statement-breakpoint')) await t.app.db.execute(statement);
    const read = async (consumerId: string) =>
      (await t.app.db.select().from(journeys).where(eq(journeys.consumerId, consumerId)))[0]!;
    expect(await read(offerOnly)).toMatchObject({
      approvedAt: null,
      approvedAppCode: null,
      approvedAmount: null,
      approvedAfterDecline: false,
    });
    expect(await read(accepted)).toMatchObject({
      approvedAt: new Date('2025-10-01T18:20:00Z'),
      approvedAppCode: 'GNES',
      approvedAmount: 1500,
      approvedAfterDecline: true,
    });
  });
});
