import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { LocationReports } from '../src/staff/location-reports.js';
import { NOVEMBER, NOVEMBER_REPORT, REPORT_SHOP, seedReportMonth } from './report-fixture.js';

/**
 * The month's figures, exact, on whichever database `app` runs (the PGlite test and its PostgreSQL twin call
 * this one function, so both hold the report to the same hand-counted figures).
 */
export async function expectNovemberFigures(app: FastifyInstance): Promise<void> {
  await seedReportMonth(app);
  const report = await new LocationReports(app.db).report(REPORT_SHOP, NOVEMBER);
  expect(report).toEqual(NOVEMBER_REPORT);
  // A range with nothing in it answers zeros and no median, not an error.
  expect(
    await new LocationReports(app.db).report(REPORT_SHOP, { from: '2025-01-01', to: '2025-01-31' }),
  ).toEqual({
    shopKeyId: REPORT_SHOP,
    from: '2025-01-01',
    to: '2025-01-31',
    funnel: {
      started: 0,
      verified: 0,
      submitted: 0,
      approved: 0,
      salesCompleted: 0,
      salesTotalCents: 0,
      customersLeft: 0,
    },
    savedByWaterfall: 0,
    medianMinutesToDecision: null,
    lenders: [],
    dropOff: [],
  });
}
