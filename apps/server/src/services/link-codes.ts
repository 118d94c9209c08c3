import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  linkCodes,
  organisationLocations,
  staffLinkSends,
  staffUsers,
  type LinkCodeRow,
} from '../db/schema.js';
import { AppError, errorText } from '../errors/app-error.js';
import { ERROR_MESSAGES_EN } from '../i18n/en/error-messages.js';

export const LINK_CODE_UNKNOWN = ERROR_MESSAGES_EN['link.invalid'];
export const LINK_CODE_EXPIRED = ERROR_MESSAGES_EN['link.expired'];
/** A link of a location or an associate a platform operator deactivated (decision 281). */
export const LINK_CODE_DEACTIVATED = ERROR_MESSAGES_EN['link.shopStopped'];
/** A link the shop cancelled from its console (decision 165). */
export const LINK_CODE_CANCELLED = ERROR_MESSAGES_EN['link.cancelled'];

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 12 base62 characters carry 71 random bits: a link code must not be guessable (docs/decisions/021). */
export const LINK_CODE_LENGTH = 12;

/**
 * Unbiased base62 from the CSPRNG: bytes of 248 or more are dropped (248 = 4 × 62), so every character is
 * equally likely.
 */
export function randomLinkCode(length = LINK_CODE_LENGTH): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

/** Link codes: issued for one consumer, expiring after LINK_CODE_TTL_HOURS; test keys never expire. */
export class LinkCodes {
  constructor(
    private readonly db: Database,
    private readonly ttlHours: number,
    private readonly now: () => Date,
  ) {}

  /** `sentTo`: the mobile number the link is texted to, when it is. */
  async issue(
    consumerId: string,
    shopKeyId: string | null,
    sentTo: string | null = null,
  ): Promise<LinkCodeRow> {
    const createdAt = this.now();
    const expiresAt = new Date(createdAt.getTime() + this.ttlHours * 3_600_000);
    for (let attempt = 0; attempt < 3; attempt++) {
      const [row] = await this.db
        .insert(linkCodes)
        .values({ code: randomLinkCode(), consumerId, shopKeyId, expiresAt, createdAt, sentTo })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
    }
    throw new AppError('INTERNAL');
  }

  /**
   * The live link code, or 404 for an unknown one and 410 for an expired one or one the shop cancelled
   * (distinct texts).
   */
  async resolve(code: string): Promise<LinkCodeRow> {
    const [found] = await this.db
      .select({
        link: linkCodes,
        cancelledAt: staffLinkSends.cancelledAt,
        senderStatus: staffUsers.status,
        locationDeactivatedAt: organisationLocations.deactivatedAt,
      })
      .from(linkCodes)
      .leftJoin(staffLinkSends, eq(staffLinkSends.linkCode, linkCodes.code))
      .leftJoin(staffUsers, eq(staffUsers.id, staffLinkSends.sentBy))
      .leftJoin(organisationLocations, eq(organisationLocations.shopKeyId, linkCodes.shopKeyId))
      .where(eq(linkCodes.code, code))
      .limit(1);
    if (!found) throw new AppError('NOT_FOUND', errorText('link.invalid'));
    if (found.cancelledAt) throw new AppError('GONE', errorText('link.cancelled'));
    // An operator deactivated the location, or the associate who sent the link (decision 281).
    if (found.locationDeactivatedAt || found.senderStatus === 'disabled') {
      throw new AppError('GONE', errorText('link.shopStopped'));
    }
    const row = found.link;
    if (row.expiresAt && row.expiresAt.getTime() <= this.now().getTime()) {
      throw new AppError('GONE', errorText('link.expired'));
    }
    return row;
  }

  /** Like resolve, but undefined instead of an error (verification simply ignores a dead link). */
  async live(code: string): Promise<LinkCodeRow | undefined> {
    try {
      return await this.resolve(code);
    } catch (error) {
      if (error instanceof AppError) return undefined;
      throw error;
    }
  }
}
