import type { LocationReport } from '@ttapply/domain/console';
import type { FastifyInstance } from 'fastify';
import { consumers, journeyLenderDecisions, journeys } from '../src/db/schema.js';

/**
 * A fixed month of journeys at one location (decision 204), with the figures worked out by hand below: the
 * reports' tests read the same rows on PGlite and on PostgreSQL. November 2025 in the shop's time zone
 * (Pacific) runs from 2025-11-01T07:00Z (still PDT at midnight; PST from Nov 2) to 2025-12-01T08:00Z (PST).
 */
export const REPORT_SHOP = 'demo-cfna';
export const OTHER_SHOP = 'demo-gnes';
export const NOVEMBER = { from: '2025-11-01', to: '2025-11-30' };

interface Row {
  shop?: string;
  mode?: 'apply' | 'fm-train';
  started: string;
  page?: string;
  verified?: boolean;
  submitted?: boolean;
  /** Minutes from the start to the first decision. */
  decidedAfter?: number;
  approved?: { appCode: string; amount: number; afterDecline?: boolean };
  sale?: { outcome: 'sale-completed'; cents: number } | { outcome: 'customer-left' };
  decisions?: { appCode: string; kind: 'application' | 'prequal'; status: string; amount?: number }[];
}

const ROWS: Row[] = [
  // 1: approved by CFNA at once, sold for $1,500.00; decided after 10 minutes.
  {
    started: '2025-11-02T18:00:00Z',
    page: 'result',
    verified: true,
    submitted: true,
    decidedAfter: 10,
    approved: { appCode: 'CFNA', amount: 2000 },
    sale: { outcome: 'sale-completed', cents: 150_000 },
    decisions: [{ appCode: 'CFNA', kind: 'application', status: 'approved', amount: 2000 }],
  },
  // 2: CFNA declined, Concora's offer accepted and approved (the waterfall saved it), sold for $999.99;
  // 20 minutes. The offer and its approval are one Concora decision.
  {
    started: '2025-11-03T18:00:00Z',
    page: 'result',
    verified: true,
    submitted: true,
    decidedAfter: 20,
    approved: { appCode: 'GNES', amount: 1500, afterDecline: true },
    sale: { outcome: 'sale-completed', cents: 99_999 },
    decisions: [
      { appCode: 'CFNA', kind: 'application', status: 'declined' },
      { appCode: 'GNES', kind: 'prequal', status: 'prequalified', amount: 1500 },
      { appCode: 'GNES', kind: 'application', status: 'approved', amount: 1500 },
    ],
  },
  // 3: CFNA declined, the customer left; 30 minutes.
  {
    started: '2025-11-04T18:00:00Z',
    page: 'result',
    verified: true,
    submitted: true,
    decidedAfter: 30,
    sale: { outcome: 'customer-left' },
    decisions: [{ appCode: 'CFNA', kind: 'application', status: 'declined' }],
  },
  // 4 and 5: stopped on Financial without submitting.
  { started: '2025-11-05T18:00:00Z', page: 'financial', verified: true },
  { started: '2025-11-06T18:00:00Z', page: 'financial', verified: true },
  // 6: a link texted and never opened: started, no page.
  { started: '2025-11-07T18:00:00Z' },
  // 7: Concora approved and funded; 45 minutes; no sale marked yet.
  {
    started: '2025-11-10T18:00:00Z',
    page: 'funded',
    verified: true,
    submitted: true,
    decidedAfter: 45,
    approved: { appCode: 'GNES', amount: 3000 },
    decisions: [{ appCode: 'GNES', kind: 'application', status: 'funded', amount: 3000 }],
  },
  // 9 and 10: CFNA declined, the customer stopped at Concora's offer (not accepted): an offer, no approval;
  // 15 and 25 minutes. The first one left.
  {
    started: '2025-11-14T18:00:00Z',
    page: 'gnes-submission',
    verified: true,
    submitted: true,
    decidedAfter: 15,
    sale: { outcome: 'customer-left' },
    decisions: [
      { appCode: 'CFNA', kind: 'application', status: 'declined' },
      { appCode: 'GNES', kind: 'prequal', status: 'prequalified', amount: 1800 },
    ],
  },
  {
    started: '2025-11-15T18:00:00Z',
    page: 'gnes-submission',
    verified: true,
    submitted: true,
    decidedAfter: 25,
    decisions: [
      { appCode: 'CFNA', kind: 'application', status: 'declined' },
      { appCode: 'GNES', kind: 'prequal', status: 'prequalified', amount: 3600 },
    ],
  },
  // 8: Nov 30, 23:30 Pacific (Dec 1 in UTC): inside the range; stopped on the SSN page.
  { started: '2025-12-01T07:30:00Z', page: 'ssn', verified: true },
  // Outside the figures: Oct 31, 23:30 Pacific (Nov 1 in UTC), approved 10 minutes later (still Oct 31).
  {
    started: '2025-11-01T06:30:00Z',
    page: 'result',
    verified: true,
    submitted: true,
    decidedAfter: 10,
    approved: { appCode: 'CFNA', amount: 777 },
    sale: { outcome: 'sale-completed', cents: 77_700 },
    decisions: [{ appCode: 'CFNA', kind: 'application', status: 'approved', amount: 777 }],
  },
  // Outside: a training walk in the range, approved and "sold".
  {
    mode: 'fm-train',
    started: '2025-11-12T18:00:00Z',
    page: 'result',
    verified: true,
    submitted: true,
    decidedAfter: 5,
    approved: { appCode: 'CFNA', amount: 5000 },
    sale: { outcome: 'sale-completed', cents: 500_000 },
    decisions: [{ appCode: 'CFNA', kind: 'application', status: 'approved', amount: 5000 }],
  },
  // Outside: another location's journey in the range.
  {
    shop: OTHER_SHOP,
    started: '2025-11-12T18:00:00Z',
    page: 'financial',
    verified: true,
    decisions: [{ appCode: 'CFNA', kind: 'application', status: 'approved', amount: 900 }],
  },
];

