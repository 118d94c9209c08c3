import {
  API_KEY_PREFIXES,
  API_KEY_ROTATION_OVERLAP_HOURS,
  apiKeyHint,
  type ApiKeyMode,
  type ApiKeyView,
  type CreatedApiKey,
} from '@ttapply/domain/console';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { organisationLocations, partnerApiKeys, staffUsers } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { randomLinkCode } from '../services/link-codes.js';

/** 40 base62 characters from the CSPRNG: 238 random bits, beyond any guessing (decision 314). */
const SECRET_LENGTH = 40;
const KEY_SHAPE = /^tta_(test|live)_[0-9A-Za-z]{40}$/;

/** The location and mode a partner API request acts for, from its key. */
export interface PartnerPrincipal {
  keyId: string;
  shopKeyId: string;
  organisationId: string | null;
  mode: ApiKeyMode;
  /** `tta_live_…a1b2`, for the audit log. */
  hint: string;
}

export const KEY_MISSING = 'Send the location’s API key as Authorization: Bearer tta_….';
export const KEY_REFUSED = 'This API key is not valid: it was revoked, replaced, or never existed.';
export const keyOfOtherMode = (mode: ApiKeyMode) =>
  mode === 'test'
    ? 'A test key (tta_test_…) works only with the partner sandbox, and this server sends applications to real lenders. Use a live key.'
    : 'A live key (tta_live_…) works only with real lenders, and this server sends applications to the partner sandbox. Use a test key.';
export const KEY_NOT_ROTATABLE = 'Only an active key can be rotated.';

/**
 * The mode of the keys this server makes and accepts (decision 314): where every lender call goes to the partner
 * sandbox (TEST_MODE=LOCAL, as the lender registry decides: development, training laptops, tests), test keys;
 * where lenders are real, live keys.
 */
export function serverKeyMode(config: Config): ApiKeyMode {
  return config.testMode === 'LOCAL' ? 'test' : 'live';
}

const hintOf = (mode: string, lastFour: string) => apiKeyHint(mode as ApiKeyMode, lastFour);

/**
 * A location's partner API keys (docs/partner-api.md, decision 314): made, listed, rotated and revoked by its
 * owners and managers; a key is shown once and kept only as a keyed hash. `authenticate` reads the key's row on
 * every request, so a revocation or the end of a rotation's overlap holds on every instance at once.
 */
export class PartnerApiKeys {
  private readonly hashKey: Buffer;
  readonly mode: ApiKeyMode;

  constructor(
    private readonly db: Database,
    config: Config,
    private readonly now: () => Date,
  ) {
    // Derived for this one purpose, as the staff cookie's and CSRF keys are (staff-auth.ts).
    this.hashKey = createHmac('sha256', config.sessionSecret).update('partner-api-key-hash').digest();
    this.mode = serverKeyMode(config);
  }

  /**
   * HMAC-SHA256, not a password hash: a key carries 238 random bits, so no dictionary or brute force reaches it,
   * and a fast hash keeps a request at one index lookup. Keyed, so the table alone cannot confirm a key.
   */
  private hash(secret: string): string {
    return createHmac('sha256', this.hashKey).update(secret).digest('hex');
  }

  async create(shopKeyId: string, staffUserId: string, name: string): Promise<CreatedApiKey> {
    const secret = `${API_KEY_PREFIXES[this.mode]}${randomLinkCode(SECRET_LENGTH)}`;
    const [row] = await this.db
      .insert(partnerApiKeys)
      .values({
        shopKeyId,
        mode: this.mode,
        name,
        secretHash: this.hash(secret),
        lastFour: secret.slice(-4),
        createdBy: staffUserId,
        createdAt: this.now(),
      })
      .returning({ id: partnerApiKeys.id });
    return { key: await this.key(shopKeyId, row!.id), secret };
  }

  /** The location's keys, newest first: never a secret, only the prefix and last four characters. */
  async list(shopKeyId: string, id?: string): Promise<ApiKeyView[]> {
    const rows = await this.db
      .select({ key: partnerApiKeys, createdByName: staffUsers.name, createdByEmail: staffUsers.email })
      .from(partnerApiKeys)
      .innerJoin(staffUsers, eq(staffUsers.id, partnerApiKeys.createdBy))
      .where(and(eq(partnerApiKeys.shopKeyId, shopKeyId), id ? eq(partnerApiKeys.id, id) : undefined))
      .orderBy(desc(partnerApiKeys.createdAt))
      .limit(200);
    const now = this.now().getTime();
    return rows.map(({ key, createdByName, createdByEmail }) => ({
      id: key.id,
      name: key.name,
      mode: key.mode as ApiKeyMode,
      hint: hintOf(key.mode, key.lastFour),
      status: key.revokedAt
        ? ('revoked' as const)
        : key.expiresAt
          ? key.expiresAt.getTime() > now
            ? ('rotating' as const)
            : ('expired' as const)
          : ('active' as const),
      createdAt: key.createdAt.toISOString(),
      createdBy: createdByName || createdByEmail,
      expiresAt: key.expiresAt?.toISOString() ?? null,
      revokedAt: key.revokedAt?.toISOString() ?? null,
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    }));
  }

