import type { StaffMe } from '@ttapply/domain/console';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { staffUsers } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { dummyPasswordHash, passwordMatches } from '../security/passwords.js';
import { staffMe } from './staff-me.js';

export const SIGN_IN_NO_MATCH = 'That e-mail and password do not match.';

export function lockedMessage(lockedUntil: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return `Too many wrong passwords: this account is locked. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export type PasswordCheck =
  | { outcome: 'signed-in'; userId: string; organisationId: string }
  | { outcome: 'no-match'; userId: string | null; organisationId: string | null }
  | { outcome: 'locked'; userId: string; organisationId: string; lockedUntil: Date; justLocked: boolean };

/**
 * E-mail and password sign-in with a lockout that holds across instances (decision 161): the wrong-password
 * count lives on the user's row and is raised in one UPDATE … RETURNING, so parallel tries on any number of
 * instances each see their own number; the try that reaches `attempts` locks the account for `minutes`.
 */
export class StaffPasswordSignIn {
  constructor(
    private readonly db: Database,
    private readonly options: { attempts: number; minutes: number },
    private readonly now: () => Date,
  ) {}

  async check(emailTyped: string, password: string): Promise<PasswordCheck> {
    const email = emailTyped.trim().toLowerCase();
    // An address holds at most one account that is not 'invited' (and maybe invitations of other
    // organisations): that account first.
    const [user] = await this.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, email))
      .orderBy(sql`${staffUsers.status} = 'invited'`)
      .limit(1);
    if (!user || user.status !== 'active' || !user.passwordHash) {
      // An unknown e-mail (or one with no password yet) costs the same argon2 time as a wrong password.
      await passwordMatches(await dummyPasswordHash(), password);
      return { outcome: 'no-match', userId: user?.id ?? null, organisationId: user?.organisationId ?? null };
    }
    const who = { userId: user.id, organisationId: user.organisationId };
    if (user.lockedUntil && user.lockedUntil > this.now()) {
      // Locked: even the right password is refused until the lock ends.
      return { outcome: 'locked', ...who, lockedUntil: user.lockedUntil, justLocked: false };
    }
    if (await passwordMatches(user.passwordHash, password)) {
      // Re-checks the lock in the same statement: a lock set by parallel wrong tries while this password was
      // being hashed still wins.
      const now = this.now();
      const [reset] = await this.db
        .update(staffUsers)
        .set({ failedSignIns: 0, lockedUntil: null })
        .where(
          and(
            eq(staffUsers.id, user.id),
            eq(staffUsers.status, 'active'),
            or(isNull(staffUsers.lockedUntil), lte(staffUsers.lockedUntil, now)),
          ),
        )
        .returning({ id: staffUsers.id });
      if (reset) return { outcome: 'signed-in', ...who };
      const lockedUntil = await this.lockedUntilOf(user.id);
      if (lockedUntil) return { outcome: 'locked', ...who, lockedUntil, justLocked: false };
      return { outcome: 'no-match', ...who };
    }
    return this.countWrongPassword(user.id, user.organisationId);
  }

  private async countWrongPassword(userId: string, organisationId: string): Promise<PasswordCheck> {
    const now = this.now();
    const until = new Date(now.getTime() + this.options.minutes * 60_000);
    const { failedSignIns: failed, lockedUntil: locked } = staffUsers;
    // A lock that has ended starts the count again; otherwise the count goes up by one. Both right-hand sides
    // read the row as it was before this statement, and PostgreSQL runs concurrent UPDATEs of one row one
    // after the other, so every try gets its own number.
    const lockEnded = sql`(${locked} is not null and ${locked} <= ${now})`;
    const [row] = await this.db
      .update(staffUsers)
      .set({
        failedSignIns: sql`case when ${lockEnded} then 1 else ${failed} + 1 end`,
        lockedUntil: sql`case
          when ${lockEnded} then (case when 1 >= ${this.options.attempts} then ${until}::timestamptz else null end)
          when ${locked} is null and ${failed} + 1 >= ${this.options.attempts} then ${until}::timestamptz
          else ${locked} end`,
      })
      .where(eq(staffUsers.id, userId))
      .returning({ failedSignIns: staffUsers.failedSignIns, lockedUntil: staffUsers.lockedUntil });
    if (row?.lockedUntil && row.lockedUntil > now) {
      return {
        outcome: 'locked',
        userId,
        organisationId,
        lockedUntil: row.lockedUntil,
        justLocked: row.failedSignIns === this.options.attempts,
      };
    }
    return { outcome: 'no-match', userId, organisationId };
  }

  private async lockedUntilOf(userId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ lockedUntil: staffUsers.lockedUntil })
      .from(staffUsers)
      .where(eq(staffUsers.id, userId))
      .limit(1);
    return row?.lockedUntil && row.lockedUntil > this.now() ? row.lockedUntil : null;
  }
}

/**
 * Starts a session for a user who just proved who they are (password, passkey, accepted invitation): the
 * cookie, the audit row and the answer, the same StaffMe as GET /me.
 */
export async function startStaffSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  method: 'password' | 'passkey',
): Promise<StaffMe> {
  const { token, expiresAt } = await app.staffSessions.create({
    userId,
    method,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  });
  const principal = await app.staffSessions.resolve(token);
  if (!principal) throw new AppError('UNAUTHORIZED', SIGN_IN_NO_MATCH);
  request.staff = principal;
  app.setStaffCookie(reply, token, expiresAt);
  await app.staffAudit.record(request, { action: 'sign-in', detail: { method } });
  return staffMe(app.db, principal, reply.generateCsrf({ userInfo: principal.sessionId }));
}
