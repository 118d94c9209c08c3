import {
  determineResult,
  offerTermsOf,
  LENDERS,
  normaliseAppCode,
  withLang,
  type AppCode,
  type Locale,
  type JourneyLenderStatus,
  type LenderResult,
} from '@ttapply/domain';
import {
  associateNextStep,
  boardLenderName,
  dollars,
  lenderNextStep,
  type AffLoanView,
  type MarkSaleRequest,
  lenderOutcomeText,
  PAGE_NAMES,
  SHOP_TIME_ZONE,
  stageText,
  type BoardJourney,
  type JourneyDetail,
  type LinkSendView,
} from '@ttapply/domain/console';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, inArray, min, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '../config.js';
import { offerCostRows } from './offer-cost-rows.js';
import type { Database } from '../db/database.js';
import {
  applications,
  consumers,
  creditCheckConsents,
  documentConsents,
  journeyEvents,
  journeys,
  linkCodes,
  shops,
  staffLinkSends,
  staffLinkTexts,
  staffUsers,
} from '../db/schema.js';
import { underKeyLocks } from '../db/key-locks.js';
import { htmlToPlainText } from '../documents/plain-text.js';
import { AppError } from '../errors/app-error.js';
import type { JourneyService } from '../journey/journey-service.js';
import { translate } from '../i18n/server-i18n.js';
import type { ConsumerService } from '../services/consumer-service.js';
import { optedOutMessage, programmeNotice, type SmsProgramme } from '../services/sms-programme.js';
import { usPhoneDigits } from '../services/text-to-apply-service.js';
import { startOfShopDay } from '../shop-day.js';

export { SHOP_TIME_ZONE };

export const PHONE_NOT_US_MOBILE = 'Enter the customer’s US mobile number: 10 digits, e.g. 425-555-0100.';
export const LINK_ALREADY_CANCELLED = 'This link was cancelled. Send the customer a new one.';
export const LINK_EXPIRED_RESEND = 'This link has expired. Send the customer a new one.';
/**
 * Texts of the shop's link to one number per hour, sends and re-sends together, across the organisation's
 * shops: the program texts a person only as they asked (CTIA), and a mistyped number is not a stranger's to
 * flood. The same figure as the one-time codes' (GUIDE "Security figures").
 */
export const LINK_TEXTS_PER_PHONE_PER_HOUR = 5;
export const LINK_TEXTS_TOO_MANY =
  'This number was texted the link 5 times in the last hour. Wait a while before sending it again.';
/** Decision 274: the caps per staff member and per location (LINK_TEXTS_PER_ASSOCIATE/LOCATION_PER_HOUR). */
export const linkTextsPerAssociateTooMany = (cap: number, minutes: number) =>
  `You have texted ${cap} links in the last hour, the most one person may send. ` +
  `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
export const linkTextsPerLocationTooMany = (cap: number, minutes: number) =>
  `This location has texted ${cap} links in the last hour, the most it may send. ` +
  `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/** Whole minutes from `now` until an hour has passed since `oldest` (the oldest text still counted). */
function minutesUntilAnHourAfter(oldest: Date, now: Date): number {
  return Math.max(1, Math.ceil((oldest.getTime() + 3_600_000 - now.getTime()) / 60_000));
}

/** The purchase amount as the text shows it: "$1,234.56" (whole dollars without cents). */
export function purchaseText(cents: number): string {
  const dollars = cents / 100;
  return dollars.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  });
}

export interface BoardFilters {
  stage?: string | undefined;
  sentBy?: string | undefined;
  q?: string | undefined;
}

interface BoardRowRaw {
  consumer_id: string;
  shop_key_id: string;
  stage: string;
  page: string | null;
  next_step: { type: string; appCode?: string } | null | string;
  lenders: JourneyLenderStatus[] | string;
  customer_name: string;
  started_at: Date | string;
  updated_at: Date | string;
  mode: string;
  phone: string | null;
  sent_by: string | null;
  sent_by_name: string | null;
  link_note: string | null;
  link_cancelled: boolean | null;
  board_seq: string | number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Escapes LIKE's wildcards in a search typed by staff. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A decided application's status letter in words (lenders §3: a d n q e p). */
const STATUS_WORDS: Record<string, string> = {
  a: 'approved',
  d: 'declined',
  n: 'not qualified',
  q: 'prequalified',
  e: 'an error',
  p: 'pending',
};

/**
 * The shop console's location side (decisions 160 and 165): links texted to customers,
 * the live board of today's journeys and one journey's page. Every method takes the location the caller was
 * already checked at (staffRoleAt); nothing here is reachable for another location's rows, since every query
 * names the location.
 */
export class LocationConsole {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly consumers: ConsumerService,
    private readonly journey: JourneyService,
    private readonly programme: SmsProgramme,
    private readonly now: () => Date,
    private readonly lenders: LenderConsoleParts,
  ) {}

