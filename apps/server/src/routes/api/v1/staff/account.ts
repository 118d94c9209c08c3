import { staffMeSchema } from '@ttapply/domain/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { count, eq, inArray } from 'drizzle-orm';
import { shops, staffPasskeys } from '../../../../db/schema.js';
import { commonErrors, errorResponse } from '../../../schemas.js';

/** The signed-in user's own account: who they are, where they work, their CSRF token. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    { schema: { response: { 200: staffMeSchema, 401: errorResponse, ...commonErrors } } },
    async (request, reply) => {
      const staff = request.staff!;
      const shopKeyIds = [...staff.roles.keys()];
      const [locations, [passkeys]] = await Promise.all([
        shopKeyIds.length === 0
          ? []
          : app.db
              .select({ keyId: shops.keyId, name: shops.name, phone: shops.phoneNumber })
              .from(shops)
              .where(inArray(shops.keyId, shopKeyIds)),
        app.db.select({ n: count() }).from(staffPasskeys).where(eq(staffPasskeys.userId, staff.userId)),
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
        csrfToken: reply.generateCsrf({ userInfo: staff.sessionId }),
        passkeys: passkeys?.n ?? 0,
        session: { method: staff.method, expiresAt: staff.expiresAt.toISOString() },
      };
    },
  );
};

export default accountRoutes;
