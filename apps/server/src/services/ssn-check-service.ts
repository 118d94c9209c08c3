import { MESSAGES, parseDate } from '@ttapply/domain';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { applications, consumers } from '../db/schema.js';
import { AppError, errorText } from '../errors/app-error.js';
import type { FieldEncryption } from '../security/field-encryption.js';
import { hexEquals } from '../security/hmac.js';
import type { DraftService } from './draft-service.js';
import type { SessionClaims } from './session-tokens.js';
import { ERROR_MESSAGES_EN } from '../i18n/en/error-messages.js';
import { translate } from '../i18n/server-i18n.js';

export const SSN_INVALID_MESSAGE = MESSAGES.ssnGatheredInvalid;
export const DOB_INVALID_MESSAGE = ERROR_MESSAGES_EN['ssn.dobMismatch'];
/** Wrong SSN entries after which the check refuses every entry for that consumer, for a while. */
export const MAX_SSN_CHECK_FAILURES = 5;
/** How long the check stays locked, counted from the first wrong entry of the run (like the OTP's hour). */
export const SSN_CHECK_LOCK_MINUTES = 15;
export const SSN_CHECK_LOCKED_MESSAGE = translate('en', 'ssn.tooManyTries', {
  minutes: SSN_CHECK_LOCK_MINUTES,
});
/** The test SSNs accepted when a training consumer re-verifies (spec §5 "two test values pass in demo"). */
const TRAINING_SSNS = ['111111111', '333333333'];

/**
 * A returning consumer proves the SSN of their latest application, or of their saved draft when nothing was
 * submitted (spec §5 "SSN verification"). The spec's browser compared an unsalted SHA-256 of the SSN; here
 * the SSN goes to the server and is compared with the keyed HMAC in constant time. Each entry first claims
 * one of the consumer's MAX_SSN_CHECK_FAILURES attempts with one conditional update, and only a claimed entry
 * is compared: a burst of re-checks, on any number of server instances, gets at most that many comparisons
 * (docs/decisions/035). A right SSN gives the attempts back.
 */
export class SsnCheckService {
  constructor(
    private readonly db: Database,
    private readonly encryption: FieldEncryption,
    private readonly drafts: Pick<DraftService, 'savedSsn' | 'savedDob' | 'clearUnprovable'>,
    private readonly now: () => Date,
  ) {}

  /** Whether a returning visit must confirm an SSN first: one is on an application or in the saved draft. */
  async hasSsnOnFile(consumerId: string): Promise<boolean> {
    return (await this.ssnHmacOnFile(consumerId)) !== undefined;
  }

  /**
   * The keyed HMAC of the SSN a returning consumer must confirm: their latest application's, else the one
   * their saved draft holds (docs/decisions/025 addendum: a draft with an SSN opens only after the same
   * check).
   */
  private async ssnHmacOnFile(consumerId: string): Promise<string | undefined> {
    const [latest] = await this.db
      .select({ ssnHmac: applications.ssnHmac })
      .from(applications)
      .where(and(eq(applications.consumerId, consumerId), sql`${applications.ssnHmac} is not null`))
      .orderBy(desc(applications.createdAt))
      .limit(1);
    if (latest?.ssnHmac) return latest.ssnHmac;
    const drafted = await this.drafts.savedSsn(consumerId);
    return drafted ? this.encryption.lookupHmac(drafted) : undefined;
  }

  async verify(session: SessionClaims, ssn: string): Promise<{ verified: true }> {
    const consumerId = session.consumerId;
    await this.claimAttempt(consumerId);
    if (session.mode === 'fm-train' && TRAINING_SSNS.includes(ssn)) return this.passed(consumerId);
    const onFile = await this.ssnHmacOnFile(consumerId);
    if (!onFile) return this.nothingOnFile(consumerId);
    if (hexEquals(this.encryption.lookupHmac(ssn), onFile)) return this.passed(consumerId);
    throw new AppError('VERIFICATION_FAILED', SSN_INVALID_MESSAGE);
  }

