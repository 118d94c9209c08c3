import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { staffEmailTokens } from '../db/schema.js';
import { randomToken, sha256Hex } from './staff-sessions.js';

/** What a one-time e-mail link is for; a token made for one never works for the other. */
export type EmailTokenPurpose = 'invite' | 'password-reset';

export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;
export const PASSWORD_RESET_TTL_MS = 3_600_000;

/** A new one-time link token; only its SHA-256 is stored, so a database reader cannot use it. */
export async function issueEmailToken(
  db: Database | Transaction,
  input: { purpose: EmailTokenPurpose; userId: string; createdBy: string | null; now: Date; ttlMs: number },
): Promise<string> {
  const token = randomToken();
  await db.insert(staffEmailTokens).values({
    tokenHash: sha256Hex(token),
    purpose: input.purpose,
    userId: input.userId,
    createdBy: input.createdBy,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return token;
}

export type TokenLookup = { status: 'live'; userId: string } | { status: 'unknown' } | { status: 'spent' };

/** A token's state without using it (the invitation's preview). */
export async function peekEmailToken(
  db: Database | Transaction,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<TokenLookup> {
  const [row] = await db
    .select()
    .from(staffEmailTokens)
    .where(and(eq(staffEmailTokens.tokenHash, sha256Hex(token)), eq(staffEmailTokens.purpose, purpose)))
    .limit(1);
  if (!row) return { status: 'unknown' };
  if (row.usedAt || row.expiresAt <= now) return { status: 'spent' };
  return { status: 'live', userId: row.userId };
}

/**
 * Uses a token up: one UPDATE that only matches a live token, so two requests with the same link (on any
 * instance) cannot both succeed.
 */
export async function consumeEmailToken(
  db: Database | Transaction,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<TokenLookup> {
  const tokenHash = sha256Hex(token);
  const [row] = await db
    .update(staffEmailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffEmailTokens.tokenHash, tokenHash),
        eq(staffEmailTokens.purpose, purpose),
        isNull(staffEmailTokens.usedAt),
        gt(staffEmailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: staffEmailTokens.userId });
  if (row) return { status: 'live', userId: row.userId };
  const [known] = await db
    .select({ n: sql<number>`1` })
    .from(staffEmailTokens)
    .where(and(eq(staffEmailTokens.tokenHash, tokenHash), eq(staffEmailTokens.purpose, purpose)))
    .limit(1);
  return known ? { status: 'spent' } : { status: 'unknown' };
}

/** Every still-open link of a purpose for the user ends (a new password makes older reset links void). */
export async function spendAllEmailTokens(
  db: Database | Transaction,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(staffEmailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffEmailTokens.userId, userId),
        eq(staffEmailTokens.purpose, purpose),
        isNull(staffEmailTokens.usedAt),
      ),
    );
}
