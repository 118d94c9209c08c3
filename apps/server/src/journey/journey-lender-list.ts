import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { journeys } from '../db/schema.js';

/**
 * The lender list a consumer's journey at a shop began with (journeys.lender_list, decision 195): a change
 * to the shop's list applies to new journeys only. Undefined when the journey has not begun, or began before
 * the list was kept with it; the shop's own list applies then.
 */
export async function journeyLenderList(
  db: Database | Transaction,
  consumerId: string,
  shopKeyId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ lenderList: journeys.lenderList })
    .from(journeys)
    .where(and(eq(journeys.consumerId, consumerId), eq(journeys.shopKeyId, shopKeyId)));
  return row?.lenderList ?? undefined;
}
