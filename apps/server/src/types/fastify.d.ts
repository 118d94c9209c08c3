import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import type { Health } from '../plugins/health.js';
import type { Metrics } from '../plugins/metrics.js';
import type { Services } from '../plugins/services.js';
import type { SessionClaims } from '../services/session-tokens.js';
import type { StaffAudit } from '../staff/staff-audit.js';
import type { StaffPrincipal, StaffSessions } from '../staff/staff-sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The clock every service reads; tests replace it to move time (OTP expiry, token idle expiry). */
    clock: () => Date;
    db: Database;
    /** What pg-boss connects through (plugins/services.ts). */
    jobConnection: DatabaseHandle['jobConnection'];
    services: Services;
    /** Prometheus metrics (plugins/metrics.ts). */
    metrics: Metrics;
    /** Readiness and the drain before shutdown (plugins/health.ts). */
    health: Health;
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Staff world (staff/staff-auth.ts): the session cookie's principal into request.staff, or 401. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** CSRF check of every staff state change (x-csrf-token), after requireStaff. */
    staffCsrf: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;
    staffSessions: StaffSessions;
    staffAudit: StaffAudit;
    setStaffCookie: (reply: FastifyReply, token: string, expiresAt: Date) => void;
    clearStaffCookie: (reply: FastifyReply) => void;
  }
  interface FastifyRequest {
    session: SessionClaims | null;
    staff: StaffPrincipal | null;
  }
  interface FastifyContextConfig {
    /** A 🔒 route a session with an unconfirmed SSN may still call (confirming it, keeping the session). */
    allowWhileSsnPending?: boolean;
    /** A staff route the browser calls by itself (the board's stream): it does not restart the idle clock. */
    backgroundSession?: boolean;
  }
}
