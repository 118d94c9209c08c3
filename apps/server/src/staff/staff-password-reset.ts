import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { underKeyLocks } from '../db/key-locks.js';
import { staffEmailTokens, staffSessions, staffUsers } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { EmailProvider } from '../partners/email/email-provider.js';
import { hashPassword } from '../security/passwords.js';
import type { StaffAudit } from './staff-audit.js';
import {
  consumeEmailToken,
  issueEmailToken,
  PASSWORD_RESET_TTL_MS,
  spendAllEmailTokens,
} from './staff-email-tokens.js';

const RESET_UNKNOWN = 'This reset link is not valid. Ask for a new one.';
const RESET_SPENT = 'This reset link has expired or was already used. Ask for a new one.';
/** At most one reset e-mail a minute per user, so the form cannot flood someone's inbox. */
const RESET_EMAIL_GAP_MS = 60_000;

/**
 * Password reset by a one-time e-mail link: the request answers the same whether or not the
 * e-mail has an account, and the e-mail goes out after the answer, so neither the answer nor its timing tells.
 */
export class StaffPasswordReset {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly audit: StaffAudit,
    private readonly email: EmailProvider,
    private readonly config: Config,
    private readonly now: () => Date,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts the work and returns at once; `settled` waits for it (shutdown). */
  request(request: FastifyRequest, emailTyped: string): void {
    const work = this.sendLink(request, emailTyped.trim().toLowerCase()).catch(this.onError);
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async sendLink(request: FastifyRequest, email: string): Promise<void> {
    // Only active users reset a password; an invited one uses the invitation, a disabled one nothing. (An
    // address holds one account that is not 'invited', but may hold invitations of other organisations.)
    const [user] = await this.db
      .select()
      .from(staffUsers)
      .where(and(eq(staffUsers.email, email), eq(staffUsers.status, 'active')))
      .limit(1);
    if (!user) return;
    // The gap check and the new link are one step per user (an advisory lock held until the commit): 20
    // parallel requests over any number of instances send one e-mail, not one per request that read "none
    // in the last minute" before any had written.
    const token = await underKeyLocks(this.db, [`staff-password-reset:${user.id}`], async (tx) => {
      const now = this.now();
      const [latest] = await tx
        .select({ createdAt: staffEmailTokens.createdAt })
        .from(staffEmailTokens)
        .where(and(eq(staffEmailTokens.userId, user.id), eq(staffEmailTokens.purpose, 'password-reset')))
        .orderBy(desc(staffEmailTokens.createdAt))
        .limit(1);
      if (latest && now.getTime() - latest.createdAt.getTime() < RESET_EMAIL_GAP_MS) return null;
      return issueEmailToken(tx, {
        purpose: 'password-reset',
        userId: user.id,
        createdBy: null,
        now,
        ttlMs: PASSWORD_RESET_TTL_MS,
      });
    });
    if (!token) return;
    await this.audit.record(request, {
      action: 'password-reset-requested',
      organisationId: user.organisationId,
      userId: user.id,
      actorEmail: user.email,
    });
    const link = `${this.config.publicBaseUrl}/console/reset-password?token=${token}`;
    await this.email.send({
      to: user.email,
      subject: 'Reset your Text To Apply console password',
      text: `Someone asked to reset the password of your Text To Apply shop console account.\n\nChoose a new password here (the link works once, for 1 hour):\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
    });
  }

  /** Sets the new password; every session of the user ends and the wrong-password count starts again. */
  async complete(request: FastifyRequest, token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const found = await consumeEmailToken(tx, token, 'password-reset', now);
      if (found.status === 'unknown') throw new AppError('BAD_REQUEST', RESET_UNKNOWN);
      if (found.status === 'spent') throw new AppError('GONE', RESET_SPENT);
      const [updated] = await tx
        .update(staffUsers)
        .set({ passwordHash, failedSignIns: 0, lockedUntil: null })
        .where(and(eq(staffUsers.id, found.userId), eq(staffUsers.status, 'active')))
        .returning({ id: staffUsers.id, organisationId: staffUsers.organisationId, email: staffUsers.email });
      if (!updated) throw new AppError('GONE', RESET_SPENT);
      await spendAllEmailTokens(tx, updated.id, 'password-reset', now);
      // Whoever knew the old password is signed out everywhere, in the same transaction as the new password.
      await tx
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.userId, updated.id), isNull(staffSessions.revokedAt)));
      await this.audit.record(
        request,
        {
          action: 'password-reset',
          organisationId: updated.organisationId,
          userId: updated.id,
          actorEmail: updated.email,
        },
        tx,
      );
    });
  }
}
