import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database, Transaction } from '../db/database.js';
import { smsConsentLog, smsOptOuts } from '../db/schema.js';
import { COMPANY } from '../documents/legal-document.js';
import { AppError } from '../errors/app-error.js';
import type { SmsProvider } from '../partners/sms/index.js';

/** Carrier-standard opt-out and opt-in words (CTIA short-code handbook; "OPT OUT" is read as OPTOUT). */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
]);
export const START_WORDS: ReadonlySet<string> = new Set(['START', 'UNSTOP', 'YES']);
export const HELP_WORDS: ReadonlySet<string> = new Set(['HELP', 'INFO']);

/** A texted word as the programme reads it: upper case, spaces removed ("opt out" → OPTOUT). */
export function keywordOf(body: string): string {
  return body.trim().replace(/\s+/g, '').toUpperCase();
}

/**
 * What every message that starts a conversation carries (CTIA): the rates notice, how often we text, and
 * the HELP and STOP keywords.
 */
export const PROGRAMME_NOTICE =
  'Msg & data rates may apply. Msg frequency varies. Reply HELP for help, STOP to opt out.';

/** The 409 a send to an opted-out number answers, naming the way back in. */
export function optedOutMessage(shortCode: string): string {
  return `This number opted out of texts from Text To Apply. To get texts again, text START to ${shortCode} from that phone, then try again.`;
}

/**
 * The texting programme (decision 185): one home for the opt-out list, the consent log and the
 * programme's fixed replies. Every text to a consumer goes through `send`, which refuses an opted-out number;
 * only the STOP confirmation itself is sent to a number that has just opted out.
 */
export class SmsProgramme {
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
    this.helpReply =
      `Text To Apply: financing applications at your auto or tire shop, run by ${COMPANY.name}. ` +
      `Help: ${COMPANY.supportEmail}. ${PROGRAMME_NOTICE}`;
    this.stopReply =
      'Text To Apply: you are unsubscribed and will get no more texts from us. Reply START to opt back in.';
    this.startReply = `Text To Apply: you are opted back in. ${PROGRAMME_NOTICE}`;
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

  /** STOP and its synonyms: on the list, logged, and exactly one confirmation (sent although opted out). */
  async optOut(phone: string, keyword: string): Promise<void> {
    const at = this.now();
    await this.db.transaction(async (tx) => {
      await tx.insert(smsOptOuts).values({ phone, createdAt: at }).onConflictDoNothing();
      await tx.insert(smsConsentLog).values({
        phone,
        action: 'opt-out',
        source: 'keyword',
        via: keyword,
        textShown: this.stopReply,
        at,
      });
    });
    await this.sms.send(phone, this.stopReply);
  }

  /** START and UNSTOP: off the list, logged, and exactly one confirmation. */
  async optIn(phone: string, keyword: string): Promise<void> {
    const at = this.now();
    await this.db.transaction(async (tx) => {
      await tx.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
      await tx.insert(smsConsentLog).values({
        phone,
        action: 'opt-in',
        source: 'keyword',
        via: keyword,
        textShown: this.startReply,
        at,
      });
    });
    await this.sms.send(phone, this.startReply);
  }

  /**
   * A consent given on a screen or at a shop's counter (the person asked for a code, or asked the associate
   * to text the link): logged with the text shown, so the consent behind each first message can be shown.
   */
  async recordConsent(input: { phone: string; source: 'screen' | 'staff'; via: string; textShown: string }) {
    await this.db.insert(smsConsentLog).values({ ...input, action: 'opt-in', at: this.now() });
  }
}
