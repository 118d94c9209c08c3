import { addDays, type LocationReport, type ReportQuery } from '@ttapply/domain/console';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { APPROVED_WORDS } from '../journey/journey-service.js';
import { shopDayStart } from '../shop-day.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const approvedWords = sql.join(
  [...APPROVED_WORDS].map((word) => sql`${word}`),
  sql`, `,
);

/**
 * A location's figures for a range of its own calendar days (decision 204), computed in SQL from the journeys'
 * milestones and the lenders' decisions that JourneyService keeps (decision 196), the same on PostgreSQL and
 * PGlite. Training journeys (mode 'fm-train') are never counted. The funnel, the waterfall, the timing and the
 * drop-off count the journeys started in the range; the lenders' figures count the decisions made in it.
 */
export class LocationReports {
  constructor(private readonly db: Database) {}

  async report(shopKeyId: string, range: ReportQuery): Promise<LocationReport> {
    const from = shopDayStart(range.from).toISOString();
    const until = shopDayStart(addDays(range.to, 1)).toISOString();
    const inRange = sql`j.shop_key_id = ${shopKeyId} and j.mode = 'apply'
      and j.started_at >= ${from} and j.started_at < ${until}`;
    const [funnelResult, lenderResult, dropOffResult] = await Promise.all([
      this.db.execute(sql`
        select count(*)::int as started,
               count(j.verified_at)::int as verified,
               count(j.submitted_at)::int as submitted,
               count(j.approved_at)::int as approved,
               count(*) filter (where j.sale_outcome = 'sale-completed')::int as sales_completed,
               coalesce(sum(j.sale_amount_cents) filter (where j.sale_outcome = 'sale-completed'), 0)::float8
                 as sales_total_cents,
               count(*) filter (where j.sale_outcome = 'customer-left')::int as customers_left,
               count(*) filter (where j.approved_after_decline and j.approved_at is not null)::int
                 as saved_by_waterfall,
               (percentile_cont(0.5) within group (
                  order by extract(epoch from (j.first_decided_at - j.started_at)) / 60.0
                ) filter (where j.first_decided_at is not null))::float8 as median_minutes
          from journeys j
         where ${inRange}`),
      // One answer per journey and lender: an offer (the prequal) and the application that accepted it are
      // one decision, an approval only when the application was approved.
      this.db.execute(sql`
        select per_journey.app_code,
               count(*)::int as decided,
               count(*) filter (where per_journey.approved)::int as approved,
               coalesce(sum(per_journey.amount) filter (where per_journey.approved), 0)::float8
                 as approved_volume
          from (
            select d.app_code,
                   bool_or(d.status in (${approvedWords})) as approved,
                   max(d.amount) filter (where d.status in (${approvedWords})) as amount
              from journey_lender_decisions d
             where d.shop_key_id = ${shopKeyId} and d.mode = 'apply'
               and d.decided_at >= ${from} and d.decided_at < ${until}
             group by d.app_code, d.consumer_id
          ) per_journey
         group by per_journey.app_code
         order by count(*) desc, per_journey.app_code`),
      this.db.execute(sql`
        select j.page, count(*)::int as journeys
          from journeys j
         where ${inRange} and j.submitted_at is null and j.page is not null
         group by j.page
         order by count(*) desc, j.page`),
    ]);
    const [funnel] = rowsOf<{
      started: number;
      verified: number;
      submitted: number;
      approved: number;
      sales_completed: number;
      sales_total_cents: number;
      customers_left: number;
      saved_by_waterfall: number;
      median_minutes: number | null;
    }>(funnelResult);
    const lenders = rowsOf<{ app_code: string; decided: number; approved: number; approved_volume: number }>(
      lenderResult,
    );
    const dropOff = rowsOf<{ page: string; journeys: number }>(dropOffResult);
    const median = funnel?.median_minutes ?? null;
    return {
      shopKeyId,
      from: range.from,
      to: range.to,
      funnel: {
        started: funnel?.started ?? 0,
        verified: funnel?.verified ?? 0,
        submitted: funnel?.submitted ?? 0,
        approved: funnel?.approved ?? 0,
        salesCompleted: funnel?.sales_completed ?? 0,
        salesTotalCents: Number(funnel?.sales_total_cents ?? 0),
        customersLeft: funnel?.customers_left ?? 0,
      },
      savedByWaterfall: funnel?.saved_by_waterfall ?? 0,
      // One decimal: the page and the CSV show tenths of a minute, and both read this figure.
      medianMinutesToDecision: median === null ? null : Math.round(Number(median) * 10) / 10,
      lenders: lenders.map((row) => ({
        appCode: row.app_code,
        decided: row.decided,
        approved: row.approved,
        approvalRate: row.decided > 0 ? row.approved / row.decided : null,
        approvedVolume: Number(row.approved_volume),
      })),
      dropOff: dropOff.map((row) => ({ page: row.page, journeys: row.journeys })),
    };
  }
}
