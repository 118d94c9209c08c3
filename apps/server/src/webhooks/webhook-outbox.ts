import type { AppCode } from '@ttapply/domain';
import type { WebhookEventType } from '@ttapply/domain/console';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import {
  applications,
  journeyEvents,
  journeys,
  staffLinkSends,
  webhookEndpoints,
  webhookMessages,
} from '../db/schema.js';
import {
  JOURNEY_APPLICATION_COLUMNS,
  lenderStatus,
  type JourneyEvent,
  type JourneyEventOutbox,
} from '../journey/journey-service.js';
import type { WebhookDeliveries } from './webhook-delivery-job.js';
import { decisionEventOf, webhookEventOf } from './webhook-events.js';

/**
 * What a webhook says of a journey (decision 318): ids, stage, lender, outcome and amounts, and the shop system's
 * own reference. Never the customer's name, phone or anything the application asked: a receiver that needs
 * more reads the journey through the partner API with its key.
 */
export interface WebhookPayload {
  type: WebhookEventType;
  timestamp: string;
  data: {
    journeyId: string;
    /**
     * The newest link the shop texted the customer (the partner API answers a journey it started by this id);
     * null for a journey the customer began without one.
     */
    linkId: string | null;
    locationId: string;
    shopReference: string | null;
    stage: string;
    /** The lender the event is about; its outcome and amount (whole dollars) when it decided or funded. */
    lender?: {
      code: string;
      kind?: 'application' | 'prequal' | null;
      outcome?: string;
      amount?: number | null;
    };
    /** sale.completed: the invoice amount in dollars. */
    saleAmount?: number;
    /** link.expired: 'cancelled' when staff cancelled it, 'timed-out' when it ran out of time unused. */
    reason?: string;
    training: boolean;
  };
}

/**
 * Writes the messages an event announces to the location's endpoints that asked for it, in the event's own
 * transaction (JourneyService.record), with the delivery job of each stream. A location without endpoints
 * costs one indexed read per event.
 */
export class WebhookOutbox implements JourneyEventOutbox {
  constructor(
    private readonly deliveries: WebhookDeliveries,
    /** App codes whose result `amount` is in cents (as the journey status reads them). */
    private readonly amountsInCents: ReadonlySet<string>,
  ) {}

  async write(tx: Database | Transaction, event: JourneyEvent, at: Date): Promise<void> {
    const endpoints = await this.endpointsOf(tx, event.shopKeyId);
    if (endpoints.length === 0) return;
    const types: WebhookEventType[] = [];
    if (await this.isFirstEvent(tx, event)) types.push('journey.started');
    const kind = webhookEventOf(event);
    let lender: WebhookPayload['data']['lender'];
    if (kind === 'decision') {
      const status = await this.decisionOf(tx, event);
      const type = status ? decisionEventOf(status.status) : undefined;
      if (status && type) {
        types.push(type);
        lender = { code: status.appCode, kind: status.kind, outcome: status.status, amount: status.amount };
      }
    } else if (kind) {
      types.push(kind);
      const amount = event.detail?.amount;
      if (event.appCode)
        lender = {
          code: event.appCode,
          ...(typeof amount === 'number' ? { amount: Math.floor(amount) } : {}),
        };
    }
    const amountCents = Number(event.detail?.amountCents);
    await this.writeMessages(tx, endpoints, {
      consumerId: event.consumerId,
      shopKeyId: event.shopKeyId,
      types,
      at,
      details: (type) => ({
        ...(lender && type !== 'journey.started' ? { lender } : {}),
        ...(type === 'sale.completed' && Number.isFinite(amountCents)
          ? { saleAmount: amountCents / 100 }
          : {}),
        ...(type === 'link.expired' ? { reason: 'cancelled' } : {}),
      }),
    });
  }

  /** Announces that a journey's link ran out of time unused (the link-expiry job), in `tx`. */
  async linkExpired(tx: Transaction, journey: { consumerId: string; shopKeyId: string }, at: Date) {
    const endpoints = await this.endpointsOf(tx, journey.shopKeyId);
    await this.writeMessages(tx, endpoints, {
      ...journey,
      types: ['link.expired'],
      at,
      details: () => ({ reason: 'timed-out' }),
    });
  }

