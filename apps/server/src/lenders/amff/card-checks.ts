import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { affCardChecks } from '../../db/schema.js';
import { AppError, errorText } from '../../errors/app-error.js';
import type { FieldEncryption } from '../../security/field-encryption.js';
import { ERROR_MESSAGES_EN } from '../../i18n/en/error-messages.js';

/** The answer to an AFF application whose card was not the one AFF last passed (decision 090). */
export const CARD_NOT_CHECKED_MESSAGE = ERROR_MESSAGES_EN['amff.cardNotChecked'];

/** What AFF's card check was asked about, in one spelling for the check and the application. */
export interface CheckedCard {
  number: string;
  /** MMYY, as the card check sends it (lenders §3 "Expiry is a two-digit month plus the last two digits of the year"). */
  exp: string;
  zip: string;
}

const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/** The card of a card-check request (lenders §3 "Card validation payload"). */
export function cardOfCheck(input: { q: string; exp: string; zipcode: string }): CheckedCard {
  return { number: digits(input.q), exp: digits(input.exp), zip: digits(input.zipcode) };
}

/** The card of an AFF application's appData, spelt as the Account Information page sent it to the check. */
export function cardOfAppData(appData: Readonly<Record<string, string | undefined>>): CheckedCard {
  const month = digits(appData.CC_EXP_MONTH).padStart(2, '0');
  return {
    number: digits(appData.CC_NUMBER),
    exp: `${month}${digits(appData.CC_EXP_YEAR).slice(-2)}`,
    zip: digits(appData.BILLING_ZIP),
  };
}

/**
 * Lenders §4 "Card validation (AFF)": the card is checked on Next of 'Account Information', and only there. The
 * server keeps a keyed hash of the last card AFF passed for the page's app request id, and an AFF application
 * must carry that card: a card edited afterwards, or never checked, is refused with a 422 before anything is
 * stored or sent (decision 090). The CVV is not part of the hash: it may not be kept in any form (PCI DSS 3.3).
 */
export class AffCardChecks {
  constructor(
    private readonly db: Database,
    private readonly encryption: FieldEncryption,
    private readonly now: () => Date,
  ) {}

  private fingerprint(consumerId: string, appRequestId: string, card: CheckedCard): string {
    return this.encryption.lookupHmac(
      ['aff-card-check', consumerId, appRequestId, card.number, card.exp, card.zip].join('|'),
    );
  }

  /** Records AFF's answer: a pass replaces the last one; a failure forgets it, so only a passing card counts. */
  async record(
    consumerId: string,
    appRequestId: string | undefined,
    card: CheckedCard,
    passed: boolean,
  ): Promise<void> {
    if (!appRequestId) return;
    const key = and(eq(affCardChecks.consumerId, consumerId), eq(affCardChecks.appRequestId, appRequestId));
    if (!passed) {
      await this.db.delete(affCardChecks).where(key);
      return;
    }
    const cardHmac = this.fingerprint(consumerId, appRequestId, card);
    const checkedAt = this.now();
    await this.db
      .insert(affCardChecks)
      .values({ consumerId, appRequestId, cardHmac, checkedAt })
      .onConflictDoUpdate({
        target: [affCardChecks.consumerId, affCardChecks.appRequestId],
        set: { cardHmac, checkedAt },
      });
  }

  /** 422 unless this application's card is the one AFF last passed for its app request id. */
  async requireChecked(
    consumerId: string,
    appData: Readonly<Record<string, string | undefined>>,
  ): Promise<void> {
    const appRequestId = appData.APP_REQUEST_ID ?? '';
    const [last] = appRequestId
      ? await this.db
          .select({ cardHmac: affCardChecks.cardHmac })
          .from(affCardChecks)
          .where(and(eq(affCardChecks.consumerId, consumerId), eq(affCardChecks.appRequestId, appRequestId)))
          .limit(1)
      : [];
    if (last?.cardHmac === this.fingerprint(consumerId, appRequestId, cardOfAppData(appData))) return;
    throw new AppError('UNPROCESSABLE', errorText('amff.cardNotChecked'), {
      fields: { 'appData.CC_NUMBER': errorText('amff.cardNotChecked') },
    });
  }
}
