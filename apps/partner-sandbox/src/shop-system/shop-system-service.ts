import {
  findJourneyByReference,
  PartnerApiError,
  readJourney,
  startJourney,
  type Journey,
  type PartnerApiAccess,
} from './partner-api-client.js';
import type { RepairOrder, Shop, ShopSystemState } from './shop-system-state.js';
import { centsToDollars, opensFinancing, type Cents } from './trigger-rule.js';
import { verifyDelivery } from './webhook-receiver.js';

/** A repair order as the shop person types it (already checked). */
export interface NewRepairOrder {
  number: string;
  customerName: string;
  phone: string;
  amount: Cents;
}

/**
 * Without a webhook secret the open order reads its journey itself, at most this often: a shop system whose
 * webhooks are not set up yet still follows the customer (docs/partner-api.md "The sandbox's shop system").
 */
export const FOLLOW_READ_EVERY_MS = 2_000;

function access(shop: Shop): PartnerApiAccess | undefined {
  const { apiKey, baseUrl } = shop.settings;
  return apiKey ? { apiKey, baseUrl } : undefined;
}

const problemOf = (error: unknown) =>
  error instanceof PartnerApiError ? error.detail : 'Text To Apply could not be asked.';

/** The shop system's actions on its orders; every call to our partner API goes through here. */
export class ShopSystemService {
  constructor(
    private readonly state: ShopSystemState,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Opens the order; over the shop's trigger amount it starts the customer's application at once. */
  async openRepairOrder(shop: Shop, input: NewRepairOrder): Promise<RepairOrder> {
    const overTrigger = opensFinancing(input.amount, shop.settings.triggerAmount);
    const order = this.state.addOrder(shop, {
      ...input,
      openedAt: this.now(),
      financing: overTrigger
        ? { state: 'not-started', problem: 'Starting the application…' }
        : { state: 'under-trigger' },
    });
    if (overTrigger) await this.startFinancing(shop, order);
    return order;
  }

  /**
   * Starts (or, after a failed try, starts again) the order's application. The Idempotency-Key is the order's
   * own, so the same order never texts the customer twice; before a second try the order's number is looked up,
   * since a try cut off mid-way may have texted already and leaves its key answering 409 for the day.
   */
  async startFinancing(shop: Shop, order: RepairOrder): Promise<void> {
    if (order.financing.state === 'started') return;
    const api = access(shop);
    if (!api) {
      order.financing = {
        state: 'not-started',
        problem: 'Paste the Text To Apply test key in Settings first.',
      };
      return;
    }
    const retry = order.financing.state === 'not-started' && order.changes.length > 0;
    try {
      const journey =
        (retry ? await findJourneyByReference(api, order.number) : undefined) ??
        (await startJourney(
          api,
          {
            phone: order.phone,
            purchaseAmount: centsToDollars(order.amount),
            reference: order.number,
            associate: shop.settings.associateEmail,
          },
          `ro-${order.id}-start`,
        ));
      order.financing = { state: 'started', journey, lastRead: this.now().getTime() };
      this.recordRead(shop, order, journey);
    } catch (error) {
      order.financing = { state: 'not-started', problem: problemOf(error) };
      order.changes.push({ at: this.now(), kind: 'read', text: `Not started: ${problemOf(error)}` });
    }
  }

  /** Reads the order's journey through the partner API now (the order's "Check with Text To Apply"). */
  async readFinancing(shop: Shop, order: RepairOrder): Promise<void> {
    const financing = order.financing;
    const api = access(shop);
    if (financing.state !== 'started' || !api) return;
    financing.lastRead = this.now().getTime();
    try {
      const journey = await readJourney(api, financing.journey.id);
      financing.journey = journey;
      delete financing.readProblem;
      this.recordRead(shop, order, journey);
    } catch (error) {
      financing.readProblem = problemOf(error);
    }
  }

  /** The open order's screen asks: reads the journey when the shop gets no webhooks and the last read is old. */
  async followIfDue(shop: Shop, order: RepairOrder): Promise<void> {
    const financing = order.financing;
    if (shop.settings.webhookSecret || financing.state !== 'started') return;
    if (this.now().getTime() - financing.lastRead < FOLLOW_READ_EVERY_MS) return;
    await this.readFinancing(shop, order);
  }

  /**
   * One webhook delivery to this shop's endpoint. Refused (401) without a verified signature, and then nothing
   * of it is kept or shown; a repeat of a handled webhook-id is acknowledged and dropped. A verified event is
   * a status change of its order, and the order then reads the journey for what the event does not carry (the
   * lenders' names).
   */
  receiveWebhook(
    shop: Shop,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): { status: 200 | 400 | 401; body: { received: boolean; error?: string } } {
    const secret = shop.settings.webhookSecret;
    if (!secret) {
      shop.refusedWebhooks += 1;
      return { status: 401, body: { received: false, error: 'No webhook secret is set for this shop.' } };
    }
    const verified = verifyDelivery(secret, rawBody, headers);
    if (!verified.ok) {
      if (verified.status === 401) shop.refusedWebhooks += 1;
      return { status: verified.status, body: { received: false, error: verified.reason } };
    }
    if (!this.state.firstDelivery(shop, verified.id)) return { status: 200, body: { received: true } };
    const { data } = verified.event;
    const order = this.state.orderFor(shop, data.linkId, data.shopReference);
    // An event of a journey this system did not start (a walk-in at the same location) is not an order's.
    if (!order) return { status: 200, body: { received: true } };
    order.changes.push({ at: this.now(), kind: 'webhook', webhookId: verified.id, event: verified.event });
    // Answered at once (docs/webhooks.md: answer 2xx quickly, work afterwards); the read never throws.
    void this.readFinancing(shop, order);
    return { status: 200, body: { received: true } };
  }

  /** A read's stage becomes a status change when the shop follows by reading (its webhooks say it otherwise). */
  private recordRead(shop: Shop, order: RepairOrder, journey: Journey) {
    if (shop.settings.webhookSecret) return;
    const last = order.changes.filter((c) => c.kind === 'read').at(-1);
    if (last?.text !== journey.stageText)
      order.changes.push({ at: this.now(), kind: 'read', text: journey.stageText });
  }
}
