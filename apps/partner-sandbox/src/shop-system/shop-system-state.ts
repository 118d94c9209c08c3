import { randomBytes, randomUUID } from 'node:crypto';
import type { Journey } from './partner-api-client.js';
import type { Cents } from './trigger-rule.js';
import type { WebhookEvent } from './webhook-receiver.js';

/**
 * The shop system's memory: shops, their settings and repair orders. In memory like the rest of the sandbox
 * (it stands in for another company's product) and bounded, so a long training day cannot grow it without end.
 */

export interface ShopSettings {
  shopName: string;
  /** Text To Apply's address, e.g. http://localhost:3000. */
  baseUrl: string;
  /** The location's test key (tta_test_…), never shown again once saved: only its hint. */
  apiKey?: string;
  /** The associate the texts go out from. */
  associateEmail: string;
  /** A repair order over this amount opens the customer's application by itself. */
  triggerAmount: Cents;
  /** The webhook endpoint's secret (whsec_…) from the console; without one, the order reads the journey itself. */
  webhookSecret?: string;
}

/**
 * One change of an order's financing, as it arrived: a webhook whose signature was verified (its webhook-id and
 * event, put in words when shown, with the lenders' names the order has read by then), or a read of the journey
 * through the partner API (its stage in our words).
 */
export type StatusChange = { at: Date } & (
  { kind: 'webhook'; webhookId: string; event: WebhookEvent } | { kind: 'read'; text: string }
);

export type Financing =
  | { state: 'under-trigger' }
  | { state: 'not-started'; problem: string }
  | { state: 'started'; journey: Journey; lastRead: number; readProblem?: string };

export interface RepairOrder {
  id: string;
  number: string;
  customerName: string;
  /** Ten digits. */
  phone: string;
  amount: Cents;
  openedAt: Date;
  financing: Financing;
  changes: StatusChange[];
}

export interface Shop {
  id: string;
  settings: ShopSettings;
  /** Newest last. */
  orders: Map<string, RepairOrder>;
  /** webhook-ids already handled: deliveries are at least once, so a repeat is acknowledged and dropped. */
  seenWebhookIds: Set<string>;
  /** Deliveries refused (bad or stale signature): counted for the settings screen, their content never kept. */
  refusedWebhooks: number;
}

const MAX_SHOPS = 1_000;
const MAX_ORDERS_PER_SHOP = 200;
const MAX_SEEN_WEBHOOK_IDS = 2_000;

export class ShopSystemState {
  private readonly shops = new Map<string, Shop>();

  /** A new shop with its first settings; its id is unguessable so trainees sharing a sandbox stay apart. */
  addShop(settings: ShopSettings): Shop {
    const shop: Shop = {
      id: `shop_${randomBytes(8).toString('hex')}`,
      settings,
      orders: new Map(),
      seenWebhookIds: new Set(),
      refusedWebhooks: 0,
    };
    this.shops.set(shop.id, shop);
    dropOldest(this.shops, MAX_SHOPS);
    return shop;
  }

  shop(id: string): Shop | undefined {
    return this.shops.get(id);
  }

  addOrder(shop: Shop, order: Omit<RepairOrder, 'id' | 'changes'>): RepairOrder {
    const added: RepairOrder = { ...order, id: randomUUID(), changes: [] };
    shop.orders.set(added.id, added);
    dropOldest(shop.orders, MAX_ORDERS_PER_SHOP);
    return added;
  }

  /** The order whose financing is this journey (the partner API's id, a webhook's `linkId`), else by its number. */
  orderFor(shop: Shop, journeyId: string | null, reference: string | null): RepairOrder | undefined {
    const orders = [...shop.orders.values()].reverse();
    return (
      orders.find((o) => o.financing.state === 'started' && o.financing.journey.id === journeyId) ??
      orders.find((o) => reference !== null && o.number === reference)
    );
  }

  /** True the first time this webhook-id is seen at this shop. */
  firstDelivery(shop: Shop, webhookId: string): boolean {
    if (shop.seenWebhookIds.has(webhookId)) return false;
    shop.seenWebhookIds.add(webhookId);
    if (shop.seenWebhookIds.size > MAX_SEEN_WEBHOOK_IDS) {
      const oldest = shop.seenWebhookIds.values().next();
      if (!oldest.done) shop.seenWebhookIds.delete(oldest.value);
    }
    return true;
  }
}

function dropOldest<K, V>(map: Map<K, V>, capacity: number) {
  while (map.size > capacity) {
    const oldest = map.keys().next();
    if (oldest.done) return;
    map.delete(oldest.value);
  }
}
