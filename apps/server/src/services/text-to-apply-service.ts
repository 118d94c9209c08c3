import { readTextedRequest, withLang, type Locale } from '@ttapply/domain';
import type { JourneyService } from '../journey/journey-service.js';
import { and, count, eq, gt, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { underKeyLocks } from '../db/key-locks.js';
import { organisationLocations, shops, smsInbound, type ShopRow } from '../db/schema.js';
import { translate } from '../i18n/server-i18n.js';
import type { ConsumerService } from './consumer-service.js';
import { programmeNotice, type SmsProgramme } from './sms-programme.js';

export const SMS_HOW_TO = translate('en', 'sms.howTo');

export type InboundOutcome =
  | 'link-sent'
  | 'shop-search-sent'
  | 'help-sent'
  | 'how-to-sent'
  | 'opted-out'
  | 'opted-in'
  | 'ignored-opted-out'
  | 'ignored-rate-limited'
  | 'ignored-bad-number';

/** A US number as 10 digits from Twilio's E.164 `From` (+1NXXNXXXXXX), or undefined for anything else. */
export function usPhoneDigits(from: string): string | undefined {
  const digits = from.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(ten) ? ten : undefined;
}

/**
 * Text to apply (docs/decisions/021): a person texts APPLY, a shop's keyword or a shop's six-digit Apply Code
 * to our number and is texted back a link to start. Replies go through the SMS provider (the local outbox in
 * development), and the webhook itself answers with empty TwiML, so one path sends every text we send.
 *
 * In Spanish (decision 232): SOLICITAR alone is APPLY, and SOLICITAR followed by a shop's keyword or Apply Code
 * is that shop's link; each is answered in Spanish, and the link carries `?lang=es` so the page opens in
 * Spanish. A keyword or code texted alone says nothing of the language and is answered in English.
 */
export class TextToApplyService {
  constructor(
    private readonly db: Database,
    private readonly programme: SmsProgramme,
    private readonly consumers: ConsumerService,
    private readonly config: Config,
    private readonly now: () => Date,
    private readonly journey: JourneyService,
  ) {}

  async handleInbound(from: string, body: string): Promise<InboundOutcome> {
    const phone = usPhoneDigits(from);
    if (!phone) return 'ignored-bad-number';
    // The keyword rules are the domain's (decision 273): an opt-out word anywhere, the others first.
    const request = readTextedRequest(body);
    const now = this.now();

    // Opt-out and opt-in are honoured whatever the rate, each with exactly one confirmation of ours: on a
    // standalone short code the carrier sends none (decision 185).
    if (request.action === 'stop') {
      await this.programme.optOut(phone, request.keyword, request.locale);
      return 'opted-out';
    }
    if (request.action === 'start') {
      await this.programme.optIn(phone, request.keyword, request.locale);
      return 'opted-in';
    }
    if (await this.programme.isOptedOut(phone)) return 'ignored-opted-out';

    const hourAgo = new Date(now.getTime() - 3_600_000);
    // Count and record as one step per phone (docs/decisions/035): a burst of texts from one phone, answered
    // by any number of server instances, gets at most SMS_INBOUND_PER_PHONE_PER_HOUR answers.
    const recent = await underKeyLocks(this.db, [`sms-inbound:${phone}`], async (tx) => {
      const [row] = await tx
        .select({ n: count() })
        .from(smsInbound)
        .where(and(eq(smsInbound.phone, phone), gt(smsInbound.createdAt, hourAgo)));
      await tx.insert(smsInbound).values({ phone, createdAt: now });
      // Only the last hour counts, so older rows of this phone go (the table stays small).
      await tx.delete(smsInbound).where(and(eq(smsInbound.phone, phone), lt(smsInbound.createdAt, hourAgo)));
      return row?.n ?? 0;
    });
    if (recent >= this.config.smsInboundPerPhonePerHour) return 'ignored-rate-limited';

    if (request.action === 'help') {
      await this.programme.send(phone, this.programme.replies[request.locale].help);
      return 'help-sent';
    }
    const locale: Locale = request.action === 'apply' ? request.locale : 'en';
    const notice = programmeNotice(locale);
    if (request.action === 'apply' && request.shop === undefined) {
      const url = withLang(`${this.config.publicBaseUrl}/shop-search`, locale);
      const reply = translate(locale, 'sms.shopSearch', { url, notice });
      await this.programme.send(phone, reply);
      await this.startedBy(phone, request.keyword, reply);
      return 'shop-search-sent';
    }
    // An Apply Code may come spaced ("100 001"); a keyword is found without its spaces too (byKeyword).
    const code = (request.shop ?? '').replace(/ /g, '');
    const byCode = /^\d{6}$/.test(code);
    const shop = byCode ? code : (request.shop ?? '');
    const matches = byCode ? await this.byApplyCode(code) : await this.byKeyword(shop);
    const [only] = matches;
    if (!only) {
      await this.programme.send(phone, translate(locale, 'sms.howTo'));
      return 'how-to-sent';
    }
    // One shop: the link opens its application. Several shops share a company keyword: the link opens shop
    // search narrowed to that company (the consumer carries the keyword, the link no shop).
    const single = matches.length === 1;
    const consumer = await this.consumers.create({
      shopKeyId: single ? only.keyId : null,
      keyword: byCode ? undefined : (only.keyword ?? undefined),
      submissionSource: 'sms',
      sendText: '1',
      locale,
      sentTo: phone,
    });
    if (single) {
      await this.journey.recordNow({
        consumerId: consumer.t2AConsumerKeyId,
        shopKeyId: only.keyId,
        actor: 'system',
        type: 'link-sent',
        detail: { source: 'sms' },
      });
    }
    const link = withLang(`${this.config.publicBaseUrl}/go/${consumer.linkCode ?? ''}`, locale);
    const reply = translate(locale, 'sms.link', {
      sender: single ? only.name : only.companyName,
      link,
      hours: this.config.linkCodeTtlHours,
      notice,
    });
    await this.programme.send(phone, reply);
    await this.startedBy(phone, request.action === 'apply' ? `${request.keyword} ${shop}` : shop, reply);
    return 'link-sent';
  }

  /**
   * The keyword that started a conversation is the person's consent to it (CTIA, TCPA): logged as they texted
   * it (APPLY, SOLICITAR and the shop, an Apply Code, a shop's keyword) with the reply they were sent.
   */
  private startedBy(phone: string, keyword: string, reply: string): Promise<void> {
    return this.programme.recordConsent({ phone, source: 'keyword', via: keyword, textShown: reply });
  }

  /**
   * A location an operator deactivated answers no texted code or keyword, as its links answer 410 and it left
   * search (decision 281): the texter gets the reply for a code we do not know.
   */
  private active() {
    return notExists(
      this.db
        .select({ one: sql`1` })
        .from(organisationLocations)
        .where(
          and(
            eq(organisationLocations.shopKeyId, shops.keyId),
            isNotNull(organisationLocations.deactivatedAt),
          ),
        ),
    );
  }

  private async byApplyCode(code: string): Promise<ShopRow[]> {
    return this.db
      .select()
      .from(shops)
      .where(and(eq(shops.applyCode, code), this.active()))
      .limit(1);
  }

  /** Keywords are one word; 'Tire Pros' typed with a space still finds TIREPROS. */
  private async byKeyword(text: string): Promise<ShopRow[]> {
    const word = text.replace(/[\s-]/g, '');
    if (!/^[A-Z0-9]{2,30}$/.test(word)) return [];
    return this.db
      .select()
      .from(shops)
      .where(and(sql`upper(${shops.keyword}) = ${word}`, this.active()))
      .limit(2);
  }
}
