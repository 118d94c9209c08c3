import { and, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { webhookMessages } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queue.js';

export const WEBHOOK_PRUNE_QUEUE = 'webhook-message-prune';

/**
 * How long a settled message is kept: the console's history of an endpoint (its last 50) and an owner's resend
 * look back days, not months; the outbox would otherwise grow by every event of every location for ever.
 */
export const WEBHOOK_MESSAGE_DAYS = 30;

/**
 * Deletes messages settled (delivered or given up) more than `days` before `now`; a message still waiting is
 * kept whatever its age.
 */
export async function pruneWebhookMessages(
  db: Database,
  now: Date,
  days = WEBHOOK_MESSAGE_DAYS,
): Promise<void> {
  const before = new Date(now.getTime() - days * 86_400_000);
  await db
    .delete(webhookMessages)
    .where(
      and(inArray(webhookMessages.status, ['delivered', 'failed']), lt(webhookMessages.createdAt, before)),
    );
}

/** Once a day on one instance. */
export async function startWebhookMessagePrune(
  queue: JobQueue,
  db: Database,
  now: () => Date,
): Promise<void> {
  await queue.ensureQueue(WEBHOOK_PRUNE_QUEUE, { policy: 'singleton' });
  await queue.work(WEBHOOK_PRUNE_QUEUE, async () => {
    await pruneWebhookMessages(db, now());
  });
  await queue.boss.schedule(WEBHOOK_PRUNE_QUEUE, '45 4 * * *');
}
