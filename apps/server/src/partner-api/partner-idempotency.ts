import { createHmac } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { partnerIdempotencyKeys } from '../db/schema.js';
import { AppError, errorText } from '../errors/app-error.js';
import { canonicalJson } from '../services/idempotency-service.js';

/** How long a key's first answer is kept and given again (docs/partner-api.md). */
export const IDEMPOTENCY_WINDOW_HOURS = 24;
export const IDEMPOTENCY_KEY_MISSING =
  'Send an Idempotency-Key header (1 to 255 visible characters, e.g. a UUID) with every POST.';

/** The first answer given under a key, stored to be given again. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * The partner API's Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field"; GUIDE 11), per location:
 * the same key and request within a day get the first answer again, a twin while the first is still running 409,
 * the same key with another request 422.
 *
 * Unlike the consumer's submissions (services/idempotency-service.ts), the work here is not one transaction: it
 * texts the customer and runs the link send's own transactions. So the claim commits first ('running'), the work
 * runs, and the answer is stored ('done'); a request the work refuses (a 4xx) gives its claim back, so the shop
 * system may correct it and retry with the same key. Fifty twins at once: one claims, forty-nine get 409.
 */
export class PartnerIdempotency {
  private readonly hmacKey: Buffer;

  constructor(
    private readonly db: Database,
    config: Config,
    private readonly now: () => Date,
  ) {
    this.hmacKey = createHmac('sha256', config.sessionSecret).update('partner-idempotency').digest();
  }

  /**
   * Runs `work` once for the key and stores its answer, or gives the answer stored for it (`replayed`).
   * `operation` names the route and its parameters; with the body it makes the request's fingerprint, keyed
   * because the body holds a phone number.
   */
  async run(
    scope: { shopKeyId: string; key: string; operation: string },
    body: unknown,
    work: () => Promise<StoredAnswer>,
  ): Promise<StoredAnswer & { replayed: boolean }> {
    const fingerprint = createHmac('sha256', this.hmacKey)
      .update(`${scope.operation}|${canonicalJson(body ?? null)}`)
      .digest('hex');
    const now = this.now();
    const windowStart = new Date(now.getTime() - IDEMPOTENCY_WINDOW_HOURS * 3_600_000);
    // One statement claims a new key or one whose day has passed; a live claim of another request stays.
    const claimed = await this.db.execute(sql`
      insert into ${partnerIdempotencyKeys} (shop_key_id, key, fingerprint, state, created_at)
      values (${scope.shopKeyId}, ${scope.key}, ${fingerprint}, 'running', ${now.toISOString()}::timestamptz)
      on conflict (shop_key_id, key) do update
        set fingerprint = excluded.fingerprint, state = 'running', response_status = null, response = null,
            created_at = excluded.created_at
        where ${partnerIdempotencyKeys.createdAt} < ${windowStart.toISOString()}::timestamptz
      returning key`);
    const where = and(
      eq(partnerIdempotencyKeys.shopKeyId, scope.shopKeyId),
      eq(partnerIdempotencyKeys.key, scope.key),
    );
    if (!(claimed as unknown as { rows: unknown[] }).rows[0]) {
      const [existing] = await this.db.select().from(partnerIdempotencyKeys).where(where);
      if (!existing) throw new AppError('CONFLICT', errorText('idempotency.inProgress'));
      if (existing.fingerprint !== fingerprint) {
        throw new AppError('UNPROCESSABLE', errorText('idempotency.reused'));
      }
      if (existing.state !== 'done') throw new AppError('CONFLICT', errorText('idempotency.inProgress'));
      return { status: existing.responseStatus!, body: existing.response, replayed: true };
    }
    let answer: StoredAnswer;
    try {
      answer = await work();
    } catch (error) {
      // Refused or failed: nothing was done under the key, so it is free again.
      await this.db
        .delete(partnerIdempotencyKeys)
        .where(and(where, eq(partnerIdempotencyKeys.state, 'running')));
      throw error;
    }
    await this.db
      .update(partnerIdempotencyKeys)
      .set({ state: 'done', responseStatus: answer.status, response: answer.body })
      .where(where);
    // The location's keys past their day are never answered again: they go, so the table holds a day of answers.
    await this.db
      .delete(partnerIdempotencyKeys)
      .where(
        and(
          eq(partnerIdempotencyKeys.shopKeyId, scope.shopKeyId),
          lt(partnerIdempotencyKeys.createdAt, windowStart),
        ),
      );
    return { ...answer, replayed: false };
  }
}
