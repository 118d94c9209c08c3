import type { FastifyInstance } from 'fastify';
import { staffCookies } from '../../../../staff/staff-auth.js';
import { createStaffAccountServices } from '../../../../staff/staff-services.js';
import accountRoutes from './account.js';
import publicRoutes from './public.js';
import locationRoutes from './locations/index.js';
import apiKeyRoutes from './locations/api-keys.js';
import operatorRoutes from './operator.js';
import trainingRoutes from './training.js';
import userRoutes from './users.js';
import webhookRoutes from './locations/webhooks.js';
import { answerNeverCached } from '../../../never-cached.js';

/**
 * The shop console's API (decision 160; docs/console-api.md). Every answer is `no-store`: staff
 * routes answer personal data, and no browser or proxy may keep it. The public routes (sign-in, password reset,
 * accepting an invitation, passkey sign-in) need no session; every other route needs the staff session cookie,
 * and every state change the session's CSRF token.
 */
export default async function staffRoutes(app: FastifyInstance): Promise<void> {
  // The staff session's cookie and CSRF token exist in this world only (decision 237).
  await app.register(staffCookies);
  answerNeverCached(app);
  const services = createStaffAccountServices(app);
  await app.register(publicRoutes, { services });
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.requireStaff);
    signedIn.addHook('onRequest', app.staffCsrf);
    await signedIn.register(accountRoutes, { services });
    await signedIn.register(userRoutes, { services });
    await signedIn.register(locationRoutes, { prefix: '/locations/:shopKeyId' });
    await signedIn.register(trainingRoutes, { prefix: '/locations/:shopKeyId/training' });
    await signedIn.register(apiKeyRoutes, { prefix: '/locations/:shopKeyId/api-keys' });
    await signedIn.register(webhookRoutes, { prefix: '/locations/:shopKeyId/webhooks' });
    await signedIn.register(operatorRoutes, { prefix: '/operator', services });
  });
}