  /**
   * Claims one of the consumer's identity-check attempts (SSN or date of birth) with one conditional update, or
   * refuses when they are used up. The lock lasts SSN_CHECK_LOCK_MINUTES from the run's first wrong entry, then
   * a new run starts, so a forgetful owner is kept out for a while, not for good.
   */
  private async claimAttempt(consumerId: string): Promise<void> {
    const windowEnded = sql`${consumers.ssnCheckWindowStartedAt} is null or ${consumers.ssnCheckWindowStartedAt} <= ${new Date(this.now().getTime() - SSN_CHECK_LOCK_MINUTES * 60_000)}`;
    const [claimed] = await this.db
      .update(consumers)
      .set({
        ssnCheckFailures: sql`case when ${windowEnded} then 1 else ${consumers.ssnCheckFailures} + 1 end`,
        ssnCheckWindowStartedAt: sql`case when ${windowEnded} then ${this.now()} else ${consumers.ssnCheckWindowStartedAt} end`,
      })
      .where(
        and(
          eq(consumers.id, consumerId),
          or(lt(consumers.ssnCheckFailures, MAX_SSN_CHECK_FAILURES), windowEnded),
        ),
      )
      .returning({ id: consumers.id });
    if (!claimed) {
      const [exists] = await this.db
        .select({ id: consumers.id })
        .from(consumers)
        .where(eq(consumers.id, consumerId));
      if (!exists) throw new AppError('UNAUTHORIZED');
      throw new AppError(
        'TOO_MANY_REQUESTS',
        errorText('ssn.tooManyTries', { minutes: SSN_CHECK_LOCK_MINUTES }),
      );
    }
  }

  /**
   * Which check a returning visit takes before the saved answers open (decision 194): the SSN when one is on file
   * (an application's or the draft's), else the date of birth when the draft holds one; else none. A draft with
   * personal answers but neither (a half-typed About You) has nothing its owner could prove: those answers are
   * cleared (the phone and the policy agreement stay), so a second verification of the phone reads nothing.
   */
  async identityCheckOf(consumerId: string): Promise<'ssn' | 'dob' | undefined> {
    if (await this.hasSsnOnFile(consumerId)) return 'ssn';
    if (await this.drafts.savedDob(consumerId)) return 'dob';
    await this.drafts.clearUnprovable(consumerId);
    return undefined;
  }

  /** Nothing to compare with: the claimed attempt is given back (not an entry against the consumer's attempts). */
  private async nothingOnFile(consumerId: string): Promise<never> {
    await this.db
      .update(consumers)
      .set({ ssnCheckFailures: sql`greatest(${consumers.ssnCheckFailures} - 1, 0)` })
      .where(eq(consumers.id, consumerId));
    throw new AppError('NOT_FOUND');
  }

  /** The date of birth check (decision 194): the draft's DOB, with the same attempts and lock as the SSN's. */
  async verifyDob(session: SessionClaims, dob: string): Promise<{ verified: true }> {
    const consumerId = session.consumerId;
    await this.claimAttempt(consumerId);
    const onFile = await this.drafts.savedDob(consumerId);
    if (!onFile) return this.nothingOnFile(consumerId);
    const typed = parseDate(dob);
    const saved = parseDate(onFile);
    const same =
      typed !== undefined &&
      saved !== undefined &&
      typed.year === saved.year &&
      typed.month === saved.month &&
      typed.day === saved.day;
    if (same) return this.passed(consumerId);
    throw new AppError('VERIFICATION_FAILED', errorText('ssn.dobMismatch'));
  }

  private async passed(consumerId: string): Promise<{ verified: true }> {
    await this.db
      .update(consumers)
      .set({ ssnCheckFailures: 0, ssnCheckWindowStartedAt: null })
      .where(eq(consumers.id, consumerId));
    return { verified: true };
  }
}
