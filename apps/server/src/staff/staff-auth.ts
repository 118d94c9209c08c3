import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import { createHmac } from 'node:crypto';
import type { StaffPermission, StaffRole } from '@ttapply/domain/console';
import { roleAllows } from '@ttapply/domain/console';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { StaffAudit } from './staff-audit.js';
import { StaffSessions } from './staff-sessions.js';

/**
 * The staff session cookie. `__Host-` makes the browser refuse it unless Secure, Path=/ and no Domain, so no
 * sub-domain or plain-http page can set or overwrite it (browsers treat http://localhost as secure, so
 * development and e2e work over plain http).
 */
export const STAFF_COOKIE = '__Host-tta-staff';
/** The CSRF secret's cookie (@fastify/csrf-protection); the token itself goes in the x-csrf-token header. */
export const STAFF_CSRF_COOKIE = '__Host-tta-csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** Sent as '1' by the console on requests the user did not make (a board's reload after a reconnection). */
export const STAFF_BACKGROUND_HEADER = 'x-staff-background';

export const STAFF_SIGNED_OUT = 'Your session has ended. Please sign in again.';
export const STAFF_NOT_ALLOWED = 'Your role at this location does not allow this.';

const cookieOptions = {
  path: '/',
  httpOnly: true,
  secure: true,
  sameSite: 'strict' as const,
};

/**
 * Staff authentication (decision 160), a world apart from the consumer's: the staff session
 * is an HttpOnly cookie and nothing else, the consumer's a Bearer token and nothing else, so a consumer token
 * never opens a staff route and a staff cookie never opens a consumer route.
 *
 * - `app.requireStaff` (onRequest): resolves the cookie's session into `request.staff`, or 401.
 * - `app.staffCsrf` (onRequest, after requireStaff): every state change sends the token of GET /me in
 *   x-csrf-token; the token is bound to the session (getUserInfo), so one taken from another session fails.
 * - `staffRoleAt(request, shopKeyId, permission)`: the user's role at the location, 404 for a location the
 *   user holds no role at (another organisation's shop is not confirmed to exist), 403 for a role that lacks
 *   the permission.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const sessions = new StaffSessions(
      app.db,
      { idleMinutes: config.staff.sessionIdleMinutes, maxHours: config.staff.sessionMaxHours },
      app.clock,
    );
    app.decorate('staffSessions', sessions);
    app.decorate('staffAudit', new StaffAudit(app.db, app.clock));
    app.decorateRequest('staff', null);

    app.decorate('requireStaff', async (request: FastifyRequest) => {
      const token = request.cookies[STAFF_COOKIE];
      // A request the browser made by itself (a board's stream, its reload after a reconnection: the route's
      // `backgroundSession`, or the console's x-staff-background header) does not count as the user's activity.
      const activity =
        !request.routeOptions.config.backgroundSession && request.headers[STAFF_BACKGROUND_HEADER] !== '1';
      const principal = token ? await sessions.resolve(token, { activity }) : undefined;
      if (!principal) throw new AppError('UNAUTHORIZED', STAFF_SIGNED_OUT);
      request.staff = principal;
    });

    app.decorate('setStaffCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
      reply.setCookie(STAFF_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    });
    app.decorate('clearStaffCookie', (reply: FastifyReply) => {
      reply.clearCookie(STAFF_COOKIE, cookieOptions);
      reply.clearCookie(STAFF_CSRF_COOKIE, cookieOptions);
    });
  },
  { name: 'staff-auth', dependencies: ['services'] },
);

/**
 * The staff world's cookies and CSRF tokens (@fastify/cookie, @fastify/csrf-protection) and `app.staffCsrf`,
 * registered by the staff routes only: at the root, the cookie plugin's two hooks ran for every request of the
 * consumer API and shop search, which never read or set a cookie (decision 237).
 */
export const staffCookies = fp(
  async (app) => {
    const { config } = app;
    // Cookie signing and the CSRF token's HMAC key are derived from SESSION_SECRET, each for its one purpose.
    const derive = (purpose: string) => createHmac('sha256', config.sessionSecret).update(purpose).digest();
    await app.register(fastifyCookie, { secret: derive('staff-cookie-signing').toString('hex') });
    await app.register(fastifyCsrf, {
      sessionPlugin: '@fastify/cookie',
      cookieKey: STAFF_CSRF_COOKIE,
      cookieOpts: { ...cookieOptions, signed: true },
      getUserInfo: (request: FastifyRequest) => request.staff?.sessionId ?? '',
      getToken: (request: FastifyRequest) => {
        const value = request.headers[CSRF_HEADER];
        return typeof value === 'string' ? value : '';
      },
      csrfOpts: { hmacKey: derive('staff-csrf-hmac') },
    });

    const csrfCheck = app.csrfProtection.bind(app);
    app.decorate(
      'staffCsrf',
      (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
        if (request.method === 'GET' || request.method === 'HEAD') {
          done();
          return;
        }
        csrfCheck(request, reply, (error?: Error) => {
          done(
            error
              ? new AppError(
                  'FORBIDDEN',
                  'The form was open too long or came from elsewhere. Reload the page and try again.',
                )
              : undefined,
          );
        });
      },
    );
  },
  { name: 'staff-cookies', dependencies: ['staff-auth'] },
);

/** The user's role at a location, or 404 (not one of theirs) or 403 (their role may not do this). */
export function staffRoleAt(
  request: FastifyRequest,
  shopKeyId: string,
  permission: StaffPermission,
): StaffRole {
  const role = request.staff?.roles.get(shopKeyId);
  if (!role) throw new AppError('NOT_FOUND');
  if (!roleAllows(role, permission)) throw new AppError('FORBIDDEN', STAFF_NOT_ALLOWED);
  return role;
}