  private async endpointsOf(tx: Database | Transaction, shopKeyId: string) {
    return tx
      .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.shopKeyId, shopKeyId), eq(webhookEndpoints.status, 'active')));
  }

  /** One message per type and endpoint that asked for it, and each stream's delivery job, in `tx`. */
  private async writeMessages(
    tx: Database | Transaction,
    endpoints: { id: string; events: string[] }[],
    announcement: {
      consumerId: string;
      shopKeyId: string;
      types: WebhookEventType[];
      at: Date;
      details: (type: WebhookEventType) => Partial<WebhookPayload['data']>;
    },
  ): Promise<void> {
    const { consumerId, shopKeyId, types, at } = announcement;
    const wanted = endpoints.filter((endpoint) => types.some((type) => endpoint.events.includes(type)));
    if (wanted.length === 0) return;
    // The journey's lock (the one JourneyService.advance takes): two transactions announcing events of one
    // journey write their messages one after the other, so the order of `seq` is the order of their commits.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`journey:${consumerId}:${shopKeyId}`}, 0))`,
    );
    const [journey] = await tx
      .select({ stage: journeys.stage, shopReference: journeys.shopReference, mode: journeys.mode })
      .from(journeys)
      .where(and(eq(journeys.consumerId, consumerId), eq(journeys.shopKeyId, shopKeyId)));
    const [link] = await tx
      .select({ id: staffLinkSends.id })
      .from(staffLinkSends)
      .where(and(eq(staffLinkSends.consumerId, consumerId), eq(staffLinkSends.shopKeyId, shopKeyId)))
      .orderBy(desc(staffLinkSends.createdAt))
      .limit(1);
    for (const type of types) {
      const payload: WebhookPayload = {
        type,
        timestamp: at.toISOString(),
        data: {
          journeyId: consumerId,
          linkId: link?.id ?? null,
          locationId: shopKeyId,
          shopReference: journey?.shopReference ?? null,
          stage: journey?.stage ?? 'link-sent',
          ...announcement.details(type),
          training: journey?.mode === 'fm-train',
        },
      };
      const body = JSON.stringify(payload);
      for (const endpoint of wanted.filter((candidate) => candidate.events.includes(type))) {
        await tx.insert(webhookMessages).values({
          endpointId: endpoint.id,
          consumerId,
          shopKeyId,
          eventType: type,
          payload: body,
          createdAt: at,
          nextAttemptAt: at,
        });
      }
    }
    for (const endpoint of wanted) {
      await this.deliveries.enqueue({ endpointId: endpoint.id, consumerId, shopKeyId }, tx);
    }
  }

  /** The event just recorded is the journey's first: it began now. */
  private async isFirstEvent(tx: Database | Transaction, event: JourneyEvent): Promise<boolean> {
    const rows = await tx
      .select({ id: journeyEvents.id })
      .from(journeyEvents)
      .where(
        and(eq(journeyEvents.consumerId, event.consumerId), eq(journeyEvents.shopKeyId, event.shopKeyId)),
      )
      .limit(2);
    return rows.length === 1;
  }

  /** The deciding lender's status word and amount, from its application as the decision left it. */
  private async decisionOf(tx: Database | Transaction, event: JourneyEvent) {
    if (!event.appCode) return undefined;
    const kind = event.detail?.kind === 'prequal' ? 'prequal' : 'application';
    const [row] = await tx
      .select(JOURNEY_APPLICATION_COLUMNS)
      .from(applications)
      .where(
        and(
          eq(applications.consumerId, event.consumerId),
          eq(applications.shopKeyId, event.shopKeyId),
          eq(applications.appType, event.appCode),
          eq(applications.kind, kind),
          isNull(applications.supersededAt),
        ),
      )
      .orderBy(desc(applications.createdAt))
      .limit(1);
    const code = event.appCode as AppCode;
    return row ? lenderStatus(row, code, this.amountsInCents.has(code)) : undefined;
  }
}
