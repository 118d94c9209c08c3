import { randomBytes } from 'node:crypto';
import { CONTACT_MESSAGES, isStaffRole, lenderListRuleProblems } from '@ttapply/domain/console';
import {
  OPERATOR_MESSAGES,
  type OperatorOrganisation,
  type OperatorOrganisationSummary,
  type OperatorUser,
} from '@ttapply/domain/operator';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import {
  organisationLenderAgreements,
  organisationLocations,
  organisations,
  platformOperators,
  shops,
  staffAuditLog,
  staffRoles,
  staffSessions,
  staffUsers,
} from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { Geocoder } from '../partners/geocoding/geocoder.js';
import { usPhoneDigits } from '../services/text-to-apply-service.js';
import type { LocationSettingsService } from './location-settings.js';
import type { StaffAudit } from './staff-audit.js';
import { INVITATION_TTL_MS, issueEmailToken, spendAllEmailTokens } from './staff-email-tokens.js';
import type { StaffUsers } from './staff-users.js';

/** The organisation our own operators belong to (organisations.kind = 'platform'; decision 281). */
export const PLATFORM_ORGANISATION_NAME = 'Text To Apply platform operators';

const badField = (field: string, message: string) =>
  new AppError('BAD_REQUEST', `${field}: ${message}`, { fields: { [field]: message } });

/**
 * What a platform operator does (decision 281): brings a shop on without SQL — an organisation, its lender
 * agreements, its locations from the shop's data, its first owner's invitation — and deactivates a user or a
 * location (their links stop working, their history stays). Every action is audited in the shop
 * organisation's log, so its owners see what was done for them and by whom.
 */
export class PlatformOperators {
  constructor(
    private readonly db: Database,
    private readonly audit: StaffAudit,
    private readonly users: StaffUsers,
    private readonly settings: LocationSettingsService,
    private readonly geocoder: Geocoder,
    private readonly now: () => Date,
  ) {}

  async organisations(): Promise<OperatorOrganisationSummary[]> {
    const rows = await this.db
      .select({
        id: organisations.id,
        name: organisations.name,
        createdAt: organisations.createdAt,
        locations: count(organisationLocations.shopKeyId),
      })
      .from(organisations)
      .leftJoin(organisationLocations, eq(organisationLocations.organisationId, organisations.id))
      .where(eq(organisations.kind, 'shop'))
      .groupBy(organisations.id)
      .orderBy(asc(organisations.name));
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }

  async organisation(id: string): Promise<OperatorOrganisation> {
    const org = await this.shopOrganisation(id);
    const [agreements, locations, people] = await Promise.all([
      this.db
        .select({ appCode: organisationLenderAgreements.appCode })
        .from(organisationLenderAgreements)
        .where(eq(organisationLenderAgreements.organisationId, id))
        .orderBy(asc(organisationLenderAgreements.appCode)),
      this.db
        .select({ shop: shops, deactivatedAt: organisationLocations.deactivatedAt })
        .from(organisationLocations)
        .innerJoin(shops, eq(shops.keyId, organisationLocations.shopKeyId))
        .where(eq(organisationLocations.organisationId, id))
        .orderBy(asc(shops.name)),
      this.db
        .select({ user: staffUsers, shopKeyId: staffRoles.shopKeyId, role: staffRoles.role })
        .from(staffUsers)
        .leftJoin(staffRoles, eq(staffRoles.userId, staffUsers.id))
        .where(eq(staffUsers.organisationId, id))
        .orderBy(asc(staffUsers.email)),
    ]);
    const users = new Map<string, OperatorUser>();
    for (const { user, shopKeyId, role } of people) {
      const status = user.status === 'active' || user.status === 'disabled' ? user.status : 'invited';
      const view = users.get(user.id) ?? {
        id: user.id,
        email: user.email,
        name: user.name,
        status,
        roles: [],
      };
      if (shopKeyId && role && isStaffRole(role)) view.roles.push({ shopKeyId, role });
      users.set(user.id, view);
    }
    return {
      id: org.id,
      name: org.name,
      agreements: agreements.map((row) => row.appCode),
      locations: locations.map(({ shop, deactivatedAt }) => ({
        shopKeyId: shop.keyId,
        name: shop.name,
        address: [shop.addr1, shop.addr2, `${shop.city}, ${shop.state} ${shop.zip}`]
          .filter(Boolean)
          .join(', '),
        phoneNumber: shop.phoneNumber,
        contactHours: shop.contactHours,
        lenders: shop.lenders ? shop.lenders.split(',') : [],
        acctId: shop.acctId,
        subId: shop.subId,
        storeNumber: shop.storeNumber,
        active: deactivatedAt === null,
      })),
      users: [...users.values()],
    };
  }

