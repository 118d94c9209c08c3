import {
  grantableRoles,
  isStaffRole,
  roleAllows,
  STAFF_ROLE_NAMES,
  type InvitationPreview,
  type StaffRole,
  type StaffUserView,
} from '@ttapply/domain/console';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database, Transaction } from '../db/database.js';
import { organisations, shops, staffRoles, staffUsers } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { EmailProvider } from '../partners/email/email-provider.js';
import { hashPassword } from '../security/passwords.js';
import { staffRoleAt } from './staff-auth.js';
import type { StaffAudit } from './staff-audit.js';
import {
  consumeEmailToken,
  INVITATION_TTL_MS,
  issueEmailToken,
  peekEmailToken,
  spendAllEmailTokens,
} from './staff-email-tokens.js';
import type { StaffPrincipal } from './staff-sessions.js';

type RoleAt = { shopKeyId: string; role: StaffRole };

export const INVITATION_CONFLICT = 'This e-mail cannot be invited. Ask the person to use another address.';
export const OWN_ROLES = 'You cannot change your own roles. Ask another manager or an owner.';
export const INVITATION_NOT_SENT =
  'The invitation is saved but its e-mail could not be sent. Invite again to send it.';
export const ROLE_NOT_GRANTABLE = 'Your role at this location cannot grant or change this role.';
const INVITATION_UNKNOWN = 'This invitation link is not valid. Ask for a new invitation.';
const INVITATION_SPENT = 'This invitation has expired or was already used. Ask for a new invitation.';
export const INVITATION_ACCOUNT_ELSEWHERE =
  'This e-mail already has a Text To Apply console account with another organisation. Ask for an invitation to another address.';

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/**
 * Invitations and roles: a manager or owner invites by e-mail to the locations they manage,
 * with roles their own role may grant (`grantableRoles`), and changes roles there. A user is only visible to
 * someone who manages a location the user holds a role at; anyone else gets 404.
 */
export class StaffUsers {
  constructor(
    private readonly db: Database,
    private readonly audit: StaffAudit,
    private readonly email: EmailProvider,
    private readonly config: Config,
    private readonly now: () => Date,
  ) {}

  /** Shop key ids where the caller may manage users. */
  private managedLocations(staff: StaffPrincipal): string[] {
    return [...staff.roles]
      .filter(([, role]) => roleAllows(role, 'manage-users'))
      .map(([shopKeyId]) => shopKeyId);
  }

  /** Checks the caller may put `role` at the location, replacing `current` (404/403 as staffRoleAt). */
  private checkGrant(
    request: FastifyRequest,
    shopKeyId: string,
    current: StaffRole | undefined,
    next: StaffRole | undefined,
  ) {
    const callerRole = staffRoleAt(request, shopKeyId, 'manage-users');
    const grantable = grantableRoles(callerRole);
    if ((current && !grantable.includes(current)) || (next && !grantable.includes(next))) {
      throw new AppError('FORBIDDEN', ROLE_NOT_GRANTABLE);
    }
  }

  private static noDuplicateLocations(roles: RoleAt[]): void {
    const seen = new Set<string>();
    for (const { shopKeyId } of roles) {
      if (seen.has(shopKeyId)) {
        throw new AppError('BAD_REQUEST', 'Each location may appear once.', {
          fields: { roles: 'Each location may appear once.' },
        });
      }
      seen.add(shopKeyId);
    }
  }

  async list(request: FastifyRequest): Promise<StaffUserView[]> {
    const managed = this.managedLocations(request.staff!);
    if (managed.length === 0) throw new AppError('FORBIDDEN', 'Your role does not allow managing users.');
    const rows = await this.db
      .select({ user: staffUsers, shopKeyId: staffRoles.shopKeyId, role: staffRoles.role })
      .from(staffRoles)
      .innerJoin(staffUsers, eq(staffUsers.id, staffRoles.userId))
      .where(
        and(
          inArray(staffRoles.shopKeyId, managed),
          eq(staffUsers.organisationId, request.staff!.organisationId),
        ),
      );
    const users = new Map<string, StaffUserView>();
    for (const { user, shopKeyId, role } of rows) {
      if (!isStaffRole(role)) continue;
      const view = users.get(user.id) ?? this.view(user, []);
      view.roles.push({ shopKeyId, role });
      users.set(user.id, view);
    }
    return [...users.values()].sort((a, b) => a.email.localeCompare(b.email));
  }

