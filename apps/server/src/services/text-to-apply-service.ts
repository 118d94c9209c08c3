import type { JourneyService } from '../journey/journey-service.js';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { underKeyLocks } from '../db/key-locks.js';
import { shops, smsInbound, type ShopRow } from '../db/schema.js';
import type { ConsumerService } from './consumer-service.js';
import {
  HELP_WORDS,
  keywordOf,
  PROGRAMME_NOTICE,
  START_WORDS,
  STOP_WORDS,
  type SmsProgramme,
} from './sms-programme.js';

export const SMS_HOW_TO =
  "Text To Apply: text APPLY, your shop's keyword or its six-digit Apply Code to start. Reply HELP for help, STOP to opt out.";

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
    const text = body.trim().replace(/\s+/g, ' ');
    const word = text.toUpperCase();
    const keyword = keywordOf(text);
    const now = this.now();

    // Opt-out and opt-in are honoured whatever the rate, each with exactly one confirmation of ours: on a
    // standalone short code the carrier sends none (decision 185).
    if (STOP_WORDS.has(keyword)) {
      await this.programme.optOut(phone, keyword);
      return 'opted-out';
    }
    if (START_WORDS.has(keyword)) {
      await this.programme.optIn(phone, keyword);
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

    if (HELP_WORDS.has(keyword)) {
      await this.programme.send(phone, this.programme.helpReply);
      return 'help-sent';
    }
    if (word === 'APPLY') {
      await this.programme.send(
        phone,
        `Text To Apply: find your shop and start your financing application at ${this.config.publicBaseUrl}/shop-search . ${PROGRAMME_NOTICE}`,
      );
      return 'shop-search-sent';
    }
    const matches = /^\d{6}$/.test(word) ? await this.byApplyCode(word) : await this.byKeyword(word);
    const [only] = matches;
    if (!only) {
      await this.programme.send(phone, SMS_HOW_TO);
      return 'how-to-sent';
    }
    // One shop: the link opens its application. Several shops share a company keyword: the link opens shop
    // search narrowed to that company (the consumer carries the keyword, the link no shop).
    const single = matches.length === 1;
    const consumer = await this.consumers.create({
      shopKeyId: single ? only.keyId : null,
      keyword: /^\d{6}$/.test(word) ? undefined : (only.keyword ?? undefined),
      submissionSource: 'sms',
      sendText: '1',
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
    const link = `${this.config.publicBaseUrl}/go/${consumer.linkCode ?? ''}`;
    const who = single ? only.name : only.companyName;
    const hours = this.config.linkCodeTtlHours;
    await this.programme.send(
      phone,
      `${who}: start your financing application at ${link} . The link works for ${hours} hours. ${PROGRAMME_NOTICE}`,
    );
    return 'link-sent';
  }

  private async byApplyCode(code: string): Promise<ShopRow[]> {
    return this.db.select().from(shops).where(eq(shops.applyCode, code)).limit(1);
  }

  /** Keywords are one word; 'Tire Pros' typed with a space still finds TIREPROS. */
  private async byKeyword(text: string): Promise<ShopRow[]> {
    const word = text.replace(/[\s-]/g, '');
    if (!/^[A-Z0-9]{2,30}$/.test(word)) return [];
    return this.db
      .select()
      .from(shops)
      .where(sql`upper(${shops.keyword}) = ${word}`)
      .limit(2);
  }
}
