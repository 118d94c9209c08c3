import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { idempotencyKeys } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { FieldEncryption } from '../security/field-encryption.js';

export const KEY_IN_USE_MESSAGE =
  'A request with this Idempotency-Key is still being processed. Please retry shortly.';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request.';

/**
 * Idempotency keys as the IETF draft "The Idempotency-Key HTTP Header Field" describes them, for every
 * request that makes a partner do something (a credit application, a prequal): the key is claimed with a
 * keyed fingerprint of the request; a retry with the same request gets the stored answer, a twin that arrives
 * while the first is still being answered gets 409, and the same key with another request 422.
 *
 * A request that fails before it changed anything (a 4xx from validation) releases its key, as Stripe does:
 * the client may correct and retry. The rule that no consumer applies twice to one lender holds on its own,
 * below the keys (ApplicationService), so a new key cannot buy a second credit pull either.
 */
export class IdempotencyService {
  constructor(
    private readonly db: Database,
    private readonly encryption: FieldEncryption,
    private readonly now: () => Date,
  ) {}

  async run<T>(
    scope: { consumerId: string; key: string; operation: string },
    request: unknown,
    execute: () => Promise<T>,
  ): Promise<T> {
    // Keyed: the request carries the SSN, and a plain hash of an SSN is easy to reverse.
    const fingerprint = this.encryption.lookupHmac(`${scope.operation}|${canonicalJson(request)}`);
    const [claimed] = await this.db
      .insert(idempotencyKeys)
      .values({
        consumerId: scope.consumerId,
        key: scope.key,
        operation: scope.operation,
        fingerprint,
        state: 'running',
        createdAt: this.now(),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });

    const where = and(eq(idempotencyKeys.consumerId, scope.consumerId), eq(idempotencyKeys.key, scope.key));
    if (!claimed) {
      const [existing] = await this.db.select().from(idempotencyKeys).where(where);
      // Released between our insert and this read: the first request failed; ask the client to retry.
      if (!existing) throw new AppError('CONFLICT', KEY_IN_USE_MESSAGE);
      if (existing.fingerprint !== fingerprint || existing.operation !== scope.operation) {
        throw new AppError('UNPROCESSABLE', KEY_REUSED_MESSAGE);
      }
      if (existing.state !== 'done') throw new AppError('CONFLICT', KEY_IN_USE_MESSAGE);
      return existing.response as T;
    }

    let answer: T;
    try {
      answer = await execute();
    } catch (error) {
      await this.db.delete(idempotencyKeys).where(where);
      throw error;
    }
    await this.db
      .update(idempotencyKeys)
      .set({ state: 'done', responseStatus: 200, response: sql`${JSON.stringify(answer)}::jsonb` })
      .where(where);
    return answer;
  }
}

/** JSON with object keys sorted, so the same request always has the same fingerprint. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
