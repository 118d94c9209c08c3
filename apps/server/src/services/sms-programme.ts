import { LOCALES, type Locale } from '@ttapply/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database, Transaction } from '../db/database.js';
import { smsConsentLog, smsOptOuts } from '../db/schema.js';
import { COMPANY } from '../documents/legal-document.js';
import { AppError } from '../errors/app-error.js';
import { translate } from '../i18n/server-i18n.js';
import type { SmsProvider } from '../partners/sms/index.js';

/**
 * What every message that starts a conversation carries (CTIA): the rates notice, how often we text, and
 * the HELP and STOP keywords (AYUDA and ALTO in Spanish).
 */
export function programmeNotice(locale: Locale): string {
  return translate(locale, 'sms.notice');
}
export const PROGRAMME_NOTICE = programmeNotice('en');

/** The 409 a send to an opted-out number answers, naming the way back in. */
export function optedOutMessage(shortCode: string, locale: Locale = 'en'): string {
  return translate(locale, 'sms.optedOut', { shortCode });
}

export interface ProgrammeReplies {
  help: string;
  stopped: string;
  started: string;
}

/**
 * The texting programme (decision 185): one home for the opt-out list, the consent log and the
 * programme's fixed replies. Every text to a consumer goes through `send`, which refuses an opted-out number;
 * only the STOP confirmation itself is sent to a number that has just opted out.
 */
export class SmsProgramme {
  /** The fixed replies in each language. */
  readonly replies: Readonly<Record<Locale, ProgrammeReplies>>;
  /** The English ones, as registered with the carriers. */
  readonly helpReply: string;
  readonly stopReply: string;
  readonly startReply: string;

  constructor(
    private readonly db: Database,
    private readonly sms: SmsProvider,
    private readonly config: Config,
    private readonly now: () => Date,
  ) {
    // CTIA: HELP names who runs the programme and a contact; the SMS terms name the same address.
    const repliesIn = (locale: Locale): ProgrammeReplies => {
      const notice = programmeNotice(locale);
      return {
        help: translate(locale, 'sms.help', { company: COMPANY.name, email: COMPANY.supportEmail, notice }),
        stopped: translate(locale, 'sms.stopped'),
        started: translate(locale, 'sms.started', { notice }),
      };
    };
    this.replies = Object.fromEntries(LOCALES.map((locale) => [locale, repliesIn(locale)])) as Record<
      Locale,
      ProgrammeReplies
    >;
    this.helpReply = this.replies.en.help;
    this.stopReply = this.replies.en.stopped;
    this.startReply = this.replies.en.started;
  }

  async isOptedOut(phone: string, db: Database | Transaction = this.db): Promise<boolean> {
    const [row] = await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone)).limit(1);
    return row !== undefined;
  }

  /** Sends a text unless the number opted out (409 with the way back in). */
  async send(phone: string, body: string): Promise<void> {
    if (await this.isOptedOut(phone)) {
      throw new AppError('CONFLICT', optedOutMessage(this.config.sms.shortCode));
    }
    await this.sms.send(phone, body);
  }

  /**
   * STOP and its synonyms: on the list, logged with the keyword, and exactly one confirmation (sent although opted
   * out) in the keyword's language.
   */
  async optOut(phone: string, keyword: string, locale: Locale = 'en'): Promise<void> {
    const reply = this.replies[locale].stopped;
    const at = this.now();
    await this.db.transaction(async (tx) => {
      await tx.insert(smsOptOuts).values({ phone, createdAt: at }).onConflictDoNothing();
      await tx.insert(smsConsentLog).values({
        phone,
        action: 'opt-out',
        source: 'keyword',
        via: keyword,
        textShown: reply,
        at,
      });
    });
    await this.sms.send(phone, reply);
  }

  /** START and its synonyms: off the list, logged, and exactly one confirmation in the keyword's language. */
  async optIn(phone: string, keyword: string, locale: Locale = 'en'): Promise<void> {
    const reply = this.replies[locale].started;
    const at = this.now();
    await this.db.transaction(async (tx) => {
      await tx.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
      await tx.insert(smsConsentLog).values({
        phone,
        action: 'opt-in',
        source: 'keyword',
        via: keyword,
        textShown: reply,
        at,
      });
    });
    await this.sms.send(phone, reply);
  }

  /**
   * A consent given on a screen, at a shop's counter or by a keyword that starts a conversation (the person
   * asked for a code, asked the associate to text the link, or texted APPLY or a shop's code): logged with the
   * text shown, so the consent behind each first message can be shown.
   */
  async recordConsent(input: {
    phone: string;
    source: 'screen' | 'staff' | 'keyword';
    via: string;
    textShown: string;
  }) {
    await this.db.insert(smsConsentLog).values({ ...input, action: 'opt-in', at: this.now() });
  }
}