  // ------------------------------------------------------------------------------------------ links

  /** Normalises the typed number to 10 digits, or a 400 naming the field. */
  mobileDigits(raw: string): string {
    const digits = usPhoneDigits(raw);
    if (!digits)
      throw new AppError('BAD_REQUEST', `phone: ${PHONE_NOT_US_MOBILE}`, {
        fields: { phone: PHONE_NOT_US_MOBILE },
      });
    return digits;
  }

  /**
   * Claims one text of a shop's link (decision 274), or refuses it: a number that opted out (409, the texting
   * programme's answer, decision 185), a number texted the link 5 times in the last hour, a staff member or a
   * location past its hourly cap (429). The counts and the claim's row are one step under the advisory locks of
   * the number, the sender and the location, so parallel sends on any number of instances count each other.
   */
  private async claimText(claim: {
    phone: string;
    shopKeyId: string;
    staffUserId: string;
    linkSendId: string;
  }): Promise<void> {
    const { phone, shopKeyId, staffUserId } = claim;
    const keys = [
      `link-texts:phone:${phone}`,
      `link-texts:sender:${staffUserId}`,
      `link-texts:shop:${shopKeyId}`,
    ];
    await underKeyLocks(this.db, keys, async (tx) => {
      // The time is read once the locks are held: a send that waited behind another would otherwise count from
      // before that one's text, stamp its own text earlier, and say "Try again in 61 minutes".
      const now = this.now();
      const hourAgo = new Date(now.getTime() - 3_600_000);
      if (await this.programme.isOptedOut(phone, tx)) {
        throw new AppError('CONFLICT', optedOutMessage(this.config.sms.shortCode));
      }
      const lastHour = async (column: AnyPgColumn, value: string) => {
        const [row] = await tx
          .select({ texts: count(), oldest: min(staffLinkTexts.sentAt) })
          .from(staffLinkTexts)
          .where(and(eq(column, value), gt(staffLinkTexts.sentAt, hourAgo)));
        return { texts: row?.texts ?? 0, oldest: row?.oldest ?? now };
      };
      if ((await lastHour(staffLinkTexts.phone, phone)).texts >= LINK_TEXTS_PER_PHONE_PER_HOUR) {
        throw new AppError('TOO_MANY_REQUESTS', LINK_TEXTS_TOO_MANY);
      }
      const caps = this.config.linkTexts;
      const bySender = await lastHour(staffLinkTexts.sentBy, staffUserId);
      if (bySender.texts >= caps.perAssociatePerHour) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          linkTextsPerAssociateTooMany(
            caps.perAssociatePerHour,
            minutesUntilAnHourAfter(bySender.oldest, now),
          ),
        );
      }
      const byShop = await lastHour(staffLinkTexts.shopKeyId, shopKeyId);
      if (byShop.texts >= caps.perLocationPerHour) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          linkTextsPerLocationTooMany(caps.perLocationPerHour, minutesUntilAnHourAfter(byShop.oldest, now)),
        );
      }
      await tx.insert(staffLinkTexts).values({ ...claim, sentBy: staffUserId, sentAt: now });
    });
  }

  async sendLink(
    shopKeyId: string,
    staffUserId: string,
    input: {
      phone: string;
      purchaseAmount?: number | undefined;
      note?: string | undefined;
      /** The customer's language (decision 232): the text is written in it and the link opens in it. */
      locale?: Locale | undefined;
    },
  ): Promise<LinkSendView> {
    const phone = this.mobileDigits(input.phone);
    // The send's id is chosen first: its text is claimed (counted) before anything is made for it.
    const linkSendId = randomUUID();
    await this.claimText({ phone, shopKeyId, staffUserId, linkSendId });
    const locale = input.locale ?? 'en';
    const consumer = await this.consumers.create({
      shopKeyId,
      submissionSource: 'staff',
      sendText: '1',
      locale,
      sentTo: phone,
    });
    const now = this.now();
    const cents = input.purchaseAmount === undefined ? null : Math.round(input.purchaseAmount * 100);
    const [send] = await this.db
      .insert(staffLinkSends)
      .values({
        id: linkSendId,
        linkCode: consumer.linkCode!,
        consumerId: consumer.t2AConsumerKeyId,
        shopKeyId,
        sentBy: staffUserId,
        phone,
        purchaseAmountCents: cents,
        note: input.note ?? '',
        createdAt: now,
        lastSentAt: now,
      })
      .returning({ id: staffLinkSends.id });
    await this.journey.recordNow({
      consumerId: consumer.t2AConsumerKeyId,
      shopKeyId,
      actor: 'staff',
      type: 'link-sent',
      detail: { staffUserId, linkSendId: send!.id },
    });
    await this.textLink(shopKeyId, phone, consumer.linkCode!, cents, locale);
    return this.linkSend(shopKeyId, send!.id);
  }

  async resend(shopKeyId: string, staffUserId: string, id: string): Promise<LinkSendView> {
    const view = await this.linkSend(shopKeyId, id);
    if (view.status === 'cancelled') throw new AppError('CONFLICT', LINK_ALREADY_CANCELLED);
    if (view.status === 'expired') throw new AppError('GONE', LINK_EXPIRED_RESEND);
    const [row] = await this.db.select().from(staffLinkSends).where(eq(staffLinkSends.id, id));
    await this.claimText({ phone: row!.phone, shopKeyId, staffUserId, linkSendId: id });
    await this.db
      .update(staffLinkSends)
      .set({ sendCount: sql`${staffLinkSends.sendCount} + 1`, lastSentAt: this.now() })
      .where(eq(staffLinkSends.id, id));
    await this.journey.recordNow({
      consumerId: row!.consumerId,
      shopKeyId,
      actor: 'staff',
      type: 'link-sent',
      detail: { staffUserId, linkSendId: id, resend: true },
    });
    // In the language the customer reads now: the one the link was sent in, or the one they switched to since.
    const [customer] = await this.db
      .select({ locale: consumers.locale })
      .from(consumers)
      .where(eq(consumers.id, row!.consumerId));
    await this.textLink(
      shopKeyId,
      row!.phone,
      row!.linkCode,
      row!.purchaseAmountCents,
      customer?.locale ?? 'en',
    );
    return this.linkSend(shopKeyId, id);
  }

  /** Cancels a link: it stops opening (decision 166), and the journey's board row and timeline say so. */
  async cancel(shopKeyId: string, staffUserId: string, id: string): Promise<LinkSendView> {
    await this.linkSend(shopKeyId, id);
    await this.db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(staffLinkSends)
        .set({ cancelledAt: this.now() })
        .where(and(eq(staffLinkSends.id, id), sql`${staffLinkSends.cancelledAt} is null`))
        .returning({ consumerId: staffLinkSends.consumerId });
      if (!cancelled) return;
      await this.journey.record(tx, {
        consumerId: cancelled.consumerId,
        shopKeyId,
        actor: 'staff',
        type: 'link-cancelled',
        detail: { staffUserId, linkSendId: id },
      });
    });
    return this.linkSend(shopKeyId, id);
  }

  /**
   * The program's text (CTIA): who sends it (the shop), the link, how long it works, the purchase amount when
   * typed, the rates notice and HELP/STOP, in the customer's language with a link that opens in it.
   */
  private async textLink(
    shopKeyId: string,
    phone: string,
    code: string,
    cents: number | null,
    locale: Locale,
  ): Promise<void> {
    const [shop] = await this.db.select({ name: shops.name }).from(shops).where(eq(shops.keyId, shopKeyId));
    const values = {
      shop: shop?.name ?? translate(locale, 'sms.yourShop'),
      link: withLang(`${this.config.publicBaseUrl}/go/${code}`, locale),
      hours: this.config.linkCodeTtlHours,
      notice: programmeNotice(locale),
    };
    // The customer asked the associate for the link: that consent is logged with what they were sent.
    const body = cents
      ? translate(locale, 'sms.staffLinkPurchase', { ...values, amount: purchaseText(cents) })
      : translate(locale, 'sms.staffLink', values);
    await this.programme.send(phone, body);
    await this.programme.recordConsent({ phone, source: 'staff', via: `shop:${shopKeyId}`, textShown: body });
  }

  /** One link send of the location, or 404 (another location's id is not confirmed to exist). */
  async linkSend(shopKeyId: string, id: string): Promise<LinkSendView> {
    const [view] = await this.linkSends(shopKeyId, { id });
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  }

  /** The location's link sends: today's, one by id, or one consumer's. */
  async linkSends(
    shopKeyId: string,
    which: { id?: string; consumerId?: string; since?: Date },
  ): Promise<LinkSendView[]> {
    const rows = await this.db
      .select({
        send: staffLinkSends,
        expiresAt: linkCodes.expiresAt,
        sentByName: staffUsers.name,
        sentByEmail: staffUsers.email,
        locale: consumers.locale,
      })
      .from(staffLinkSends)
      .innerJoin(linkCodes, eq(linkCodes.code, staffLinkSends.linkCode))
      .innerJoin(consumers, eq(consumers.id, staffLinkSends.consumerId))
      .innerJoin(staffUsers, eq(staffUsers.id, staffLinkSends.sentBy))
      .where(
        and(
          eq(staffLinkSends.shopKeyId, shopKeyId),
          which.id ? eq(staffLinkSends.id, which.id) : undefined,
          which.consumerId ? eq(staffLinkSends.consumerId, which.consumerId) : undefined,
          which.since ? gte(staffLinkSends.createdAt, which.since) : undefined,
        ),
      )
      .orderBy(desc(staffLinkSends.createdAt))
      .limit(500);
    const now = this.now().getTime();
    return rows.map(({ send, expiresAt, sentByName, sentByEmail, locale }) => ({
      id: send.id,
      consumerId: send.consumerId,
      // The QR code the associate shows opens in the customer's language, as the texted link does.
      link: withLang(`${this.config.publicBaseUrl}/go/${send.linkCode}`, locale),
      phoneLast4: send.phone.slice(-4),
      purchaseAmount: send.purchaseAmountCents === null ? null : send.purchaseAmountCents / 100,
      note: send.note,
      sentBy: sentByName || sentByEmail,
      sendCount: send.sendCount,
      createdAt: send.createdAt.toISOString(),
      lastSentAt: send.lastSentAt.toISOString(),
      expiresAt: (expiresAt ?? send.createdAt).toISOString(),
      status: send.cancelledAt
        ? ('cancelled' as const)
        : expiresAt && expiresAt.getTime() <= now
          ? ('expired' as const)
          : ('live' as const),
    }));
  }

  todaysLinks(shopKeyId: string): Promise<LinkSendView[]> {
    return this.linkSends(shopKeyId, { since: startOfShopDay(this.now()) });
  }

  // ------------------------------------------------------------------------------------------ board

  /**
   * Today's journeys at the location, newest first, in one query: the journey status row, the consumer (its
   * mode and verified phone) and the latest link the shop sent them (to that consumer, or to their verified
   * phone) with who sent it. Training consumers are not on the live board (decision 165).
   */
  async board(
    shopKeyId: string,
    filters: BoardFilters = {},
    consumerIds?: string[],
  ): Promise<BoardJourney[]> {
    const rows = await this.boardQuery(shopKeyId, filters, { consumerIds });
    return rows.map((row) => this.boardJourney(row));
  }

  /**
   * The live board's rows changed after `afterSeq` (decision 288), oldest change first, each with its number: what
   * a live board is sent, and what a reconnecting board with Last-Event-ID is sent again. Training journeys are
   * not on the live board (decision 165).
   */
  async boardRowsAfter(
    shopKeyId: string,
    afterSeq: number,
  ): Promise<{ seq: number; journey: BoardJourney }[]> {
    const rows = await this.boardQuery(shopKeyId, {}, { afterSeq });
    return rows.map((row) => ({ seq: Number(row.board_seq), journey: this.boardJourney(row) }));
  }

  /** The newest board number of the shop's journeys (0: none yet): where a new live board starts. */
  async boardSeqHead(shopKeyId: string): Promise<number> {
    const result = await this.db.execute(
      sql`select coalesce(max(board_seq), 0) as head from journeys where shop_key_id = ${shopKeyId}`,
    );
    return Number((result as unknown as { rows: { head: string | number }[] }).rows[0]?.head ?? 0);
  }

  private async boardQuery(
    shopKeyId: string,
    filters: BoardFilters,
    { consumerIds, afterSeq }: { consumerIds?: string[] | undefined; afterSeq?: number },
  ): Promise<BoardRowRaw[]> {
    const since = startOfShopDay(this.now()).toISOString();
    const q = filters.q?.trim() ?? '';
    const digits = /^\d{1,4}$/.test(q) ? q : undefined;
    const result = await this.db.execute(sql`
      select j.consumer_id, j.shop_key_id, j.stage, j.page, j.next_step, j.lenders, j.customer_name,
             j.started_at, j.updated_at, c.mode, coalesce(c.phone_mobile, ls.phone) as phone,
             ls.sent_by, su.name as sent_by_name, ls.note as link_note,
             ls.cancelled_at is not null as link_cancelled, j.board_seq
        from journeys j
        join consumers c on c.id = j.consumer_id
        left join lateral (
          select s.phone, s.sent_by, s.created_at, s.note, s.cancelled_at from staff_link_sends s
           where s.shop_key_id = j.shop_key_id
             and (s.consumer_id = j.consumer_id or s.phone = c.phone_mobile)
           order by (s.consumer_id = j.consumer_id) desc, s.created_at desc limit 1
        ) ls on true
        left join staff_users su on su.id = ls.sent_by
       where j.shop_key_id = ${shopKeyId}
         and ${
           consumerIds
             ? sql`j.consumer_id in ${consumerIds}`
             : afterSeq === undefined
               ? sql`j.updated_at >= ${since} and c.mode <> 'fm-train'`
               : sql`j.board_seq > ${afterSeq} and c.mode <> 'fm-train'`
         }
         -- A returning customer who opened the shop's link continues as the consumer their phone already is
         -- (ConsumerService.findOrCreateVerified): that journey carries the link, and the link's own
         -- never-opened journey leaves the board.
         and not (j.stage = 'link-sent' and c.phone_mobile is null and exists (
               select 1 from consumers c2
                 join journeys j2 on j2.consumer_id = c2.id and j2.shop_key_id = j.shop_key_id
                where c2.phone_mobile = ls.phone and c2.mode = c.mode and c2.id <> c.id
                  and j2.updated_at >= ls.created_at))
         ${filters.stage ? sql`and j.stage = ${filters.stage}` : sql``}
         ${filters.sentBy ? sql`and ls.sent_by::text = ${filters.sentBy}` : sql``}
         ${
           digits
             ? sql`and right(coalesce(c.phone_mobile, ls.phone, ''), ${digits.length}) = ${digits}`
             : q
               ? sql`and j.customer_name ilike ${`%${likeEscaped(q)}%`}`
               : sql``
         }
       ${afterSeq === undefined ? sql`order by j.started_at desc` : sql`order by j.board_seq`}
       limit 500`);
    return (result as unknown as { rows: BoardRowRaw[] }).rows;
  }

  private boardJourney(row: BoardRowRaw): BoardJourney {
    const status = {
      stage: row.stage,
      page: row.page,
      nextStep: json(row.next_step),
      lenders: json(row.lenders) ?? [],
      linkCancelled: row.link_cancelled === true,
    };
    return {
      consumerId: row.consumer_id,
      shopKeyId: row.shop_key_id,
      customerName: row.customer_name,
      phoneLast4: (row.phone ?? '').slice(-4),
      stage: row.stage,
      stageText: stageText(status),
      lenders: status.lenders
        .filter((lender) => lender.status !== 'not-applied')
        .map((lender) => ({
          appCode: lender.appCode,
          lenderName: boardLenderName(lender.appCode),
          status: lender.status,
          outcome: lenderOutcomeText(lender),
          amount: lender.amount,
        })),
      startedAt: iso(row.started_at),
      lastStepAt: iso(row.updated_at),
      sentBy: row.sent_by_name,
      sentByUserId: row.sent_by,
      linkNote: row.link_note || null,
      associateNextStep: associateNextStep(status),
      training: row.mode === 'fm-train',
    };
  }

  // ------------------------------------------------------------------------------------------ one journey

  /**
   * One journey's page: its board row, the timeline in plain words, the credit checks with their consent
   * texts, the applications with amounts and lender reference numbers, whom to call and the links sent.
   * Built from named columns only: applications' appData, SSN, card and bank fields are never read.
   */
  async detail(shopKeyId: string, consumerId: string): Promise<JourneyDetail> {
    const [row] = await this.board(shopKeyId, {}, [consumerId]);
    if (!row) throw new AppError('NOT_FOUND');
    const [events, consents, apps, sends, sale] = await Promise.all([
      this.db
        .select()
        .from(journeyEvents)
        .where(and(eq(journeyEvents.consumerId, consumerId), eq(journeyEvents.shopKeyId, shopKeyId)))
        .orderBy(asc(journeyEvents.at)),
      this.db
        .select()
        .from(creditCheckConsents)
        .where(
          and(eq(creditCheckConsents.consumerId, consumerId), eq(creditCheckConsents.shopKeyId, shopKeyId)),
        )
        .orderBy(asc(creditCheckConsents.agreedAt)),
      this.db
        .select({
          id: applications.id,
          appType: applications.appType,
          kind: applications.kind,
          result: applications.result,
          signedFlag: applications.signedFlag,
          lenderApplicationId: applications.lenderApplicationId,
          affLoan: applications.affLoan,
          status: applications.status,
          fundedAt: sql<string | null>`${applications.fundedDetails}->>'fundedAt'`,
          fundType: sql<string | null>`${applications.fundedDetails}->>'fundtype'`,
          fundedLast4: sql<string | null>`${applications.fundedDetails}->>'last4'`,
          createdAt: applications.createdAt,
        })
        .from(applications)
        .where(and(eq(applications.consumerId, consumerId), eq(applications.shopKeyId, shopKeyId)))
        .orderBy(asc(applications.createdAt)),
      this.linkSends(shopKeyId, { consumerId }),
      this.db
        .select({
          outcome: journeys.saleOutcome,
          cents: journeys.saleAmountCents,
          at: journeys.saleMarkedAt,
          by: journeys.saleMarkedBy,
        })
        .from(journeys)
        .where(and(eq(journeys.consumerId, consumerId), eq(journeys.shopKeyId, shopKeyId)))
        .then((rows) => rows[0]),
    ]);
    // A lender's own consent agreed for one of these applications (AFF's electronic consent, decision 293).
    const appIds = apps.map((app) => app.id);
    const documents =
      appIds.length === 0
        ? []
        : await this.db
            .select({
              applicationId: documentConsents.applicationId,
              document: documentConsents.document,
              text: documentConsents.text,
              agreedAt: documentConsents.agreedAt,
            })
            .from(documentConsents)
            .where(
              and(
                eq(documentConsents.consumerId, consumerId),
                inArray(documentConsents.applicationId, appIds),
              ),
            );
    const staffIds = [
      ...new Set(
        [...events.map((event) => event.detail.staffUserId), sale?.by].filter(
          (id): id is string => typeof id === 'string',
        ),
      ),
    ];
    const staffNames = new Map(
      staffIds.length === 0
        ? []
        : (
            await this.db
              .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
              .from(staffUsers)
              .where(inArray(staffUsers.id, staffIds))
          ).map((user) => [user.id, user.name || user.email]),
    );

    const timeline: JourneyDetail['events'] = events.map((event) => ({
      at: event.at.toISOString(),
      actor: event.actor,
      type: event.type,
      text: eventText(event, staffNames),
      appCode: event.appCode,
      consentText: null,
    }));
    for (const consent of consents) {
      const lender = boardLenderName(consent.appCode);
      const after = consent.afterDeclineOf ? `, if ${boardLenderName(consent.afterDeclineOf)} declines` : '';
      timeline.push({
        at: consent.agreedAt.toISOString(),
        actor: 'consumer',
        type: 'consent',
        text: `Consented to a ${consent.creditCheck} credit check by ${lender}${after}`,
        appCode: consent.appCode,
        consentText: consent.consentText,
      });
    }
    for (const consent of documents) {
      const app = apps.find((candidate) => candidate.id === consent.applicationId);
      if (!app || !this.lenders.consentDocuments.has(consent.document)) continue;
      timeline.push({
        at: consent.agreedAt.toISOString(),
        actor: 'consumer',
        type: 'consent',
        text: `Consented to electronic records and signatures by ${boardLenderName(app.appType)}`,
        appCode: app.appType,
        consentText: consent.text ? htmlToPlainText(consent.text) : null,
      });
    }
    for (const app of apps) {
      const lender = boardLenderName(app.appType);
      // A loan finalized before its finalize was an event of its own is read from the loan.
      if (app.affLoan?.finalizedAt && !events.some((event) => event.type === 'finalized')) {
        timeline.push({
          at: app.affLoan.finalizedAt,
          actor: 'consumer',
          type: 'finalized',
          text: `Finalized the ${lender} loan for $${app.affLoan.amount.toLocaleString('en-US')} and went to sign`,
          appCode: app.appType,
          consentText: null,
        });
      }
      if (app.fundedAt && !events.some((event) => event.type === 'funded' && event.appCode === app.appType)) {
        timeline.push({
          at: new Date(app.fundedAt).toISOString(),
          actor: 'system',
          type: 'funded',
          text: `Signed and funded by ${lender}`,
          appCode: app.appType,
          consentText: null,
        });
      }
    }
    timeline.sort((a, b) => a.at.localeCompare(b.at));

    // The checks made; a consent never used stays in the timeline as the consent it was.
    const creditChecks: JourneyDetail['creditChecks'] = (
      await this.journey.creditChecks(consumerId, shopKeyId)
    )
      .filter((check) => check.checkedAt !== null)
      .map(({ appCode, check, consentText, agreedAt }) => ({
        appCode,
        lenderName: boardLenderName(appCode),
        check,
        consentText,
        agreedAt,
      }));

    const lenderStatus = new Map(row.lenders.map((lender) => [lender.appCode, lender]));
    const contacts = new Map<string, JourneyDetail['contacts'][number]>();
    for (const app of apps) {
      const code = normaliseAppCode(app.appType);
      const result = (app.result ?? {}) as LenderResult;
      const sent = typeof result.referralphone === 'string' ? result.referralphone.trim() : '';
      const phone = sent || (code ? LENDERS[code].phone : undefined);
      if (phone)
        contacts.set(app.appType, { appCode: app.appType, lenderName: boardLenderName(app.appType), phone });
    }

    return {
      ...row,
      events: timeline,
      creditChecks,
      applications: apps.map((app) => {
        const code = normaliseAppCode(app.appType) as AppCode | undefined;
        const result = app.result as LenderResult | null;
        const status = !result ? 'deciding' : app.signedFlag === '2' ? 'funded' : determineResult(result);
        return {
          appCode: app.appType,
          lenderName: code ? boardLenderName(code) : app.appType,
          kind: app.kind === 'prequal' ? ('prequal' as const) : ('application' as const),
          status,
          amount: lenderStatus.get(app.appType)?.amount ?? null,
          lenderReference: app.lenderApplicationId,
          createdAt: app.createdAt.toISOString(),
          offerCosts: offerCostsOf(app.result),
        };
      }),
      contacts: [...contacts.values()],
      linkSends: sends,
      lenderSteps: row.lenders.map((lender) => {
        // Signing and funding are recorded as events without a new waterfall step (AFF's own steps): the
        // application's sign status is the newer word on whether it is funded.
        const funded = apps.some((app) => app.appType === lender.appCode && app.signedFlag === '2');
        const status = funded ? 'funded' : lender.status;
        return {
          appCode: lender.appCode,
          lenderName: lender.lenderName,
          outcome: lenderOutcomeText({ status, amount: lender.amount }),
          approvedAmount: ['approved', 'funded', 'prequalified'].includes(status) ? lender.amount : null,
          nextStep: lenderNextStep({ ...lender, status, kind: null, applicationId: null }),
        };
      }),
      affLoan: this.lenders.afterApproval(apps),
      sale:
        sale?.outcome === 'sale-completed' || sale?.outcome === 'customer-left'
          ? {
              outcome: sale.outcome,
              amount: sale.cents === null ? null : sale.cents / 100,
              markedAt: sale.at!.toISOString(),
              markedBy: (sale.by && staffNames.get(sale.by)) || 'staff',
            }
          : null,
    };
  }

  // ------------------------------------------------------------------------------------------ the sale

  /**
   * Marks how the visit ended: the sale completed with its invoice amount, or the customer
   * left. Kept on the journey row for the reports and entered in the timeline, in one transaction; marking
   * again corrects the earlier mark (both stay in the timeline and the audit log).
   */
  async markSale(
    shopKeyId: string,
    consumerId: string,
    staffUserId: string,
    input: MarkSaleRequest,
  ): Promise<void> {
    const cents = input.outcome === 'sale-completed' ? Math.round(input.invoiceAmount * 100) : null;
    await this.db.transaction(async (tx) => {
      const [marked] = await tx
        .update(journeys)
        .set({
          saleOutcome: input.outcome,
          saleAmountCents: cents,
          saleMarkedAt: this.now(),
          saleMarkedBy: staffUserId,
        })
        .where(and(eq(journeys.consumerId, consumerId), eq(journeys.shopKeyId, shopKeyId)))
        .returning({ consumerId: journeys.consumerId });
      if (!marked) throw new AppError('NOT_FOUND');
      await this.journey.record(tx, {
        consumerId,
        shopKeyId,
        actor: 'staff',
        type: input.outcome,
        detail: { staffUserId, ...(cents === null ? {} : { amountCents: cents }) },
      });
    });
  }

  /** The journey's AFF application that has a loan to cancel, and the consumer's mode; 409 when none. */
  async fundingToCancel(
    shopKeyId: string,
    consumerId: string,
  ): Promise<{ applicationId: string; appCode: string; training: boolean }> {
    const rows = await this.db.execute(sql`
      select a.id, a.app_type, c.mode from applications a join consumers c on c.id = a.consumer_id
       where a.consumer_id = ${consumerId} and a.shop_key_id = ${shopKeyId} and a.aff_loan is not null
       order by a.created_at desc limit 1`);
    const [found] = (rows as unknown as { rows: { id: string; app_type: string; mode: string }[] }).rows;
    if (!found) {
      await this.detail(shopKeyId, consumerId);
      throw new AppError('CONFLICT', NOTHING_TO_CANCEL);
    }
    return { applicationId: found.id, appCode: found.app_type, training: found.mode === 'fm-train' };
  }
}