  async createOrganisation(
    request: FastifyRequest,
    input: { name: string; agreements: string[] },
  ): Promise<OperatorOrganisation> {
    const agreements = PlatformOperators.agreementCodes(input.agreements);
    const id = await this.db.transaction(async (tx) => {
      const [org] = await tx
        .insert(organisations)
        .values({ name: input.name, kind: 'shop', createdAt: this.now() })
        .returning({ id: organisations.id });
      if (agreements.length > 0) {
        await tx
          .insert(organisationLenderAgreements)
          .values(agreements.map((appCode) => ({ organisationId: org!.id, appCode })));
      }
      await this.audit.record(
        request,
        {
          action: 'organisation-created',
          organisationId: org!.id,
          targetType: 'organisation',
          targetId: org!.id,
          detail: { name: input.name, agreements },
        },
        tx,
      );
      return org!.id;
    });
    return this.organisation(id);
  }

  /** Records the whole set of lenders the organisation has agreements with. */
  async setAgreements(
    request: FastifyRequest,
    organisationId: string,
    codes: string[],
  ): Promise<OperatorOrganisation> {
    await this.shopOrganisation(organisationId);
    const after = PlatformOperators.agreementCodes(codes);
    await this.db.transaction(async (tx) => {
      const before = await tx
        .select({ appCode: organisationLenderAgreements.appCode })
        .from(organisationLenderAgreements)
        .where(eq(organisationLenderAgreements.organisationId, organisationId));
      await tx
        .delete(organisationLenderAgreements)
        .where(eq(organisationLenderAgreements.organisationId, organisationId));
      if (after.length > 0) {
        await tx
          .insert(organisationLenderAgreements)
          .values(after.map((appCode) => ({ organisationId, appCode })));
      }
      await this.audit.record(
        request,
        {
          action: 'agreements-changed',
          organisationId,
          targetType: 'organisation',
          targetId: organisationId,
          detail: { before: before.map((row) => row.appCode).sort(), after },
        },
        tx,
      );
    });
    return this.organisation(organisationId);
  }

  async addLocation(
    request: FastifyRequest,
    organisationId: string,
    input: {
      name: string;
      addr1: string;
      addr2: string;
      city: string;
      state: string;
      zip: string;
      phoneNumber: string;
      contactHours: string;
      lenders: string[];
      acctId: string;
      subId: string;
      storeNumber: string;
    },
  ): Promise<OperatorOrganisation> {
    const org = await this.shopOrganisation(organisationId);
    const phoneNumber = usPhoneDigits(input.phoneNumber);
    if (!phoneNumber) throw badField('phoneNumber', CONTACT_MESSAGES.phone);
    // The list holds agreed lenders in tier order, as a location's own lender editor requires.
    const lenders = await this.settings.checkedLenderList(organisationId, input.lenders);
    // Shop search measures distances from the location's point: its ZIP's, until a street-level geocoder.
    const place = await this.geocoder.geocode(input.zip);
    if (!place) throw badField('zip', OPERATOR_MESSAGES.zipUnknown);
    const keyId = `loc-${randomBytes(8).toString('hex')}`;
    await this.db.transaction(async (tx) => {
      await tx.insert(shops).values({
        keyId,
        name: input.name,
        phoneNumber,
        addr1: input.addr1,
        addr2: input.addr2,
        city: input.city,
        state: input.state,
        zip: input.zip,
        latitude: place.latitude,
        longitude: place.longitude,
        lenders,
        acctId: input.acctId,
        subId: input.subId,
        storeNumber: input.storeNumber,
        companyName: org.name,
        contactHours: input.contactHours,
      });
      await tx.insert(organisationLocations).values({ shopKeyId: keyId, organisationId });
      await this.audit.record(
        request,
        {
          action: 'location-added',
          organisationId,
          shopKeyId: keyId,
          targetType: 'location',
          targetId: keyId,
          detail: { name: input.name, lenders },
        },
        tx,
      );
    });
    return this.organisation(organisationId);
  }

  /** The organisation's owner at the locations chosen, invited by e-mail as a manager invites. */
  async inviteOwner(
    request: FastifyRequest,
    organisationId: string,
    input: { email: string; name: string; shopKeyIds: string[] },
  ): Promise<OperatorOrganisation> {
    const org = await this.shopOrganisation(organisationId);
    const shopKeyIds = [...new Set(input.shopKeyIds)];
    const active = await this.db
      .select({ shopKeyId: organisationLocations.shopKeyId })
      .from(organisationLocations)
      .where(
        and(
          eq(organisationLocations.organisationId, organisationId),
          inArray(organisationLocations.shopKeyId, shopKeyIds),
          isNull(organisationLocations.deactivatedAt),
        ),
      );
    if (active.length !== shopKeyIds.length) throw new AppError('NOT_FOUND');
    const operator = request.staff!;
    await this.users.inviteInto(
      request,
      { ...operator, organisationId, organisationName: org.name },
      {
        email: input.email,
        name: input.name,
        roles: shopKeyIds.map((shopKeyId) => ({ shopKeyId, role: 'owner' })),
      },
      // An operator makes owners; the roles a person already holds elsewhere in the organisation stay.
      () => undefined,
    );
    return this.organisation(organisationId);
  }

