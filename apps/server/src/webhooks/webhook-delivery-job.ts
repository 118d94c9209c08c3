import { and, asc, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle } from 'pg-boss';
import type { Database, Transaction } from '../db/database.js';
import { webhookEndpoints, webhookMessages } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { FieldEncryption } from '../security/field-encryption.js';
import type { WebhookSender } from './webhook-sender.js';

export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

/** How long one job keeps sending a stream's backlog before it hands on (one try more may follow it). */
const RUN_BUDGET_MS = 15_000;

/** One journey's messages to one endpoint: delivered one at a time, in the order they were written. */
export interface WebhookStream {
  endpointId: string;
  consumerId: string;
  shopKeyId: string;
}

/** The webhook-id of a message row (Standard Webhooks: a unique id the receiver dedupes on). */
export function webhookIdOf(messageId: string): string {
  return `msg_${messageId.replaceAll('-', '')}`;
}

/** The signing secrets of an endpoint now: its own, and the previous one while the rotation's overlap lasts. */
export function signingSecrets(
  endpoint: { secret: string; previousSecret: string | null; previousSecretUntil: Date | null },
  encryption: FieldEncryption,
  now: Date,
): string[] {
  const secrets = [encryption.decrypt(endpoint.secret)];
  if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now)
    secrets.push(encryption.decrypt(endpoint.previousSecret));
  return secrets;
}

/**
 * Webhook deliveries as durable jobs (decisions 318, 319). A job names a stream (a journey's messages to one
 * endpoint); the queue's singleton policy lets one job per stream run at a time on any instance, so the stream
 * goes out in order. The job delivers the stream's due messages oldest first and stops at the first failure,
 * which waits for its retry (a job deferred to that time) with everything behind it. Each event's transaction
 * enqueues a job with its message, so a committed message always has a job that will find it.
 */
export class WebhookDeliveries {
  constructor(
    private readonly db: Database,
    private readonly queue: JobQueue,
    private readonly sender: WebhookSender,
    private readonly encryption: FieldEncryption,
    private readonly options: { retryDelaysSeconds: readonly number[] },
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    /** Counts each try's outcome (the metrics' webhook tries). */
    private readonly counted: (outcome: 'delivered' | 'retrying' | 'given-up' | 'gone') => void = () => {},
  ) {}

  /** Asks for the stream to be delivered, in `tx` when given (the job exists exactly if the message does). */
  async enqueue(stream: WebhookStream, tx?: Database | Transaction, startAfter?: Date): Promise<void> {
    await this.queue.boss.send(WEBHOOK_DELIVERY_QUEUE, stream, {
      singletonKey: `${stream.endpointId}:${stream.consumerId}:${stream.shopKeyId}`,
      ...(startAfter ? { startAfter } : {}),
      ...(tx ? { db: fromDrizzle(tx as never, sql) } : {}),
    });
  }

  async start(): Promise<void> {
    // Retries here are for a crash or a database error mid-run only: an endpoint's failure is a message's
    // retry, scheduled by the handler.
    await this.queue.ensureQueue(WEBHOOK_DELIVERY_QUEUE, {
      policy: 'singleton',
      retryLimit: 5,
      retryDelay: 5,
    });
    await this.queue.work<WebhookStream>(WEBHOOK_DELIVERY_QUEUE, (stream) => this.deliver(stream));
  }

  /** Delivers the stream's due messages in order; stops at a failure, a 410 or a message not due yet. */
  async deliver(stream: WebhookStream): Promise<void> {
    const started = Date.now();
    for (;;) {
      // A long backlog is handed on to a fresh job after a while, so no run outlives its job's expiry (after
      // which pg-boss would give the stream to another worker while this one still sends).
      if (Date.now() - started > RUN_BUDGET_MS) {
        await this.enqueue(stream);
        return;
      }
      const [endpoint] = await this.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, stream.endpointId));
      if (!endpoint || endpoint.status !== 'active') return;
      const [head] = await this.db
        .select()
        .from(webhookMessages)
        .where(
          and(
            eq(webhookMessages.endpointId, stream.endpointId),
            eq(webhookMessages.consumerId, stream.consumerId),
            eq(webhookMessages.shopKeyId, stream.shopKeyId),
            eq(webhookMessages.status, 'pending'),
          ),
        )
        .orderBy(asc(webhookMessages.seq))
        .limit(1);
      if (!head) return;
      const now = this.now();
      if (head.nextAttemptAt > now) {
        await this.enqueue(stream, undefined, head.nextAttemptAt);
        return;
      }
      const answer = await this.sender.send({
        url: endpoint.url,
        messageId: webhookIdOf(head.id),
        payload: head.payload,
        secrets: signingSecrets(endpoint, this.encryption, now),
        at: now,
      });
      const attempts = head.attempts + 1;
      const answered = {
        attempts,
        lastAttemptAt: now,
        responseStatus: answer.status,
        responseExcerpt: answer.excerpt,
      };
      const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
      if (ok) {
        this.counted('delivered');
        await this.settle(head.id, head.attempts, { ...answered, status: 'delivered' });
        continue;
      }
      if (answer.status === 410) {
        // 410 Gone: the receiver says the endpoint is no more (Standard Webhooks). It is switched off until an
        // owner switches it on again; its messages wait.
        this.counted('gone');
        await this.settle(head.id, head.attempts, { ...answered, status: 'failed' });
        await this.db
          .update(webhookEndpoints)
          .set({ status: 'disabled', disabledReason: 'The endpoint answered 410 Gone.', updatedAt: now })
          .where(eq(webhookEndpoints.id, endpoint.id));
        this.log.warn({ endpointId: endpoint.id }, 'webhook endpoint answered 410 and was disabled');
        return;
      }
      const delay = this.options.retryDelaysSeconds[attempts - 1];
      if (delay === undefined) {
        // The retry budget is spent (about three days): the message is given up and the stream goes on.
        this.counted('given-up');
        await this.settle(head.id, head.attempts, { ...answered, status: 'failed' });
        continue;
      }
      this.counted('retrying');
      const nextAttemptAt = new Date(now.getTime() + delay * 1000);
      if (await this.settle(head.id, head.attempts, { ...answered, status: 'pending', nextAttemptAt }))
        await this.enqueue(stream, undefined, nextAttemptAt);
      return;
    }
  }

  /**
   * Records a try's outcome unless the message changed meanwhile (an owner resent it): false then, and the
   * resend's own job carries on.
   */
  private async settle(
    id: string,
    attemptsBefore: number,
    change: Partial<typeof webhookMessages.$inferInsert>,
  ): Promise<boolean> {
    const updated = await this.db
      .update(webhookMessages)
      .set(change)
      .where(and(eq(webhookMessages.id, id), eq(webhookMessages.attempts, attemptsBefore)))
      .returning({ id: webhookMessages.id });
    return updated.length > 0;
  }
}
