import { addDays, shopDate } from '@ttapply/domain/console';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { consumers } from '../src/db/schema.js';
import { DEMO_SHOPS } from '../src/db/seed.js';
import { DEMO_JOURNEYS_PER_SHOP, seedDemoJourneys } from '../src/db/seed-demo-journeys.js';
import { LocationReports } from '../src/staff/location-reports.js';
import { buildTestApp, type TestApp } from './helper.js';

/**
 * The demo month seeded with the demo staff (decision 204): the reports of each demo shop show figures, the
 * same on every machine, training walks left out, and a restart seeds nothing twice.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_DEMO_STAFF: '1' } });
});
afterAll(async () => t.close());

it("Redmond Tire Pros' last 28 days hold the seeded month's figures, once", async () => {
  const yesterday = addDays(shopDate(new Date()), -1);
  const range = { from: addDays(yesterday, -27), to: yesterday };
  const report = await new LocationReports(t.app.db).report('demo-cfna', range);
  // The fixed seed's figures, whatever the day (e2e/tests/console-reports.spec.ts reads the same ones).
  expect(report).toEqual({
    shopKeyId: 'demo-cfna',
    ...range,
    funnel: {
      started: DEMO_JOURNEYS_PER_SHOP,
      verified: 49,
      submitted: 37,
      approved: 31,
      salesCompleted: 21,
      salesTotalCents: 2_561_113,
      customersLeft: 5,
    },
    savedByWaterfall: 8,
    medianMinutesToDecision: 24,
    lenders: [
      { appCode: 'CFNA', decided: 37, approved: 23, approvalRate: 23 / 37, approvedVolume: 43_900 },
      { appCode: 'GNES', decided: 8, approved: 8, approvalRate: 1, approvedVolume: 10_300 },
    ],
    dropOff: [
      { page: 'id', journeys: 3 },
      { page: 'additional-financial', journeys: 2 },
      { page: 'financial', journeys: 2 },
      { page: 'ssn', journeys: 2 },
      { page: 'about-you', journeys: 1 },
      { page: 'resident', journeys: 1 },
      { page: 'summary', journeys: 1 },
    ],
  });
  await seedDemoJourneys(t.app.db, new Date());
  const seeded = await t.app.db.select().from(consumers).where(eq(consumers.submissionSource, 'demo-seed'));
  expect(seeded.length).toBe(DEMO_SHOPS.length * (DEMO_JOURNEYS_PER_SHOP + 2));
});