  /** One key of the location, or 404 (another location's key is not confirmed to exist). */
  async key(shopKeyId: string, id: string): Promise<ApiKeyView> {
    const [view] = await this.list(shopKeyId, id);
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  }

  /**
   * A new key under the same name; the old one keeps working for the overlap (decision 314), so the shop system
   * can be given the new key without a moment in which neither works. Only an active key is rotated, once: a
   * second rotation of the same key would leave two replacements.
   */
  async rotate(shopKeyId: string, staffUserId: string, id: string): Promise<CreatedApiKey> {
    const old = await this.key(shopKeyId, id);
    if (old.status !== 'active' || old.mode !== this.mode) throw new AppError('CONFLICT', KEY_NOT_ROTATABLE);
    const created = await this.create(shopKeyId, staffUserId, old.name);
    const overlapEnds = new Date(this.now().getTime() + API_KEY_ROTATION_OVERLAP_HOURS * 3_600_000);
    const [rotated] = await this.db
      .update(partnerApiKeys)
      .set({ expiresAt: overlapEnds, replacedBy: created.key.id })
      .where(
        and(eq(partnerApiKeys.id, id), isNull(partnerApiKeys.expiresAt), isNull(partnerApiKeys.revokedAt)),
      )
      .returning({ id: partnerApiKeys.id });
    if (!rotated) {
      // A twin rotation won the race: the key made here is not handed out.
      await this.revoke(shopKeyId, staffUserId, created.key.id);
      throw new AppError('CONFLICT', KEY_NOT_ROTATABLE);
    }
    return created;
  }

  /** Stops a key at once, in its overlap too; revoking a revoked key changes nothing. */
  async revoke(shopKeyId: string, staffUserId: string, id: string): Promise<ApiKeyView> {
    await this.key(shopKeyId, id);
    await this.db
      .update(partnerApiKeys)
      .set({ revokedAt: this.now(), revokedBy: staffUserId })
      .where(and(eq(partnerApiKeys.id, id), isNull(partnerApiKeys.revokedAt)));
    return this.key(shopKeyId, id);
  }

  /**
   * The location and mode of a request's `Authorization: Bearer` key, or 401. One indexed read per request: a
   * revoked key, or a rotated one past its overlap, is refused by every instance from that moment on.
   */
  async authenticate(authorization: string | undefined): Promise<PartnerPrincipal> {
    const secret = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
    if (!secret || !KEY_SHAPE.test(secret)) throw new AppError('UNAUTHORIZED', KEY_MISSING);
    const mode: ApiKeyMode = secret.startsWith(API_KEY_PREFIXES.live) ? 'live' : 'test';
    if (mode !== this.mode) throw new AppError('UNAUTHORIZED', keyOfOtherMode(mode));
    const hash = this.hash(secret);
    const now = this.now();
    const [row] = await this.db
      .select({
        id: partnerApiKeys.id,
        secretHash: partnerApiKeys.secretHash,
        shopKeyId: partnerApiKeys.shopKeyId,
        mode: partnerApiKeys.mode,
        lastFour: partnerApiKeys.lastFour,
        lastUsedAt: partnerApiKeys.lastUsedAt,
        organisationId: organisationLocations.organisationId,
      })
      .from(partnerApiKeys)
      // A location an operator deactivated opens to no key, as it opens to no staff role.
      .leftJoin(organisationLocations, eq(organisationLocations.shopKeyId, partnerApiKeys.shopKeyId))
      .where(
        and(
          eq(partnerApiKeys.secretHash, hash),
          isNull(partnerApiKeys.revokedAt),
          or(isNull(partnerApiKeys.expiresAt), gt(partnerApiKeys.expiresAt, now)),
          isNull(organisationLocations.deactivatedAt),
        ),
      );
    // The index found the row by the hash; the compare in constant time is belt and braces.
    if (!row || !timingSafeEqual(Buffer.from(row.secretHash), Buffer.from(hash)) || row.mode !== mode) {
      throw new AppError('UNAUTHORIZED', KEY_REFUSED);
    }
    if (!row.lastUsedAt || row.lastUsedAt.getTime() < now.getTime() - 60_000) {
      await this.db
        .update(partnerApiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(partnerApiKeys.id, row.id),
            sql`(${partnerApiKeys.lastUsedAt} is null or ${partnerApiKeys.lastUsedAt} < ${now})`,
          ),
        );
    }
    return {
      keyId: row.id,
      shopKeyId: row.shopKeyId,
      organisationId: row.organisationId,
      mode,
      hint: hintOf(row.mode, row.lastFour),
    };
  }
}
