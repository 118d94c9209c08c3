import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { consumers, shops, type ConsumerRow } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { Mode } from './session-tokens.js';
import { toShopView, type ShopView } from './shop-service.js';

export const LINK_CODE_REQUIRED = 'Link code is required to retrieve consumer info.';
export const MISSING_CONSUMER_DATA = 'Missing consumer data. Unable to create consumer.';

export interface ConsumerView {
  t2AConsumerKeyId: string;
  linkCode: string | null;
  phoneMobile: string | null;
  createdDate: string;
  submissionSource: string;
  sendText: string;
  companyName: string;
  shopKeyId: string | null;
  consumerSelectedApps: string;
}

const LINK_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export class ConsumerService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async view(row: ConsumerRow): Promise<ConsumerView> {
    let companyName = '';
    if (row.shopKeyId) {
      const [shop] = await this.db.select().from(shops).where(eq(shops.keyId, row.shopKeyId)).limit(1);
      companyName = shop?.companyName ?? '';
    }
    return {
      t2AConsumerKeyId: row.id,
      linkCode: row.linkCode,
      phoneMobile: row.phoneMobile,
      createdDate: row.createdAt.toISOString(),
      submissionSource: row.submissionSource,
      sendText: row.sendText,
      companyName,
      shopKeyId: row.shopKeyId,
      consumerSelectedApps: row.consumerSelectedApps,
    };
  }

  async byId(id: string): Promise<ConsumerRow | undefined> {
    const [row] = await this.db.select().from(consumers).where(eq(consumers.id, id)).limit(1);
    return row;
  }

  async byLinkCode(linkCode: string): Promise<{ consumer: ConsumerView; shop: ShopView | null }> {
    const [row] = await this.db.select().from(consumers).where(eq(consumers.linkCode, linkCode)).limit(1);
    if (!row) throw new AppError('NOT_FOUND');
    let shop: ShopView | null = null;
    if (row.shopKeyId) {
      const [shopRow] = await this.db.select().from(shops).where(eq(shops.keyId, row.shopKeyId)).limit(1);
      shop = shopRow ? toShopView(shopRow) : null;
    }
    return { consumer: await this.view(row), shop };
  }

  /** A shop starts a consumer with a link code it can text (spec §7 "Create consumer"). */
  async create(input: {
    shopKeyId: string;
    keyword?: string | undefined;
    submissionSource?: string | undefined;
    sendText?: string | undefined;
  }): Promise<ConsumerView> {
    const [shop] = await this.db.select().from(shops).where(eq(shops.keyId, input.shopKeyId)).limit(1);
    if (!shop) throw new AppError('NOT_FOUND', MISSING_CONSUMER_DATA);
    for (let attempt = 0; attempt < 5; attempt++) {
      const linkCode = Array.from({ length: 8 }, () => LINK_ALPHABET[randomInt(LINK_ALPHABET.length)]).join(
        '',
      );
      const [row] = await this.db
        .insert(consumers)
        .values({
          linkCode,
          shopKeyId: shop.keyId,
          keyword: input.keyword ?? null,
          submissionSource: input.submissionSource ?? 'web',
          sendText: input.sendText ?? '0',
          createdAt: this.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (row) return this.view(row);
    }
    throw new AppError('INTERNAL');
  }

  /**
   * The consumer a verified phone belongs to. A link-code consumer without a phone yet is bound to it (the
   * shop texted that person the link); shared test keys never are. Otherwise find or create by phone + mode.
   */
  async findOrCreateVerified(input: {
    phone: string;
    mode: Mode;
    linkCode?: string | null;
    shopKeyId?: string | null;
  }): Promise<ConsumerRow> {
    let linked: ConsumerRow | undefined;
    if (input.linkCode) {
      [linked] = await this.db
        .select()
        .from(consumers)
        .where(eq(consumers.linkCode, input.linkCode))
        .limit(1);
    }
    const [existing] = await this.db
      .select()
      .from(consumers)
      .where(and(eq(consumers.phoneMobile, input.phone), eq(consumers.mode, input.mode)))
      .limit(1);
    if (existing) {
      // The shop picked this time wins: a consumer may apply at another shop later.
      const newShop =
        input.shopKeyId && input.shopKeyId !== existing.shopKeyId
          ? await this.shopExists(input.shopKeyId)
          : null;
      if (!newShop) return existing;
      const [moved] = await this.db
        .update(consumers)
        .set({ shopKeyId: newShop })
        .where(eq(consumers.id, existing.id))
        .returning();
      return moved ?? existing;
    }
    if (linked && !linked.isTestKey && linked.phoneMobile === null && linked.mode === input.mode) {
      const [bound] = await this.db
        .update(consumers)
        .set({ phoneMobile: input.phone })
        .where(eq(consumers.id, linked.id))
        .returning();
      if (bound) return bound;
    }
    const shopKeyId = input.shopKeyId ?? linked?.shopKeyId ?? null;
    const validShop = shopKeyId ? await this.shopExists(shopKeyId) : null;
    const [created] = await this.db
      .insert(consumers)
      .values({ phoneMobile: input.phone, mode: input.mode, shopKeyId: validShop, createdAt: this.now() })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    // Two verifications raced; the other one created the row.
    const [raced] = await this.db
      .select()
      .from(consumers)
      .where(and(eq(consumers.phoneMobile, input.phone), eq(consumers.mode, input.mode)))
      .limit(1);
    if (!raced) throw new AppError('INTERNAL');
    return raced;
  }

  private async shopExists(keyId: string): Promise<string | null> {
    const [shop] = await this.db.select({ keyId: shops.keyId }).from(shops).where(eq(shops.keyId, keyId));
    return shop?.keyId ?? null;
  }
}
