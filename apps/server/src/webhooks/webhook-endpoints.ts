import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_MESSAGES,
  type WebhookDeliveryView,
  type WebhookEndpointChange,
  type WebhookEndpointRequest,
  type WebhookEndpointView,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@ttapply/domain/console';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { webhookEndpoints, webhookMessages } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { FieldEncryption } from '../security/field-encryption.js';
import { checkEndpointUrl, EndpointRefused } from './endpoint-address.js';
import type { WebhookDeliveries } from './webhook-delivery-job.js';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type MessageRow = typeof webhookMessages.$inferSelect;

/** The deliveries the console lists per endpoint, newest first. */
const DELIVERIES_SHOWN = 50;

/** A new signing secret as Standard Webhooks writes it: whsec_ and 32 random bytes in base64. */
function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

function endpointView(row: EndpointRow, now: Date): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    status: row.status === 'disabled' ? 'disabled' : 'active',
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    previousSecretUntil:
      row.previousSecret && row.previousSecretUntil && row.previousSecretUntil > now
        ? row.previousSecretUntil.toISOString()
        : null,
  };
}

function deliveryView(row: MessageRow): WebhookDeliveryView {
  return {
    id: row.id,
    eventType: row.eventType as WebhookEventType,
    journeyId: row.consumerId,
    createdAt: row.createdAt.toISOString(),
    status: row.status === 'delivered' ? 'delivered' : row.status === 'failed' ? 'failed' : 'pending',
    attempts: row.attempts,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    responseStatus: row.responseStatus,
    responseExcerpt: row.responseExcerpt,
  };
}

/**
 * A location's webhook endpoints as owners keep them in the console (docs/webhooks.md). Every method takes the
 * location: an endpoint of another location is not found. The routes check the role and write the audit rows.
 */
export class WebhookEndpoints {
  constructor(
    private readonly db: Database,
    private readonly encryption: FieldEncryption,
    private readonly deliveries: WebhookDeliveries,
    private readonly options: { allowLocalEndpoints: boolean; previousSecretHours: number },
    private readonly now: () => Date,
  ) {}

  async list(shopKeyId: string): Promise<WebhookEndpointView[]> {
    const rows = await this.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.shopKeyId, shopKeyId))
      .orderBy(webhookEndpoints.createdAt);
    const now = this.now();
    return rows.map((row) => endpointView(row, now));
  }

  async create(
    shopKeyId: string,
    staffUserId: string,
    input: WebhookEndpointRequest,
  ): Promise<WebhookEndpointWithSecret> {
    await this.checkUrl(input.url);
    const secret = newSecret();
    const now = this.now();
    const [row] = await this.db
      .insert(webhookEndpoints)
      .values({
        shopKeyId,
        url: input.url,
        description: input.description ?? '',
        events: [...new Set(input.events)],
        secret: this.encryption.encrypt(secret),
        createdBy: staffUserId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { endpoint: endpointView(row!, now), secret };
  }

  /** Changes the address, events or description; `enabled: true` switches a disabled endpoint on again. */
  async change(shopKeyId: string, id: string, input: WebhookEndpointChange): Promise<WebhookEndpointView> {
    const before = await this.endpoint(shopKeyId, id);
    if (input.url !== before.url) await this.checkUrl(input.url);
    const now = this.now();
    const enable = input.enabled === true && before.status === 'disabled';
    const [row] = await this.db
      .update(webhookEndpoints)
      .set({
        url: input.url,
        events: [...new Set(input.events)],
        description: input.description ?? '',
        updatedAt: now,
        ...(enable ? { status: 'active', disabledReason: null } : {}),
        ...(input.enabled === false
          ? { status: 'disabled', disabledReason: 'Switched off by an owner.' }
          : {}),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    // Switched on again: the messages that waited go out, each journey's in order.
    if (enable) await this.resumeStreams(id);
    return endpointView(row!, now);
  }

  async remove(shopKeyId: string, id: string): Promise<void> {
    await this.endpoint(shopKeyId, id);
    await this.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  }

  /**
   * A new secret; the one before signs beside it for the overlap (Standard Webhooks' multiple signatures), so
   * the receiver can switch to the new one without a window of unverifiable messages.
   */
  async rotateSecret(shopKeyId: string, id: string): Promise<WebhookEndpointWithSecret> {
    const before = await this.endpoint(shopKeyId, id);
    const secret = newSecret();
    const now = this.now();
    const [row] = await this.db
      .update(webhookEndpoints)
      .set({
        secret: this.encryption.encrypt(secret),
        previousSecret: before.secret,
        previousSecretUntil: new Date(now.getTime() + this.options.previousSecretHours * 3_600_000),
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    return { endpoint: endpointView(row!, now), secret };
  }

  async deliveriesOf(shopKeyId: string, id: string): Promise<WebhookDeliveryView[]> {
    await this.endpoint(shopKeyId, id);
    const rows = await this.db
      .select()
      .from(webhookMessages)
      .where(eq(webhookMessages.endpointId, id))
      .orderBy(desc(webhookMessages.seq))
      .limit(DELIVERIES_SHOWN);
    return rows.map(deliveryView);
  }

  /**
   * Sends a message again, with its retries afresh and its webhook-id unchanged (the id names the message, not
   * the try: a receiver that processed it already may drop it).
   */
  async resend(
    shopKeyId: string,
    messageId: string,
  ): Promise<{ delivery: WebhookDeliveryView; endpointId: string }> {
    const [message] = await this.db
      .select({ endpointId: webhookMessages.endpointId })
      .from(webhookMessages)
      .where(eq(webhookMessages.id, messageId));
    if (!message) throw new AppError('NOT_FOUND');
    const { endpointId } = message;
    const endpoint = await this.endpoint(shopKeyId, endpointId);
    if (endpoint.status !== 'active') throw new AppError('CONFLICT', WEBHOOK_MESSAGES.disabledResend);
    const row = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(webhookMessages)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: this.now() })
        .where(eq(webhookMessages.id, messageId))
        .returning();
      await this.deliveries.enqueue(
        { endpointId, consumerId: updated!.consumerId, shopKeyId: updated!.shopKeyId },
        tx,
      );
      return updated!;
    });
    return { delivery: deliveryView(row), endpointId };
  }

  private async resumeStreams(endpointId: string): Promise<void> {
    const streams = await this.db
      .selectDistinct({ consumerId: webhookMessages.consumerId, shopKeyId: webhookMessages.shopKeyId })
      .from(webhookMessages)
      .where(and(eq(webhookMessages.endpointId, endpointId), eq(webhookMessages.status, 'pending')));
    for (const stream of streams) await this.deliveries.enqueue({ endpointId, ...stream });
  }

  private async endpoint(shopKeyId: string, id: string): Promise<EndpointRow> {
    const [row] = await this.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.shopKeyId, shopKeyId)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  private async checkUrl(url: string): Promise<void> {
    try {
      await checkEndpointUrl(url, this.options.allowLocalEndpoints);
    } catch (error) {
      if (error instanceof EndpointRefused) throw new AppError('UNPROCESSABLE', error.message);
      throw error;
    }
  }
}
