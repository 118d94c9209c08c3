import { withLang, type Locale } from '@ttapply/domain';
import type { LinkSendView } from '@ttapply/domain/console';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, gte, min, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { consumers, linkCodes, shops, staffLinkSends, staffLinkTexts, staffUsers } from '../db/schema.js';
import { underKeyLocks } from '../db/key-locks.js';
import { AppError } from '../errors/app-error.js';
import type { JourneyService } from '../journey/journey-service.js';
import { translate } from '../i18n/server-i18n.js';
import type { ConsumerService } from '../services/consumer-service.js';
import { optedOutMessage, programmeNotice, type SmsProgramme } from '../services/sms-programme.js';
import { usPhoneDigits } from '../services/text-to-apply-service.js';
import { startOfShopDay } from '../shop-day.js';

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

/**
 * The links a location texts to its customers (decision 165): send, re-send and cancel, each counted against
 * the caps of decision 274, and the sends listed for the board and a journey's page.
 */
export class LinkSends {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly consumers: ConsumerService,
    private readonly journey: JourneyService,
    private readonly programme: SmsProgramme,
    private readonly now: () => Date,
  ) {}

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
      /** The shop system's reference when its partner API call sends the link (JourneyEvent.shopReference). */
      shopReference?: string | undefined;
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
      shopReference: input.shopReference,
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
}
