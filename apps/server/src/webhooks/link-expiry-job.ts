import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { WebhookOutbox } from './webhook-outbox.js';

export const LINK_EXPIRY_QUEUE = 'webhook-link-expiry';

/** How far back the job looks: a link that expired while no instance ran is announced within this. */
const LOOK_BACK_MS = 24 * 3_600_000;

/**
 * A link that runs out of time writes no journey event (nothing happens at that moment), so `link.expired`
 * for it comes from this job, once a minute on one instance (docs/webhooks.md): each journey whose newest link
 * expired unused (the customer never verified their phone, staff neither cancelled it nor marked the journey's
 * sale or the customer gone, no newer link is live),
 * at a location with an endpoint that asked for the event, and not announced since it expired.
 */
export class LinkExpiryAnnouncer {
  constructor(
    private readonly db: Database,
    private readonly outbox: WebhookOutbox,
    private readonly queue: JobQueue,
    private readonly now: () => Date,
  ) {}

  async start(): Promise<void> {
    await this.queue.ensureQueue(LINK_EXPIRY_QUEUE, { policy: 'singleton' });
    await this.queue.work(LINK_EXPIRY_QUEUE, async () => {
      await this.announce();
    });
    await this.queue.boss.schedule(LINK_EXPIRY_QUEUE, '* * * * *');
  }

  /** Writes the announcements due now; answers how many journeys it announced. */
  async announce(): Promise<number> {
    const now = this.now();
    const since = new Date(now.getTime() - LOOK_BACK_MS);
    const result = await this.db.execute(sql`
      select distinct lc.consumer_id, lc.shop_key_id
        from link_codes lc
        join journeys j on j.consumer_id = lc.consumer_id and j.shop_key_id = lc.shop_key_id
       where lc.expires_at > ${since.toISOString()} and lc.expires_at <= ${now.toISOString()}
         and j.stage = 'link-sent' and j.sale_outcome is null
         and exists (select 1 from webhook_endpoints e
                      where e.shop_key_id = lc.shop_key_id and e.status = 'active'
                        and e.events @> '["link.expired"]'::jsonb)
         and not exists (select 1 from staff_link_sends s
                          where s.link_code = lc.code and s.cancelled_at is not null)
         and not exists (select 1 from link_codes newer
                          where newer.consumer_id = lc.consumer_id and newer.shop_key_id = lc.shop_key_id
                            and (newer.expires_at is null or newer.expires_at > ${now.toISOString()}))
         and not exists (select 1 from webhook_messages m
                          where m.consumer_id = lc.consumer_id and m.shop_key_id = lc.shop_key_id
                            and m.event_type = 'link.expired' and m.created_at >= lc.expires_at)`);
    const journeys = (result as unknown as { rows: { consumer_id: string; shop_key_id: string }[] }).rows;
    for (const journey of journeys) {
      await this.db.transaction((tx) =>
        this.outbox.linkExpired(tx, { consumerId: journey.consumer_id, shopKeyId: journey.shop_key_id }, now),
      );
    }
    return journeys.length;
  }
}