  private view(user: typeof staffUsers.$inferSelect, roles: RoleAt[]): StaffUserView {
    const status = user.status === 'active' || user.status === 'disabled' ? user.status : 'invited';
    return { id: user.id, email: user.email, name: user.name, status, roles };
  }

  /** The user's roles at the locations the caller manages (the only ones the caller may see). */
  private async visibleView(
    db: Database | Transaction,
    staff: StaffPrincipal,
    userId: string,
  ): Promise<StaffUserView> {
    const managed = this.managedLocations(staff);
    const [user] = await db
      .select()
      .from(staffUsers)
      .where(and(eq(staffUsers.id, userId), eq(staffUsers.organisationId, staff.organisationId)))
      .limit(1);
    if (!user) throw new AppError('NOT_FOUND');
    const roles = managed.length
      ? await db
          .select({ shopKeyId: staffRoles.shopKeyId, role: staffRoles.role })
          .from(staffRoles)
          .where(and(eq(staffRoles.userId, userId), inArray(staffRoles.shopKeyId, managed)))
      : [];
    return this.view(
      user,
      roles
        .filter((r): r is RoleAt => isStaffRole(r.role))
        .sort((a, b) => a.shopKeyId.localeCompare(b.shopKeyId)),
    );
  }

  async invite(
    request: FastifyRequest,
    input: { email: string; name: string; roles: RoleAt[] },
  ): Promise<StaffUserView> {
    const staff = request.staff!;
    StaffUsers.noDuplicateLocations(input.roles);
    // Permission first, with no look-up of the e-mail: a caller without the right learns nothing about it.
    for (const { shopKeyId, role } of input.roles) this.checkGrant(request, shopKeyId, undefined, role);
    const userId = await this.inviteInto(request, staff, input, (shopKeyId, current, next) =>
      this.checkGrant(request, shopKeyId, current, next),
    );
    return this.visibleView(this.db, staff, userId);
  }