export const NOTHING_TO_CANCEL = 'There is no funding to cancel.';

/** An application as a lender's console part reads it: its state after the decision, never a card's number. */
export interface ConsoleApplication {
  id: string;
  appType: string;
  kind: string;
  status: string;
  result: unknown;
  signedFlag: string;
  affLoan: { amount: number } | null;
  fundType: string | null;
  fundedLast4: string | null;
}

/**
 * What the lenders add to a journey's page (lenders/index.ts builds it from each lender's definition): the
 * shared console names no lender.
 */
export interface LenderConsoleParts {
  /** document_consents names of the lenders' own agreements, shown in the timeline with their text. */
  readonly consentDocuments: ReadonlySet<string>;
  /** The loan after its approval as the shop sees it (lenders §4 AFF steps 2-5), if a lender has one. */
  afterApproval(apps: readonly ConsoleApplication[]): AffLoanView | null;
}

/** A journey event in plain words for the timeline. */
/** By when the decline's notice comes, as the `decided` event recorded it (decisions 191, 265). */
function noticeWhen(notice: unknown): string {
  const { days, fromDays } = (notice ?? {}) as { days?: unknown; fromDays?: unknown };
  const within = typeof days === 'number' ? days : 30;
  return typeof fromDays === 'number'
    ? `by mail or e-mail in ${fromDays} to ${within} days`
    : `by mail or e-mail within ${within} days`;
}