  /** The user signs in nowhere and every session ends; the links they sent stop working (link-codes.ts). */
  async deactivateUser(
    request: FastifyRequest,
    organisationId: string,
    userId: string,
  ): Promise<OperatorOrganisation> {
    await this.shopOrganisation(organisationId);
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const [user] = await tx
        .update(staffUsers)
        .set({ status: 'disabled' })
        .where(and(eq(staffUsers.id, userId), eq(staffUsers.organisationId, organisationId)))
        .returning({ id: staffUsers.id });
      if (!user) throw new AppError('NOT_FOUND');
      await tx
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.userId, userId), isNull(staffSessions.revokedAt)));
      await this.audit.record(
        request,
        { action: 'user-deactivated', organisationId, targetType: 'staff-user', targetId: userId },
        tx,
      );
    });
    return this.organisation(organisationId);
  }

  /** The location leaves search, its links stop working and no role opens it; its history stays. */
  async deactivateLocation(
    request: FastifyRequest,
    organisationId: string,
    shopKeyId: string,
  ): Promise<OperatorOrganisation> {
    await this.shopOrganisation(organisationId);
    await this.db.transaction(async (tx) => {
      const [location] = await tx
        .update(organisationLocations)
        .set({ deactivatedAt: sql`coalesce(${organisationLocations.deactivatedAt}, ${this.now()})` })
        .where(
          and(
            eq(organisationLocations.shopKeyId, shopKeyId),
            eq(organisationLocations.organisationId, organisationId),
          ),
        )
        .returning({ shopKeyId: organisationLocations.shopKeyId });
      if (!location) throw new AppError('NOT_FOUND');
      // Touches the shops row so its revision trigger tells every instance's shop directory to reload.
      await tx
        .update(shops)
        .set({ name: sql`${shops.name}` })
        .where(eq(shops.keyId, shopKeyId));
      await this.audit.record(
        request,
        {
          action: 'location-deactivated',
          organisationId,
          shopKeyId,
          targetType: 'location',
          targetId: shopKeyId,
        },
        tx,
      );
    });
    return this.organisation(organisationId);
  }

  /** A customer's organisation (never the operators' own): 404 otherwise. */
  private async shopOrganisation(id: string): Promise<{ id: string; name: string }> {
    const [org] = await this.db
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(and(eq(organisations.id, id), eq(organisations.kind, 'shop')))
      .limit(1);
    if (!org) throw new AppError('NOT_FOUND');
    return org;
  }

  /** Agreements are with lenders as their codes name them: no result screen, no refused code, once each. */
  private static agreementCodes(codes: string[]): string[] {
    const agreed = [...new Set(codes.map((code) => code.trim().toUpperCase()))].sort();
    // A list of one code meets no tier rule: what is left is the code's own problem, in the lender editor's words.
    const problems = agreed.flatMap((code) => lenderListRuleProblems([code]));
    if (problems.length > 0) throw badField('agreements', problems.join(' '));
    return agreed;
  }
}

/**
 * The command line's `create-operator` (npm run operator): the first operator, or another one. The operator is
 * a staff user of the platform organisation, invited: the printed link sets the password, then the console's
 * sign-in opens the operators' screens. An address with a shop account cannot be an operator (one address,
 * one account).
 */
export async function createOperator(
  db: Database,
  input: { email: string; now: Date; publicBaseUrl: string },
): Promise<
  { outcome: 'created' | 'new-link'; link: string } | { outcome: 'already-active' | 'shop-account' }
> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    let [platform] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.kind, 'platform'))
      .limit(1);
    platform ??= (
      await tx
        .insert(organisations)
        .values({ name: PLATFORM_ORGANISATION_NAME, kind: 'platform', createdAt: input.now })
        .returning({ id: organisations.id })
    )[0]!;
    const [existing] = await tx
      .select({ id: staffUsers.id, status: staffUsers.status, organisationId: staffUsers.organisationId })
      .from(staffUsers)
      .where(eq(staffUsers.email, email))
      .orderBy(sql`${staffUsers.organisationId} <> ${platform.id}`)
      .limit(1);
    if (existing && existing.organisationId !== platform.id) return { outcome: 'shop-account' as const };
    if (existing && existing.status !== 'invited') return { outcome: 'already-active' as const };
    const userId =
      existing?.id ??
      (
        await tx
          .insert(staffUsers)
          .values({ organisationId: platform.id, email, status: 'invited', createdAt: input.now })
          .returning({ id: staffUsers.id })
      )[0]!.id;
    await tx.insert(platformOperators).values({ userId, createdAt: input.now }).onConflictDoNothing();
    await spendAllEmailTokens(tx, userId, 'invite', input.now);
    const token = await issueEmailToken(tx, {
      purpose: 'invite',
      userId,
      createdBy: null,
      now: input.now,
      ttlMs: INVITATION_TTL_MS,
    });
    // No request: the command line is the actor, and the log says so.
    await tx.insert(staffAuditLog).values({
      organisationId: platform.id,
      userId: null,
      actorEmail: null,
      action: 'operator-created',
      targetType: 'staff-user',
      targetId: userId,
      ip: 'command line',
      userAgent: 'npm run operator',
      at: input.now,
      detail: { email },
    });
    return {
      outcome: existing ? ('new-link' as const) : ('created' as const),
      link: `${input.publicBaseUrl}/console/accept-invitation?token=${token}`,
    };
  });
}
