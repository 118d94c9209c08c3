import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../db/database.js';
import { staffAuditLog } from '../db/schema.js';

/** What staff do, as the audit log names it. */
export type StaffAuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-locked'
  | 'sign-out'
  | 'sign-out-everywhere'
  | 'session-revoked'
  | 'password-reset-requested'
  | 'password-reset'
  | 'invite'
  | 'invitation-accepted'
  | 'role-change'
  | 'passkey-added'
  | 'passkey-removed'
  | 'link-sent'
  | 'link-resent'
  | 'link-cancelled'
  | 'journey-viewed'
  | 'board-viewed'
  | 'audit-viewed'
  | 'reports-viewed'
  | 'export'
  | 'training-started'
  | 'sale-completed'
  | 'customer-left'
  | 'funding-cancelled'
  | 'lender-list-changed'
  | 'location-contact-changed'
  /** A location's partner API keys (docs/partner-api.md): made, rotated, revoked, and each use of one. */
  | 'api-key-created'
  | 'api-key-rotated'
  | 'api-key-revoked'
  | 'partner-api-call'
  /** A location's webhook endpoints (docs/webhooks.md). */
  | 'webhook-endpoint-added'
  | 'webhook-endpoint-changed'
  | 'webhook-endpoint-removed'
  | 'webhook-secret-rotated'
  | 'webhook-resent'
  /** A platform operator's (decision 281), logged in the shop organisation's log. */
  | 'organisation-created'
  | 'organisation-viewed'
  | 'agreements-changed'
  | 'location-added'
  | 'user-deactivated'
  | 'location-deactivated'
  /** `npm run operator -- create-operator`: no request, the command line is the actor. */
  | 'operator-created'
  /** The daily retention purge (decision 197): no user, no organisation; counts per table. */
  | 'data-purged';

export interface StaffAuditEntry {
  action: StaffAuditAction;
  /** Defaults to the signed-in staff user's organisation and id (request.staff). */
  organisationId?: string | null;
  userId?: string | null;
  actorEmail?: string | null;
  shopKeyId?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  detail?: Record<string, unknown>;
}

/**
 * The append-only audit log of staff actions (the table refuses UPDATE and DELETE, migration 0013): who,
 * when and from where. Never personal data of a consumer in `detail`: ids only.
 */
export class StaffAudit {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async record(
    request: FastifyRequest,
    entry: StaffAuditEntry,
    db: Database | Transaction = this.db,
  ): Promise<void> {
    await db.insert(staffAuditLog).values({
      organisationId: entry.organisationId ?? request.staff?.organisationId ?? null,
      userId: entry.userId ?? request.staff?.userId ?? null,
      actorEmail: entry.actorEmail ?? request.staff?.email ?? null,
      action: entry.action,
      shopKeyId: entry.shopKeyId ?? null,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      ip: request.ip,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
      at: this.now(),
      detail: entry.detail ?? {},
    });
  }
}