const after = (start: string, minutes: number) => new Date(Date.parse(start) + minutes * 60_000);

/** Writes the month's rows (journeys, their consumers and lender decisions) straight into the database. */
export async function seedReportMonth(app: FastifyInstance): Promise<void> {
  for (const row of ROWS) {
    const mode = row.mode ?? 'apply';
    const [consumer] = await app.db.insert(consumers).values({ mode }).returning({ id: consumers.id });
    const consumerId = consumer!.id;
    const shopKeyId = row.shop ?? REPORT_SHOP;
    const startedAt = new Date(row.started);
    const decidedAt = row.decidedAfter === undefined ? null : after(row.started, row.decidedAfter);
    await app.db.insert(journeys).values({
      consumerId,
      shopKeyId,
      mode,
      stage: row.submitted ? 'decided' : row.page ? 'filling' : 'link-sent',
      page: row.page ?? null,
      startedAt,
      updatedAt: decidedAt ?? startedAt,
      verifiedAt: row.verified ? after(row.started, 1) : null,
      submittedAt: row.submitted ? after(row.started, 5) : null,
      firstDecidedAt: decidedAt,
      approvedAt: row.approved ? decidedAt : null,
      approvedAppCode: row.approved?.appCode ?? null,
      approvedAmount: row.approved?.amount ?? null,
      approvedAfterDecline: row.approved?.afterDecline ?? false,
      saleOutcome: row.sale?.outcome ?? null,
      saleAmountCents: row.sale?.outcome === 'sale-completed' ? row.sale.cents : null,
    });
    for (const decision of row.decisions ?? []) {
      await app.db.insert(journeyLenderDecisions).values({
        consumerId,
        shopKeyId,
        appCode: decision.appCode,
        kind: decision.kind,
        status: decision.status,
        amount: decision.amount ?? null,
        mode,
        decidedAt: decidedAt ?? after(row.started, 10),
      });
    }
  }
}

/** November's figures at REPORT_SHOP, counted by hand from the rows above. */
export const NOVEMBER_REPORT: LocationReport = {
  shopKeyId: REPORT_SHOP,
  from: '2025-11-01',
  to: '2025-11-30',
  // Rows 1–10; verified: all but 6; submitted: 1, 2, 3, 7, 9, 10; approved: 1, 2, 7 (9 and 10 hold offers).
  funnel: {
    started: 10,
    verified: 9,
    submitted: 6,
    approved: 3,
    salesCompleted: 2,
    salesTotalCents: 249_999,
    customersLeft: 2,
  },
  // Row 2 only: the offers of 9 and 10 were never accepted.
  savedByWaterfall: 1,
  // 10, 15, 20, 25, 30 and 45 minutes: the median is (20 + 25) / 2.
  medianMinutesToDecision: 22.5,
  lenders: [
    // CFNA: approved (1), declined (2, 3, 9, 10).
    { appCode: 'CFNA', decided: 5, approved: 1, approvalRate: 1 / 5, approvedVolume: 2000 },
    // Concora: the accepted and approved offer of 2, the funded application of 7, the open offers of 9, 10.
    { appCode: 'GNES', decided: 4, approved: 2, approvalRate: 2 / 4, approvedVolume: 4500 },
  ],
  dropOff: [
    { page: 'financial', journeys: 2 },
    { page: 'ssn', journeys: 1 },
  ],
};

/** The CSV of NOVEMBER_REPORT, written out by hand. */
export const NOVEMBER_CSV = [
  'section,figure,value,decided,approved,approval rate,approved volume',
  'range,from,2025-11-01',
  'range,to,2025-11-30',
  'funnel,Journeys started,10',
  'funnel,Phone verified,9',
  'funnel,Applications submitted,6',
  'funnel,Approved,3',
  'funnel,Sales completed,2',
  'funnel,Sales invoiced,"$2,499.99"',
  'funnel,Customers left,2',
  'waterfall,Approved after a decline,1',
  'timing,Median minutes from link to decision,22.5',
  'lender,CFNA,,5,1,20.0%,"$2,000.00"',
  'lender,Concora,,4,2,50.0%,"$4,500.00"',
  'drop-off,Financial,2',
  'drop-off,SSN,1',
  '',
].join('\r\n');
