import type { AuditEntry } from '@ttapply/domain/console';
import { apiKeyHint, boardLenderName, roleAllows, type ApiKeyMode } from '@ttapply/domain/console';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import {
  applications,
  consumers,
  journeys,
  organisationLocations,
  partnerApiKeys,
  shops,
  staffAuditLog,
  staffLinkSends,
  staffUsers,
} from '../db/schema.js';
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
    .select({ entry: staffAuditLog, userEmail: staffUsers.email, userName: staffUsers.name })
    .from(staffAuditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, staffAuditLog.userId))
    .where(cursor ? and(inOrganisation, cursor) : inOrganisation)
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(query.limit);
  const targetNames = await namesOfTargets(
    db,
    staff.organisationId,
    rows.map(({ entry }) => entry),
  );
  return rows.map(({ entry, userEmail, userName }) => {
    const email = entry.actorEmail ?? userEmail ?? null;
    const target = entry.targetType && entry.targetId ? `${entry.targetType}:${entry.targetId}` : null;
    return {
      id: entry.id,
      at: entry.at.toISOString(),
      // People by name, with the e-mail behind it (a failed sign-in has an e-mail and no user).
      actor: userName || email || 'unknown',
      actorEmail: email,
      action: entry.action,
      shopKeyId: entry.shopKeyId,
      target,
      targetName: target ? (targetNames.get(target) ?? null) : null,
      ip: entry.ip,
      userAgent: entry.userAgent,
    };
  });
}

const last4 = (phone: string | null | undefined) => (phone ? `phone ending ${phone.slice(-4)}` : null);

/**
 * What each target is, in the words the console uses elsewhere: the customer by the name the board shows (or
 * their phone's last four before they gave one), a link by its customer, an application by its lender and
 * customer, a teammate and a location by name. Read for one page of entries, only within the organisation.
 */
async function namesOfTargets(
  db: Database,
  organisationId: string,
  entries: ReadonlyArray<{ targetType: string | null; targetId: string | null; shopKeyId: string | null }>,
): Promise<Map<string, string>> {
  const ids = (type: string) => [
    ...new Set(
      entries
        .filter((e) => e.targetType === type && e.targetId)
        .map((e) => e.targetId!)
        .filter((id) => UUID.test(id)),
    ),
  ];
  const names = new Map<string, string>();
  const orgShops = db
    .select({ keyId: organisationLocations.shopKeyId })
    .from(organisationLocations)
    .where(eq(organisationLocations.organisationId, organisationId));

  const sends = ids('link-send');
  const sendRows =
    sends.length === 0
      ? []
      : await db
          .select({
            id: staffLinkSends.id,
            consumerId: staffLinkSends.consumerId,
            phone: staffLinkSends.phone,
          })
          .from(staffLinkSends)
          .where(and(inArray(staffLinkSends.id, sends), inArray(staffLinkSends.shopKeyId, orgShops)));
  const apps = ids('application');
  const appRows =
    apps.length === 0
      ? []
      : await db
          .select({ id: applications.id, consumerId: applications.consumerId, appType: applications.appType })
          .from(applications)
          .where(and(inArray(applications.id, apps), inArray(applications.shopKeyId, orgShops)));
  const consumerIds = [
    ...new Set([
      ...ids('consumer'),
      ...sendRows.map((r) => r.consumerId),
      ...appRows.map((r) => r.consumerId),
    ]),
  ];
  const customers = new Map<string, string>();
  if (consumerIds.length > 0) {
    const rows = await db
      .select({
        consumerId: journeys.consumerId,
        name: journeys.customerName,
        phone: consumers.phoneMobile,
        linkPhone: sql<string | null>`(select s.phone from staff_link_sends s
          where s.consumer_id = ${journeys.consumerId} order by s.created_at desc limit 1)`,
      })
      .from(journeys)
      .innerJoin(consumers, eq(consumers.id, journeys.consumerId))
      .where(and(inArray(journeys.consumerId, consumerIds), inArray(journeys.shopKeyId, orgShops)))
      .orderBy(desc(journeys.updatedAt));
    for (const row of rows) {
      const name = row.name || last4(row.phone ?? row.linkPhone);
      if (name && !customers.has(row.consumerId)) customers.set(row.consumerId, name);
    }
  }
  for (const id of ids('consumer')) {
    const name = customers.get(id);
    if (name) names.set(`consumer:${id}`, name);
  }
  for (const send of sendRows) {
    const customer = customers.get(send.consumerId);
    const phone = last4(send.phone)!;
    names.set(
      `link-send:${send.id}`,
      customer && customer !== phone ? `link to ${customer}, ${phone}` : `link to the ${phone}`,
    );
  }
  for (const app of appRows) {
    const customer = customers.get(app.consumerId);
    const lender = boardLenderName(app.appType);
    names.set(
      `application:${app.id}`,
      customer ? `${lender} application of ${customer}` : `${lender} application`,
    );
  }
  const users = ids('staff-user');
  if (users.length > 0) {
    const rows = await db
      .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
      .from(staffUsers)
      .where(and(inArray(staffUsers.id, users), eq(staffUsers.organisationId, organisationId)));
    for (const user of rows) names.set(`staff-user:${user.id}`, user.name || user.email);
  }
  const keys = ids('api-key');
  if (keys.length > 0) {
    const rows = await db
      .select({
        id: partnerApiKeys.id,
        name: partnerApiKeys.name,
        mode: partnerApiKeys.mode,
        lastFour: partnerApiKeys.lastFour,
      })
      .from(partnerApiKeys)
      .where(and(inArray(partnerApiKeys.id, keys), inArray(partnerApiKeys.shopKeyId, orgShops)));
    for (const key of rows) {
      names.set(
        `api-key:${key.id}`,
        `API key ${key.name} (${apiKeyHint(key.mode as ApiKeyMode, key.lastFour)})`,
      );
    }
  }
  const places = [
    ...new Set(
      entries
        .filter((e) => (e.targetType === 'shop' || e.targetType === 'location') && e.targetId)
        .map((e) => e.targetId!),
    ),
  ];
  if (places.length > 0) {
    const rows = await db
      .select({ keyId: shops.keyId, name: shops.name })
      .from(shops)
      .where(and(inArray(shops.keyId, places), inArray(shops.keyId, orgShops)));
    for (const shop of rows) {
      names.set(`shop:${shop.keyId}`, shop.name);
      names.set(`location:${shop.keyId}`, shop.name);
    }
  }
  return names;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