function eventText(
  event: { type: string; actor: string; appCode: string | null; detail: Record<string, unknown> },
  staffNames: Map<string, string>,
): string {
  const lender = event.appCode ? boardLenderName(event.appCode) : '';
  const detail = event.detail;
  switch (event.type) {
    case 'link-sent': {
      const who = typeof detail.staffUserId === 'string' ? staffNames.get(detail.staffUserId) : undefined;
      const again = detail.resend ? 'again ' : '';
      if (who) return `Link texted ${again}by ${who}`;
      return detail.source === 'sms'
        ? 'Link texted back after the customer texted the shop'
        : `Link texted ${again}`.trim();
    }
    case 'link-cancelled': {
      const who = typeof detail.staffUserId === 'string' ? staffNames.get(detail.staffUserId) : undefined;
      return who ? `Link cancelled by ${who}` : 'Link cancelled';
    }
    case 'phone-verified':
      return 'Verified their phone';
    case 'page-saved': {
      const page = String(detail.page ?? '') as keyof typeof PAGE_NAMES;
      return `Saved ${PAGE_NAMES[page] ?? 'a page'}`;
    }
    case 'submitted':
      return detail.kind === 'prequal'
        ? `Asked ${lender} to prequalify (a soft credit check)`
        : `Applied to ${lender} (a hard credit check)`;
    case 'decided': {
      const words = STATUS_WORDS[String(detail.status ?? '')] ?? 'answered';
      const answered = `${lender} answered: ${words}${detail.kind === 'prequal' ? ' (prequalification)' : ''}`;
      // Decision 191: who sends the decline's notice with the reasons, how, and by when.
      return detail.notice
        ? `${answered}; ${lender} sends the notice with the reasons ${noticeWhen(detail.notice)}`
        : answered;
    }
    case 'offer-accepted':
      return `Accepted the ${lender} offer and applied`;
    case 'offer-declined':
      return `Refused the ${lender} offer`;
    case 'automatic-prequal-submitted':
      return `${lender} prequalification sent by itself, as the customer agreed (a soft credit check)`;
    case 'automatic-prequal-skipped':
      return `${lender} prequalification could not be sent by itself; ${lender} was offered instead`;
    case 'finalized': {
      const amount = typeof detail.amount === 'number' ? ` for ${dollars(detail.amount)}` : '';
      return `Finalized the ${lender} loan${amount} and went to sign`;
    }
    case 'signed':
      return `Signed the ${lender} agreement`;
    case 'funded':
      return `Funded by ${lender}`;
    case 'funding-cancelled': {
      const who = typeof detail.staffUserId === 'string' ? staffNames.get(detail.staffUserId) : undefined;
      return who ? `${lender} funding cancelled by ${who}` : `Cancelled the ${lender} funding`;
    }
    case 'sale-completed': {
      const who = typeof detail.staffUserId === 'string' ? staffNames.get(detail.staffUserId) : undefined;
      const amount = typeof detail.amountCents === 'number' ? ` for ${purchaseText(detail.amountCents)}` : '';
      return `Sale completed${amount}${who ? `, marked by ${who}` : ''}`;
    }
    case 'customer-left': {
      const who = typeof detail.staffUserId === 'string' ? staffNames.get(detail.staffUserId) : undefined;
      return `Customer left without buying${who ? `, marked by ${who}` : ''}`;
    }
    default:
      return event.type;
  }
}

/** An application's offer, written out for the journey page (decision 261); null without figures. */
function offerCostsOf(result: unknown): JourneyDetail['applications'][number]['offerCosts'] {
  const terms = offerTermsOf(result);
  return terms ? { rows: offerCostRows(terms), termsUrl: terms.termsUrl } : null;
}
