import type { MarkSaleRequest } from '@ttapply/domain/console';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { journeys } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { JourneyService } from '../journey/journey-service.js';
import type { JourneyDetails } from './journey-details.js';

export const NOTHING_TO_CANCEL = 'There is no funding to cancel.';

/**
 * What the shop does on a journey after a lender's approval (decision 165): marks how the visit ended, and finds
 * the funding a manager may cancel (the lender's module cancels it).
 */
export class AfterApprovalActions {
  constructor(
    private readonly db: Database,
    private readonly journey: JourneyService,
    private readonly journeys: JourneyDetails,
    private readonly now: () => Date,
  ) {}

  /**
   * Marks how the visit ended: the sale completed with its invoice amount, or the customer
   * left. Kept on the journey row for the reports and entered in the timeline, in one transaction; marking
   * again corrects the earlier mark (both stay in the timeline and the audit log).
   */
  async markSale(
    shopKeyId: string,
    consumerId: string,
    staffUserId: string,
    input: MarkSaleRequest,
  ): Promise<void> {
    const cents = input.outcome === 'sale-completed' ? Math.round(input.invoiceAmount * 100) : null;
    await this.db.transaction(async (tx) => {
      const [marked] = await tx
        .update(journeys)
        .set({
          saleOutcome: input.outcome,
          saleAmountCents: cents,
          saleMarkedAt: this.now(),
          saleMarkedBy: staffUserId,
        })
        .where(and(eq(journeys.consumerId, consumerId), eq(journeys.shopKeyId, shopKeyId)))
        .returning({ consumerId: journeys.consumerId });
      if (!marked) throw new AppError('NOT_FOUND');
      await this.journey.record(tx, {
        consumerId,
        shopKeyId,
        actor: 'staff',
        type: input.outcome,
        detail: { staffUserId, ...(cents === null ? {} : { amountCents: cents }) },
      });
    });
  }

  /** The journey's AFF application that has a loan to cancel, and the consumer's mode; 409 when none. */
  async fundingToCancel(
    shopKeyId: string,
    consumerId: string,
  ): Promise<{ applicationId: string; appCode: string; training: boolean }> {
    const rows = await this.db.execute(sql`
      select a.id, a.app_type, c.mode from applications a join consumers c on c.id = a.consumer_id
       where a.consumer_id = ${consumerId} and a.shop_key_id = ${shopKeyId} and a.aff_loan is not null
       order by a.created_at desc limit 1`);
    const [found] = (rows as unknown as { rows: { id: string; app_type: string; mode: string }[] }).rows;
    if (!found) {
      await this.journeys.detail(shopKeyId, consumerId);
      throw new AppError('CONFLICT', NOTHING_TO_CANCEL);
    }
    return { applicationId: found.id, appCode: found.app_type, training: found.mode === 'fm-train' };
  }
}
