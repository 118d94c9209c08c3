import { createHash, randomBytes } from 'node:crypto';
import { isStaffRole, type StaffRole } from '@ttapply/domain/console';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  organisationLocations,
  organisations,
  platformOperators,
  staffRoles,
  staffSessions,
  staffUsers,
} from '../db/schema.js';

/** Who a staff request is from: resolved from the session cookie on every request (never cached). */
export interface StaffPrincipal {
  sessionId: string;
  userId: string;
  organisationId: string;
  organisationName: string;
  email: string;
  name: string;
  method: 'password' | 'passkey';
  expiresAt: Date;
  /** The user's role at each active location (shop key id → role); a deactivated location opens to no one. */
  roles: Map<string, StaffRole>;
  /** A platform operator (decision 281): may use the operator routes, holds no role at any location. */
  operator: boolean;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A random, unguessable token for a cookie or a one-time e-mail link (256 bits, base64url). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Staff sessions kept in the database: the cookie carries a random token, the row its
 * SHA-256. Every request reads the row, so a revoked session is refused by every instance at once; a session
 * ends after `idleMinutes` without a request or `maxHours` after sign-in, whichever is first.
 */
export class StaffSessions {
  constructor(
    private readonly db: Database,
    private readonly options: { idleMinutes: number; maxHours: number },
    private readonly now: () => Date,
  ) {}

  async create(input: {
    userId: string;
    method: 'password' | 'passkey';
    ip: string;
    userAgent: string;
  }): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
    const token = randomToken();
    const createdAt = this.now();
    const expiresAt = new Date(createdAt.getTime() + this.options.maxHours * 3_600_000);
    const [row] = await this.db
      .insert(staffSessions)
      .values({
        tokenHash: sha256Hex(token),
        userId: input.userId,
        method: input.method,
        ip: input.ip,
        userAgent: input.userAgent.slice(0, 300),
        createdAt,
        lastSeenAt: createdAt,
        expiresAt,
      })
      .returning({ id: staffSessions.id });
    if (!row) throw new Error('staff session not created');
    return { token, sessionId: row.id, expiresAt };
  }

  /**
   * The live session's principal, or undefined for an unknown, revoked, idle or expired one (and for a
   * user no longer active). By default the idle clock restarts: one UPDATE that also re-checks the session is
   * live, so a revocation committed on another instance a moment earlier wins. `activity: false` reads it
   * without restarting the clock: what the browser does by itself (a board's stream, its heartbeats and
   * reconnections) is not the user's activity, so a board left open idles out like any other screen.
   */
  async resolve(
    token: string,
    { activity = true }: { activity?: boolean } = {},
  ): Promise<StaffPrincipal | undefined> {
    const now = this.now();
    const idleSince = new Date(now.getTime() - this.options.idleMinutes * 60_000);
    const live = and(
      eq(staffSessions.tokenHash, sha256Hex(token)),
      isNull(staffSessions.revokedAt),
      sql`${staffSessions.expiresAt} > ${now}`,
      sql`${staffSessions.lastSeenAt} > ${idleSince}`,
    );
    const [session] = activity
      ? await this.db.update(staffSessions).set({ lastSeenAt: now }).where(live).returning()
      : await this.db.select().from(staffSessions).where(live).limit(1);
    if (!session) return undefined;
    const [user] = await this.db
      .select({
        id: staffUsers.id,
        email: staffUsers.email,
        name: staffUsers.name,
        status: staffUsers.status,
        organisationId: staffUsers.organisationId,
        organisationName: organisations.name,
        operatorSince: platformOperators.createdAt,
      })
      .from(staffUsers)
      .innerJoin(organisations, eq(organisations.id, staffUsers.organisationId))
      .leftJoin(platformOperators, eq(platformOperators.userId, staffUsers.id))
      .where(eq(staffUsers.id, session.userId))
      .limit(1);
    if (!user || user.status !== 'active') return undefined;
    const roleRows = await this.db
      .select({ shopKeyId: staffRoles.shopKeyId, role: staffRoles.role })
      .from(staffRoles)
      .innerJoin(organisationLocations, eq(organisationLocations.shopKeyId, staffRoles.shopKeyId))
      .where(and(eq(staffRoles.userId, user.id), isNull(organisationLocations.deactivatedAt)));
    const roles = new Map<string, StaffRole>();
    for (const row of roleRows) if (isStaffRole(row.role)) roles.set(row.shopKeyId, row.role);
    return {
      sessionId: session.id,
      userId: user.id,
      organisationId: user.organisationId,
      organisationName: user.organisationName,
      email: user.email,
      name: user.name,
      method: session.method === 'passkey' ? 'passkey' : 'password',
      expiresAt: session.expiresAt,
      roles,
      operator: user.operatorSince !== null,
    };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db
      .update(staffSessions)
      .set({ revokedAt: this.now() })
      .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
  }

  /** Sign out everywhere: every live session of the user ends, on every instance, at once. */
  async revokeAllOf(userId: string): Promise<number> {
    const rows = await this.db
      .update(staffSessions)
      .set({ revokedAt: this.now() })
      .where(and(eq(staffSessions.userId, userId), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
    return rows.length;
  }

  /** The user's live sessions, newest first (GET /sessions). */
  async liveOf(userId: string): Promise<(typeof staffSessions.$inferSelect)[]> {
    const now = this.now();
    const idleSince = new Date(now.getTime() - this.options.idleMinutes * 60_000);
    return this.db
      .select()
      .from(staffSessions)
      .where(
        and(
          eq(staffSessions.userId, userId),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, now),
          gt(staffSessions.lastSeenAt, idleSince),
        ),
      )
      .orderBy(desc(staffSessions.createdAt));
  }

  /** Ends one of the user's own sessions; false when it is not theirs or already ended. */
  async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
    const rows = await this.db
      .update(staffSessions)
      .set({ revokedAt: this.now() })
      .where(
        and(
          eq(staffSessions.id, sessionId),
          eq(staffSessions.userId, userId),
          isNull(staffSessions.revokedAt),
        ),
      )
      .returning({ id: staffSessions.id });
    return rows.length > 0;
  }
}
