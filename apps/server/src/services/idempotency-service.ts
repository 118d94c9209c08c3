import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { idempotencyKeys } from '../db/schema.js';
import { AppError, errorText } from '../errors/app-error.js';
import type { FieldEncryption } from '../security/field-encryption.js';
import { ERROR_MESSAGES_EN } from '../i18n/en/error-messages.js';

export const KEY_IN_USE_MESSAGE = ERROR_MESSAGES_EN['idempotency.inProgress'];
export const KEY_REUSED_MESSAGE = ERROR_MESSAGES_EN['idempotency.reused'];

/**
 * Idempotency keys as the IETF draft "The Idempotency-Key HTTP Header Field" describes them, for every
 * request that makes a partner do something (a credit application, a prequal): the key is claimed with a
 * keyed fingerprint of the request; a retry with the same request gets the stored answer, a twin that arrives
 * while the first is still being answered gets 409, and the same key with another request 422.
 *
 * The claim (with its answer), the work and the stored answer commit in one transaction (decisions 106, 113):
 * a twin with the same key that arrives while the first is running gets 409 (the claim's lock is taken), one
 * that arrives after it reads the first answer, and work that fails (a 4xx, a conflict) rolls the claim back
 * with everything else, so the client may correct and retry. The rule that no consumer
 * applies twice to one lender holds on its own, below the keys (ApplicationService), so a new key cannot buy
 * a second credit pull either.
 */
export class IdempotencyService {
  constructor(
    private readonly db: Database,
    private readonly encryption: FieldEncryption,
    private readonly now: () => Date,
  ) {}

  /**
   * Runs `write` once for the key and answers `answer`; a retry gets the stored answer. The answer is decided
   * before the write (a submission's answer is its new application, whose id the caller chose), so the claim
   * stores it in the same statement: the claim, the work and the stored answer are one transaction and the
   * claim one round trip (decision 113). A write that throws rolls the claim back with everything else.
   */
  async run<T>(
    scope: { consumerId: string; key: string; operation: string },
    request: unknown,
    answer: T,
    write: (tx: Transaction) => Promise<void>,
  ): Promise<T> {
    // Keyed: the request carries the SSN, and a plain hash of an SSN is easy to reverse.
    const fingerprint = this.encryption.lookupHmac(`${scope.operation}|${canonicalJson(request)}`);
    const where = and(eq(idempotencyKeys.consumerId, scope.consumerId), eq(idempotencyKeys.key, scope.key));
    const claimed = await this.db.transaction(async (tx) => {
      // The claim takes a transaction-scoped lock on the key without waiting for it: a twin that arrives while
      // the first is still being answered finds the lock taken, inserts nothing and answers 409 below, as the
      // draft asks, instead of holding a connection until the first commits. The lock goes with the commit.
      const claim = await tx.execute(sql`
        insert into ${idempotencyKeys}
          (consumer_id, key, operation, fingerprint, state, response_status, response, created_at)
        select ${scope.consumerId}::uuid, ${scope.key}, ${scope.operation}, ${fingerprint}, 'done', 200,
          ${JSON.stringify(answer)}::jsonb, ${this.now().toISOString()}::timestamptz
        where pg_try_advisory_xact_lock(hashtextextended(${`idempotency|${scope.consumerId}|${scope.key}`}, 0))
        on conflict do nothing
        returning key`);
      if (!(claim as unknown as { rows: unknown[] }).rows[0]) return false;
      await write(tx);
      return true;
    });
    if (claimed) return answer;

    // Not claimed: the key was committed by an earlier request, or its first request still holds the lock.
    const [existing] = await this.db.select().from(idempotencyKeys).where(where);
    if (!existing) throw new AppError('CONFLICT', errorText('idempotency.inProgress'));
    if (existing.fingerprint !== fingerprint || existing.operation !== scope.operation) {
      throw new AppError('UNPROCESSABLE', errorText('idempotency.reused'));
    }
    // A claim is committed 'done' with its answer; a committed 'running' row comes from a server of the
    // earliest design (claim first, work after) during a rolling deploy.
    if (existing.state !== 'done') throw new AppError('CONFLICT', errorText('idempotency.inProgress'));
    return existing.response as T;
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
