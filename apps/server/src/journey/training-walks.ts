import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';

/**
 * A training walk reached a lender's decision (approved, declined or prequalified; lenders §3 status letters
 * a, d, q): recorded for the associate the training journey belongs to, dated by the decision. Runs in the
 * transaction that advances the journey, and when a walk is claimed after its decisions.
 */
export async function recordTrainingWalks(
  tx: Database | Transaction,
  consumerId: string,
  shopKeyId: string,
): Promise<void> {
  await tx.execute(sql`
    insert into staff_training_steps (staff_user_id, programme, step, shop_key_id, completed_at)
    select j.staff_user_id, 'walk', a.app_type, j.shop_key_id, max(a.updated_at)
    from journeys j
    join applications a on a.consumer_id = j.consumer_id and a.shop_key_id = j.shop_key_id
    where j.consumer_id = ${consumerId} and j.shop_key_id = ${shopKeyId}
      and j.mode = 'fm-train' and j.staff_user_id is not null
      and a.status in ('a', 'd', 'q')
    group by j.staff_user_id, a.app_type, j.shop_key_id
    on conflict (staff_user_id, programme, step) do update set
      shop_key_id = excluded.shop_key_id,
      completed_at = greatest(staff_training_steps.completed_at, excluded.completed_at)`);
}
