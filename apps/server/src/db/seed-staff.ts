import { STAFF_ROLES } from '@ttapply/domain/console';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../security/passwords.js';
import type { Database } from './database.js';
import {
  organisationLenderAgreements,
  organisationLocations,
  organisations,
  shops,
  staffRoles,
  staffUsers,
} from './schema.js';
import { DEMO_SHOPS } from './seed.js';

export const DEMO_ORGANISATION = 'Text To Apply Demo Shops';
/** One password for every demo user (README "Shop console"); never seeded in production (config.staff.seedDemo). */
export const DEMO_STAFF_PASSWORD = 'demo-password-2026';
export const demoStaffEmail = (role: string) => `${role}@demo.texttoapply.example`;

/**
 * The demo organisation owning every demo shop, with one active user per role at each (owner@, manager@,
 * associate@, trainer@demo.texttoapply.example). Idempotent: nothing is written (and no password hashed) when
 * every demo user is already there; a demo shop another organisation already owns is left to it.
 */
export async function seedDemoStaff(db: Database): Promise<void> {
  const emails = STAFF_ROLES.map(demoStaffEmail);
  const present = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(inArray(staffUsers.email, emails));
  if (present.length === emails.length) return;

  let [organisation] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.name, DEMO_ORGANISATION))
    .limit(1);
  organisation ??= (await db.insert(organisations).values({ name: DEMO_ORGANISATION }).returning())[0];
  const organisationId = organisation!.id;
  const shopKeyIds = DEMO_SHOPS.map((shop) => shop.keyId);
  await db
    .insert(organisationLocations)
    .values(shopKeyIds.map((shopKeyId) => ({ shopKeyId, organisationId })))
    .onConflictDoNothing();
  const owned = await db
    .select({ shopKeyId: organisationLocations.shopKeyId })
    .from(organisationLocations)
    .where(eq(organisationLocations.organisationId, organisationId));

  // The organisation has agreements with every lender its locations offer (as migration 0018 backfilled for
  // organisations that existed), so owners and managers can reorder and change the demo lists.
  const listed = await db
    .select({ lenders: shops.lenders })
    .from(shops)
    .where(inArray(shops.keyId, owned.map(({ shopKeyId }) => shopKeyId).concat([''])));
  const codes = [...new Set(listed.flatMap((shop) => shop.lenders.split(',').map((c) => c.trim())))].filter(
    Boolean,
  );
  if (codes.length > 0) {
    await db
      .insert(organisationLenderAgreements)
      .values(codes.map((appCode) => ({ organisationId, appCode })))
      .onConflictDoNothing();
  }

  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const role of STAFF_ROLES) {
    const email = demoStaffEmail(role);
    await db
      .insert(staffUsers)
      .values({ organisationId, email, name: `Demo ${role}`, passwordHash, status: 'active' })
      .onConflictDoNothing();
    const [user] = await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, email))
      .limit(1);
    if (!user || owned.length === 0) continue;
    await db
      .insert(staffRoles)
      .values(owned.map(({ shopKeyId }) => ({ userId: user.id, shopKeyId, role })))
      .onConflictDoNothing();
  }
}
