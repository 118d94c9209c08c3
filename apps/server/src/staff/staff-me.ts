import type { StaffMe } from '@ttapply/domain/console';
import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { shops, staffPasskeys } from '../db/schema.js';
import type { StaffPrincipal } from './staff-sessions.js';

/**
 * The signed-in user as the console shows them (GET /me, and the answer of every sign-in): who, in which
 * organisation, their role at each location, the session's CSRF token and how many passkeys they hold.
 */
export async function staffMe(db: Database, staff: StaffPrincipal, csrfToken: string): Promise<StaffMe> {
  const shopKeyIds = [...staff.roles.keys()];
  const [locations, [passkeys]] = await Promise.all([
    shopKeyIds.length === 0
      ? []
      : db
          .select({ keyId: shops.keyId, name: shops.name, phone: shops.phoneNumber })
          .from(shops)
          .where(inArray(shops.keyId, shopKeyIds)),
    db.select({ n: count() }).from(staffPasskeys).where(eq(staffPasskeys.userId, staff.userId)),
  ]);
  return {
    user: { id: staff.userId, email: staff.email, name: staff.name },
    organisation: { id: staff.organisationId, name: staff.organisationName },
    locations: locations
      .map((shop) => ({
        shopKeyId: shop.keyId,
        name: shop.name,
        phone: shop.phone,
        role: staff.roles.get(shop.keyId)!,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    csrfToken,
    passkeys: passkeys?.n ?? 0,
    session: { method: staff.method, expiresAt: staff.expiresAt.toISOString() },
    operator: staff.operator,
  };
}
