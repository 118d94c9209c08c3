import { MESSAGES, type Locale } from '@ttapply/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { POLICY_DOCUMENTS } from '../documents/index.js';
import { applications, consumers, documentConsents, shops, type ConsumerRow } from '../db/schema.js';
import { AppError, errorText } from '../errors/app-error.js';
import type { LinkCodes } from './link-codes.js';
import type { Mode } from './session-tokens.js';
import { journeyLenderList } from '../journey/journey-lender-list.js';
import { toShopView, type ShopView } from './shop-service.js';

export const LINK_CODE_REQUIRED = MESSAGES.linkCodeRequired;
export { LINK_CODE_EXPIRED, LINK_CODE_UNKNOWN } from './link-codes.js';
export const MISSING_CONSUMER_DATA = MESSAGES.missingConsumerData;

export interface ConsumerView {
  t2AConsumerKeyId: string;
  linkCode: string | null;
  phoneMobile: string | null;
  /** Set instead of phoneMobile when the consumer is looked up by link code: a link holder sees only this. */
  phoneLastFour?: string | null;
  createdDate: string;
  submissionSource: string;
  sendText: string;
  companyName: string;
  keyword: string | null;
  shopKeyId: string | null;
  consumerSelectedApps: string;
  /** The language the consumer last chose (decision 232); the web app may open in it. */
  locale: Locale;
}

export class ConsumerService {
  constructor(
    private readonly db: Database,
    private readonly linkCodes: LinkCodes,
    private readonly now: () => Date,
  ) {}

  async view(row: ConsumerRow, linkCode: string | null = null): Promise<ConsumerView> {
    let companyName = '';
    if (row.shopKeyId) {
      const [shop] = await this.db.select().from(shops).where(eq(shops.keyId, row.shopKeyId)).limit(1);
      companyName = shop?.companyName ?? '';
    }
    return {
      t2AConsumerKeyId: row.id,
      linkCode,
      phoneMobile: row.phoneMobile,
      createdDate: row.createdAt.toISOString(),
      submissionSource: row.submissionSource,
      sendText: row.sendText,
      companyName,
      keyword: row.keyword,
      shopKeyId: row.shopKeyId,
      consumerSelectedApps: await this.latestSelectedApps(row.id),
      locale: row.locale,
    };
  }

  /** Spec §3 consumerSelectedApps: the apps the consumer chose for the latest submission, '' before one. */
  private async latestSelectedApps(consumerId: string): Promise<string> {
    const [latest] = await this.db
      .select({ selectedApps: applications.selectedApps })
      .from(applications)
      .where(eq(applications.consumerId, consumerId))
      .orderBy(desc(applications.createdAt))
      .limit(1);
    return latest?.selectedApps ?? '';
  }

  /**
   * The policy page's agreement (decision 189): each document it covers, with the version the consumer was
   * shown, at the moment the phone that agreed was verified.
   */
  async recordPolicyConsents(consumerId: string): Promise<void> {
    const agreedAt = this.now();
    await this.db.insert(documentConsents).values(
      POLICY_DOCUMENTS.map((doc) => ({
        consumerId,
        document: doc.slug,
        version: doc.lastUpdated,
        agreedAt,
      })),
    );
  }

  async byId(id: string): Promise<ConsumerRow | undefined> {
    const [row] = await this.db.select().from(consumers).where(eq(consumers.id, id)).limit(1);
    return row;
  }

  /**
   * Consumer and shop for a `/go/<code>` link. Whoever holds the link has not proved the phone yet, so the
   * number is reduced to its last four digits (docs/decisions/021).
   */
  async byLinkCode(code: string): Promise<{ consumer: ConsumerView; shop: ShopView | null }> {
    const link = await this.linkCodes.resolve(code);
    const row = await this.byId(link.consumerId);
    if (!row) throw new AppError('NOT_FOUND', errorText('link.invalid'));
    const shopKeyId = link.shopKeyId ?? row.shopKeyId;
    let shop: ShopView | null = null;
    if (shopKeyId) {
      const [shopRow] = await this.db.select().from(shops).where(eq(shops.keyId, shopKeyId)).limit(1);
      // A journey already begun keeps the lenders it began with (decision 195); a new one gets the shop's.
      const lenderList = await journeyLenderList(this.db, row.id, shopKeyId);
      shop = shopRow
        ? toShopView(lenderList === undefined ? shopRow : { ...shopRow, lenders: lenderList })
        : null;
    }
    const view = await this.view(row, link.code);
    return {
      // The number the link was texted to, else the consumer's: only its last four (decision 021).
      consumer: {
        ...view,
        phoneMobile: null,
        phoneLastFour: (link.sentTo ?? row.phoneMobile)?.slice(-4) ?? null,
      },
      shop,
    };
  }

  /**
   * A new consumer with a fresh link code (spec §7 "Create consumer"). Without a shop (a company keyword
   * texted in, several shops share it) the link leads to shop search with that keyword.
   */
  async create(input: {
    shopKeyId?: string | null | undefined;
    keyword?: string | undefined;
    submissionSource?: string | undefined;
    sendText?: string | undefined;
    /** The language the link was texted in. */
    locale?: Locale | undefined;
    /** The mobile number the link is texted to: offered on the verification screen by its last four. */
    sentTo?: string | undefined;
  }): Promise<ConsumerView> {
    let shopKeyId: string | null = null;
    if (input.shopKeyId) {
      shopKeyId = await this.shopExists(input.shopKeyId);
      if (!shopKeyId) throw new AppError('NOT_FOUND', MISSING_CONSUMER_DATA);
    }
    const [row] = await this.db
      .insert(consumers)
      .values({
        shopKeyId,
        keyword: input.keyword ?? null,
        submissionSource: input.submissionSource ?? 'web',
        sendText: input.sendText ?? '0',
        locale: input.locale ?? 'en',
        createdAt: this.now(),
      })
      .returning();
    if (!row) throw new AppError('INTERNAL');
    const link = await this.linkCodes.issue(row.id, shopKeyId, input.sentTo ?? null);
    return this.view(row, link.code);
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
    // An expired or unknown link is ignored here: the phone is verified, the person simply starts afresh.
    const link = input.linkCode ? await this.linkCodes.live(input.linkCode) : undefined;
    if (link) linked = await this.byId(link.consumerId);
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
    const shopKeyId = input.shopKeyId ?? link?.shopKeyId ?? linked?.shopKeyId ?? null;
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

  /** Remembers the consumer's language: later texts and e-mails are written in it (decision 232). */
  async setLocale(consumerId: string, locale: Locale): Promise<ConsumerRow> {
    const [row] = await this.db
      .update(consumers)
      .set({ locale })
      .where(eq(consumers.id, consumerId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  private async shopExists(keyId: string): Promise<string | null> {
    const [shop] = await this.db.select({ keyId: shops.keyId }).from(shops).where(eq(shops.keyId, keyId));
    return shop?.keyId ?? null;
  }
}