  /**
   * Invites `input.email` into `into`'s organisation with the roles (a shop's manager or owner, or a platform
   * operator inviting a first owner): a new address gets an invited user and a link; one already in the
   * organisation gets the roles (`checkChange` may refuse replacing a role); an address with an account in
   * another organisation is invited like a new one (the same answer) and its e-mail says why it cannot join.
   * The caller checked the roles may be granted; returns the user's id.
   */
  async inviteInto(
    request: FastifyRequest,
    into: {
      userId: string;
      name: string;
      email: string;
      organisationId: string;
      organisationName: string;
    },
    input: { email: string; name: string; roles: RoleAt[] },
    checkChange: (shopKeyId: string, current: StaffRole, next: StaffRole | undefined) => void,
  ): Promise<string> {
    const staff = into;
    const email = input.email.trim().toLowerCase();
    const now = this.now();
    let saved: { userId: string; token: string | null; accountElsewhere: boolean };
    try {
      saved = await this.db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(staffUsers)
          .where(and(eq(staffUsers.email, email), eq(staffUsers.organisationId, staff.organisationId)))
          .limit(1);
        if (existing?.id === staff.userId) throw new AppError('FORBIDDEN', OWN_ROLES);
        let id: string;
        if (existing) {
          id = existing.id;
          const current = await tx
            .select()
            .from(staffRoles)
            .where(
              and(
                eq(staffRoles.userId, id),
                inArray(
                  staffRoles.shopKeyId,
                  input.roles.map((r) => r.shopKeyId),
                ),
              ),
            );
          for (const row of current) {
            const wanted = input.roles.find((r) => r.shopKeyId === row.shopKeyId)?.role;
            if (isStaffRole(row.role) && row.role !== wanted) checkChange(row.shopKeyId, row.role, wanted);
          }
        } else {
          const [created] = await tx
            .insert(staffUsers)
            .values({
              organisationId: staff.organisationId,
              email,
              name: input.name,
              status: 'invited',
              createdAt: now,
            })
            .returning({ id: staffUsers.id });
          id = created!.id;
        }
        for (const { shopKeyId, role } of input.roles) {
          await tx
            .insert(staffRoles)
            .values({ userId: id, shopKeyId, role })
            .onConflictDoUpdate({ target: [staffRoles.userId, staffRoles.shopKeyId], set: { role } });
        }
        let token: string | null = null;
        let accountElsewhere = false;
        if (!existing || existing.status === 'invited') {
          // An address with an account in another organisation is invited like any other (the same answer,
          // so the answer tells nobody where an address has an account); its e-mail says why it cannot be
          // accepted, and carries no link.
          const [elsewhere] = await tx
            .select({ id: staffUsers.id })
            .from(staffUsers)
            .where(
              and(
                eq(staffUsers.email, email),
                ne(staffUsers.status, 'invited'),
                ne(staffUsers.organisationId, staff.organisationId),
              ),
            )
            .limit(1);
          accountElsewhere = Boolean(elsewhere);
        }
        if ((!existing || existing.status === 'invited') && !accountElsewhere) {
          // A new invitation replaces any earlier link (only the newest e-mail works).
          await spendAllEmailTokens(tx, id, 'invite', now);
          token = await issueEmailToken(tx, {
            purpose: 'invite',
            userId: id,
            createdBy: staff.userId,
            now,
            ttlMs: INVITATION_TTL_MS,
          });
        }
        await this.audit.record(
          request,
          {
            action: 'invite',
            organisationId: staff.organisationId,
            targetType: 'staff-user',
            targetId: id,
            detail: { roles: input.roles, email },
          },
          tx,
        );
        return { userId: id, token, accountElsewhere };
      });
    } catch (error) {
      // The same new e-mail invited twice at once: the second meets the first's row.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', INVITATION_CONFLICT);
      throw error;
    }
    const names = await this.locationNames(input.roles.map((r) => r.shopKeyId));
    const where = input.roles
      .map((r) => `${STAFF_ROLE_NAMES[r.role]} at ${names.get(r.shopKeyId) ?? r.shopKeyId}`)
      .join('\n');
    const { userId, token, accountElsewhere } = saved;
    const inviter = staff.name || staff.email;
    const message = accountElsewhere
      ? {
          to: email,
          subject: `${inviter} invited you to ${staff.organisationName} on Text To Apply`,
          text: `${inviter} invited you to the Text To Apply shop console of ${staff.organisationName}:\n${where}\n\nThis address already has a Text To Apply console account with another organisation, and an address holds one account, so this invitation cannot be accepted with it. To join ${staff.organisationName}, ask ${inviter} to invite another address of yours.\n`,
        }
      : token
        ? {
            to: email,
            subject: `${staff.name || staff.email} invited you to ${staff.organisationName} on Text To Apply`,
            text: `You are invited to the Text To Apply shop console of ${staff.organisationName}:\n${where}\n\nChoose your password here (the link works once, for 7 days):\n${this.config.publicBaseUrl}/console/accept-invitation?token=${token}\n`,
          }
        : {
            to: email,
            subject: `Your roles at ${staff.organisationName} changed`,
            text: `${staff.name || staff.email} gave you these roles in the Text To Apply shop console:\n${where}\n`,
          };
    try {
      await this.email.send(message);
    } catch (error) {
      // The roles are saved; inviting again sends a new link (and voids this one).
      throw new AppError('PARTNER_UNAVAILABLE', INVITATION_NOT_SENT, { cause: error });
    }
    return userId;
  }

  private async locationNames(shopKeyIds: string[]): Promise<Map<string, string>> {
    if (shopKeyIds.length === 0) return new Map();
    const rows = await this.db
      .select({ keyId: shops.keyId, name: shops.name })
      .from(shops)
      .where(inArray(shops.keyId, shopKeyIds));
    return new Map(rows.map((r) => [r.keyId, r.name]));
  }

  /**
   * Sets the user's roles at the locations the caller manages: `roles` is the whole list there (a location
   * left out loses its role); roles elsewhere stay as they are.
   */
  async setRoles(request: FastifyRequest, userId: string, roles: RoleAt[]): Promise<StaffUserView> {
    const staff = request.staff!;
    StaffUsers.noDuplicateLocations(roles);
    const managed = this.managedLocations(staff);
    if (managed.length === 0) throw new AppError('FORBIDDEN', 'Your role does not allow managing users.');
    // Every location named must be one the caller manages (404 not theirs, 403 not managed).
    for (const { shopKeyId } of roles) staffRoleAt(request, shopKeyId, 'manage-users');
    // Only users the caller can see: same organisation and a role at a location the caller manages.
    const [visible] = await this.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .innerJoin(staffRoles, eq(staffRoles.userId, staffUsers.id))
      .where(
        and(
          eq(staffUsers.id, userId),
          eq(staffUsers.organisationId, staff.organisationId),
          inArray(staffRoles.shopKeyId, managed),
        ),
      )
      .limit(1);
    if (!visible) throw new AppError('NOT_FOUND');
    if (userId === staff.userId) throw new AppError('FORBIDDEN', OWN_ROLES);
    return this.db.transaction(async (tx) => {
      const current = await tx
        .select()
        .from(staffRoles)
        .where(and(eq(staffRoles.userId, userId), inArray(staffRoles.shopKeyId, managed)));
      const before = new Map(
        current.filter((r) => isStaffRole(r.role)).map((r) => [r.shopKeyId, r.role as StaffRole]),
      );
      const after = new Map(roles.map((r) => [r.shopKeyId, r.role]));
      const changed: { shopKeyId: string; from: StaffRole | null; to: StaffRole | null }[] = [];
      for (const shopKeyId of managed) {
        const from = before.get(shopKeyId);
        const to = after.get(shopKeyId);
        if (from === to) continue;
        this.checkGrant(request, shopKeyId, from, to);
        changed.push({ shopKeyId, from: from ?? null, to: to ?? null });
      }
      for (const { shopKeyId, to } of changed) {
        if (to) {
          await tx
            .insert(staffRoles)
            .values({ userId, shopKeyId, role: to })
            .onConflictDoUpdate({ target: [staffRoles.userId, staffRoles.shopKeyId], set: { role: to } });
        } else {
          await tx
            .delete(staffRoles)
            .where(and(eq(staffRoles.userId, userId), eq(staffRoles.shopKeyId, shopKeyId)));
        }
      }
      if (changed.length > 0) {
        await this.audit.record(
          request,
          { action: 'role-change', targetType: 'staff-user', targetId: userId, detail: { changed } },
          tx,
        );
      }
      return this.visibleView(tx, staff, userId);
    });
  }

  async previewInvitation(token: string): Promise<InvitationPreview> {
    const found = await peekEmailToken(this.db, token, 'invite', this.now());
    if (found.status === 'unknown') throw new AppError('NOT_FOUND', INVITATION_UNKNOWN);
    if (found.status === 'spent') throw new AppError('GONE', INVITATION_SPENT);
    const [user] = await this.db
      .select({
        email: staffUsers.email,
        name: staffUsers.name,
        status: staffUsers.status,
        organisation: organisations.name,
      })
      .from(staffUsers)
      .innerJoin(organisations, eq(organisations.id, staffUsers.organisationId))
      .where(eq(staffUsers.id, found.userId))
      .limit(1);
    if (!user || user.status !== 'invited') throw new AppError('GONE', INVITATION_SPENT);
    const roles = await this.db
      .select({ name: shops.name, role: staffRoles.role })
      .from(staffRoles)
      .innerJoin(shops, eq(shops.keyId, staffRoles.shopKeyId))
      .where(eq(staffRoles.userId, found.userId));
    return {
      email: user.email,
      name: user.name,
      organisation: user.organisation,
      locations: roles
        .filter((r): r is { name: string; role: StaffRole } => isStaffRole(r.role))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  }

  /** Accepting sets the name and password and activates the user; the route then signs them in. */
  async acceptInvitation(
    request: FastifyRequest,
    input: { token: string; name: string; password: string },
  ): Promise<string> {
    const passwordHash = await hashPassword(input.password);
    const now = this.now();
    try {
      return await this.acceptIn(request, input.token, input.name, passwordHash, now);
    } catch (error) {
      // The address took an account elsewhere since the invitation (or at this very moment).
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', INVITATION_ACCOUNT_ELSEWHERE);
      throw error;
    }
  }

  private acceptIn(
    request: FastifyRequest,
    token: string,
    name: string,
    passwordHash: string,
    now: Date,
  ): Promise<string> {
    return this.db.transaction(async (tx) => {
      const found = await consumeEmailToken(tx, token, 'invite', now);
      if (found.status === 'unknown') throw new AppError('NOT_FOUND', INVITATION_UNKNOWN);
      if (found.status === 'spent') throw new AppError('GONE', INVITATION_SPENT);
      const [user] = await tx
        .update(staffUsers)
        .set({ name, passwordHash, status: 'active', failedSignIns: 0, lockedUntil: null })
        .where(and(eq(staffUsers.id, found.userId), eq(staffUsers.status, 'invited')))
        .returning({ id: staffUsers.id, organisationId: staffUsers.organisationId, email: staffUsers.email });
      if (!user) throw new AppError('GONE', INVITATION_SPENT);
      await this.audit.record(
        request,
        {
          action: 'invitation-accepted',
          organisationId: user.organisationId,
          userId: user.id,
          actorEmail: user.email,
        },
        tx,
      );
      return user.id;
    });
  }
}
