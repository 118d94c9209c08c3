import type { AuditEntry } from '@ttapply/domain/console';
import { roleAllows } from '@ttapply/domain/console';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { staffAuditLog, staffUsers } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';

/**
 * Reading the audit log: owners read their organisation's log, newest first, a page at a
 * time (`before` is the id of the last entry already shown). Entries of other organisations, and failed
 * sign-ins with an e-mail that has no account (no organisation), are in no one's page.
 */
export async function readAuditLog(
  db: Database,
  request: FastifyRequest,
  query: { before?: string | undefined; limit: number },
): Promise<AuditEntry[]> {
  const staff = request.staff!;
  if (![...staff.roles.values()].some((role) => roleAllows(role, 'read-audit'))) {
    throw new AppError('FORBIDDEN', 'Only an owner can read the audit log.');
  }
  const inOrganisation = eq(staffAuditLog.organisationId, staff.organisationId);
  let cursor;
  if (query.before) {
    const [last] = await db
      .select({ at: staffAuditLog.at, id: staffAuditLog.id })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.id, query.before), inOrganisation))
      .limit(1);
    if (!last)
      throw new AppError('BAD_REQUEST', 'Unknown audit entry in "before".', {
        fields: { before: 'Unknown entry.' },
      });
    // Ties on `at` are ordered by id, so a page never skips nor repeats an entry.
    cursor = or(
      lt(staffAuditLog.at, last.at),
      and(eq(staffAuditLog.at, last.at), lt(staffAuditLog.id, last.id)),
    );
  }
  const rows = await db
    .select({ entry: staffAuditLog, userEmail: staffUsers.email })
    .from(staffAuditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, staffAuditLog.userId))
    .where(cursor ? and(inOrganisation, cursor) : inOrganisation)
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(query.limit);
  return rows.map(({ entry, userEmail }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    actor: entry.actorEmail ?? userEmail ?? 'unknown',
    action: entry.action,
    shopKeyId: entry.shopKeyId,
    target: entry.targetType && entry.targetId ? `${entry.targetType}:${entry.targetId}` : null,
    ip: entry.ip,
    userAgent: entry.userAgent,
  }));
}
