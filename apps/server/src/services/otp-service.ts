import { MESSAGES, SMS_VERIFY_CONSENTS, type Locale } from '@ttapply/domain';
import { randomInt, randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { consumers, linkCodes, otpChallenges } from '../db/schema.js';
import { underKeyLocks } from '../db/key-locks.js';
import { AppError, errorText } from '../errors/app-error.js';
import { translate } from '../i18n/server-i18n.js';
import { hexEquals, hmacHex } from '../security/hmac.js';
import type { Mode } from './session-tokens.js';
import { optedOutMessage, programmeNotice, type SmsProgramme } from './sms-programme.js';
import { ERROR_MESSAGES_EN } from '../i18n/en/error-messages.js';

export const INVALID_CODE_MESSAGE = MESSAGES.verificationFailed;
export const EXPIRED_CODE_MESSAGE = ERROR_MESSAGES_EN['verification.codeExpired'];

export interface VerifiedChallenge {
  phone: string;
  mode: Mode;
  linkCode: string | null;
  shopKeyId: string | null;
  /** The language the code was asked in, when the request said. */
  locale: Locale | null;
}

/** Where a consumer came from when a text carried their link (consumers.submission_source). */
const TEXTED_SOURCES = ['sms', 'staff'];

/**
 * One-time codes held to the GUIDE's security figures: 6 digits from a CSPRNG, 10 minutes, single use, at most
 * 5 wrong checks per code and 5 sends per phone per hour plus a per-IP cap; only an HMAC of the code is kept and
 * it is compared in constant time. Each limit is counted and written in the database as one step per key (a
 * lock per phone and IP, a conditional update per code), so it holds across restarts, bursts and instances.
 */
export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly programme: SmsProgramme,
    private readonly config: Config,
    private readonly now: () => Date,
  ) {}

  /**
   * The link code when it was texted to a person (by our short code or a shop's staff) and is still live; else
   * undefined. Links a browser can make for itself (shop search) and the shared test keys never count: only a
   * link that took a text to make is not something one address can multiply.
   */
  private async textedLiveLinkCode(code: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .select({ code: linkCodes.code })
      .from(linkCodes)
      .innerJoin(consumers, eq(consumers.id, linkCodes.consumerId))
      .where(
        and(
          eq(linkCodes.code, code),
          isNotNull(linkCodes.expiresAt),
          gt(linkCodes.expiresAt, now),
          inArray(consumers.submissionSource, TEXTED_SOURCES),
        ),
      )
      .limit(1);
    return row?.code;
  }

  private codeHmac(challengeId: string, code: string): string {
    return hmacHex(this.config.otpSecret, `${challengeId}:${code}`);
  }

  async send(input: {
    phone: string;
    ip: string;
    mode: Mode;
    linkCode?: string | undefined;
    shopKeyId?: string | undefined;
    /**
     * The language of the screen that asked (decision 232): the code is texted in it, the refusals the screen
     * shows are written in it, and the consumer remembers it once verified. English when not said.
     */
    locale?: Locale | undefined;
  }): Promise<{ verificationHash: string }> {
    const locale = input.locale ?? 'en';
    const now = this.now();
    const hourAgo = new Date(now.getTime() - 3600_000);
    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const verificationHash = hmacHex(this.config.otpSecret, `challenge:${id}`);
    // Count and write as one step per phone and per IP (docs/decisions/035): a burst of sends, on any number
    // of server instances, waits on the same two locks, so the fifth send of the hour is the last one for
    // that phone. Training sends text nobody and are counted in their own bucket: a shop's trainers share one
    // address and must not use up the per-IP allowance of the real applicants at that shop (training never
    // counts toward a real consumer's limits, docs/decisions/080).
    const sameMode = eq(otpChallenges.mode, input.mode);
    // An opted-out number gets no code (CTIA: nothing is texted after STOP but its confirmation); the page says
    // how to opt back in. Training texts nobody, so it is not refused.
    if (input.mode !== 'fm-train' && (await this.programme.isOptedOut(input.phone))) {
      throw new AppError('CONFLICT', optedOutMessage(this.config.sms.shortCode, locale));
    }
    // A shop's customers share the shop's Wi-Fi, one address (decision 187): a send that carries a live link
    // code texted to a person (our short code's reply, a shop's send) counts against that link code instead of
    // the address. Such a link is unguessable, belongs to one consumer and took a text to make, so it cannot be
    // multiplied the way requests from one address can.
    const link = input.linkCode ? await this.textedLiveLinkCode(input.linkCode, now) : undefined;
    const second = link ? `link:${link}` : `ip:${input.ip}`;
    const keys = [`otp-send:${input.mode}:phone:${input.phone}`, `otp-send:${input.mode}:${second}`];
    await underKeyLocks(this.db, keys, async (tx) => {
      const [byPhone] = await tx
        .select({ n: count() })
        .from(otpChallenges)
        .where(
          and(eq(otpChallenges.phoneMobile, input.phone), gt(otpChallenges.createdAt, hourAgo), sameMode),
        );
      if ((byPhone?.n ?? 0) >= this.config.otp.sendsPerPhonePerHour) {
        throw new AppError('TOO_MANY_REQUESTS', translate(locale, 'otp.phoneLimit'));
      }
      if (link) {
        const [byLink] = await tx
          .select({ n: count() })
          .from(otpChallenges)
          .where(and(eq(otpChallenges.linkCode, link), gt(otpChallenges.createdAt, hourAgo), sameMode));
        if ((byLink?.n ?? 0) >= this.config.otp.sendsPerPhonePerHour) {
          throw new AppError('TOO_MANY_REQUESTS', translate(locale, 'otp.phoneLimit'));
        }
      } else {
        const [byIp] = await tx
          .select({ n: count() })
          .from(otpChallenges)
          .where(and(eq(otpChallenges.ip, input.ip), gt(otpChallenges.createdAt, hourAgo), sameMode));
        if ((byIp?.n ?? 0) >= this.config.otp.sendsPerIpPerHour) {
          throw new AppError('TOO_MANY_REQUESTS', translate(locale, 'otp.ipLimit'));
        }
      }
      // A new code invalidates the previous one (spec §8 "New Access Code").
      await tx
        .update(otpChallenges)
        .set({ closedAt: now })
        .where(and(eq(otpChallenges.phoneMobile, input.phone), isNull(otpChallenges.closedAt)));
      await tx.insert(otpChallenges).values({
        id,
        lookupHash: verificationHash,
        codeHmac: this.codeHmac(id, code),
        phoneMobile: input.phone,
        ip: input.ip,
        mode: input.mode,
        linkCode: input.linkCode ?? null,
        shopKeyId: input.shopKeyId ?? null,
        locale: input.locale ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + this.config.otp.ttlSeconds * 1000),
      });
    });
    // Training mode accepts the fixed demo code and texts nobody (spec §6, lenders §4).
    if (input.mode !== 'fm-train') {
      const minutes = Math.round(this.config.otp.ttlSeconds / 60);
      try {
        await this.programme.recordConsent({
          phone: input.phone,
          source: 'screen',
          via: 'verify-your-device',
          textShown: SMS_VERIFY_CONSENTS[locale],
        });
        await this.programme.send(
          input.phone,
          translate(locale, 'otp.code', { code, minutes, notice: programmeNotice(locale) }),
        );
      } catch (error) {
        await this.db.update(otpChallenges).set({ closedAt: now }).where(eq(otpChallenges.id, id));
        throw new AppError('PARTNER_UNAVAILABLE', translate(locale, 'otp.sendFailed'), { cause: error });
      }
    }
    return { verificationHash };
  }

  async verify(input: {
    /** Undefined for a code sent to a texted link's number, which the browser does not know in full. */
    phone: string | undefined;
    code: string;
    verificationHash: string;
    mode: Mode;
  }): Promise<VerifiedChallenge> {
    const now = this.now();
    const [challenge] = await this.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.lookupHash, input.verificationHash.toLowerCase()))
      .limit(1);

    // The fixed demo code works only in training mode, never in apply mode (spec §6).
    // A code sent to a texted link's number is checked against that number.
    const phone = input.phone ?? (challenge?.linkCode ? challenge.phoneMobile : undefined);
    if (phone === undefined) throw new AppError('VERIFICATION_FAILED', INVALID_CODE_MESSAGE);
    if (input.mode === 'fm-train' && input.code === this.config.trainingDemoCode) {
      if (challenge && challenge.phoneMobile !== phone)
        throw new AppError('VERIFICATION_FAILED', INVALID_CODE_MESSAGE);
      if (challenge)
        await this.db.update(otpChallenges).set({ closedAt: now }).where(eq(otpChallenges.id, challenge.id));
      return {
        phone,
        mode: 'fm-train',
        linkCode: challenge?.linkCode ?? null,
        shopKeyId: challenge?.shopKeyId ?? null,
        locale: challenge?.locale ?? null,
      };
    }

    if (!challenge || challenge.closedAt || challenge.failedAttempts >= this.config.otp.maxAttempts) {
      throw new AppError('VERIFICATION_FAILED', INVALID_CODE_MESSAGE);
    }
    if (challenge.expiresAt.getTime() <= now.getTime()) {
      throw new AppError('VERIFICATION_FAILED', errorText('verification.codeExpired'));
    }
    // Claim one of the code's attempts before comparing, in one conditional statement: of any number of
    // concurrent guesses, on any number of instances, only OTP_MAX_ATTEMPTS are ever compared
    // (docs/decisions/035).
    const [claimed] = await this.db
      .update(otpChallenges)
      .set({ failedAttempts: sql`${otpChallenges.failedAttempts} + 1` })
      .where(
        and(
          eq(otpChallenges.id, challenge.id),
          isNull(otpChallenges.closedAt),
          lt(otpChallenges.failedAttempts, this.config.otp.maxAttempts),
        ),
      )
      .returning({ id: otpChallenges.id });
    if (!claimed) throw new AppError('VERIFICATION_FAILED', INVALID_CODE_MESSAGE);
    const expected = this.codeHmac(challenge.id, input.code);
    const matches = hexEquals(expected, challenge.codeHmac) && challenge.phoneMobile === phone;
    if (!matches) throw new AppError('VERIFICATION_FAILED', INVALID_CODE_MESSAGE);
    // Close atomically: of two concurrent right answers only one gets the row back (single use). The claimed
    // attempt was not a failure, so the count goes back.
    const [closed] = await this.db
      .update(otpChallenges)
      .set({ closedAt: now, failedAttempts: sql`${otpChallenges.failedAttempts} - 1` })
      .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.closedAt)))
      .returning({ id: otpChallenges.id });
    if (!closed) throw new AppError('VERIFICATION_FAILED', INVALID_CODE_MESSAGE);
    return {
      phone: challenge.phoneMobile,
      mode: challenge.mode === 'fm-train' ? 'fm-train' : 'apply',
      linkCode: challenge.linkCode,
      shopKeyId: challenge.shopKeyId,
      locale: challenge.locale,
    };
  }
}
