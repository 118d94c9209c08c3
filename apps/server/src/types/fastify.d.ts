import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import type { Services } from '../plugins/services.js';
import type { SessionClaims } from '../services/session-tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The clock every service reads; tests replace it to move time (OTP expiry, token idle expiry). */
    clock: () => Date;
    db: Database;
    /** What pg-boss connects through (plugins/services.ts). */
    jobConnection: DatabaseHandle['jobConnection'];
    services: Services;
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    session: SessionClaims | null;
  }
  interface FastifyContextConfig {
    /** A 🔒 route a session with an unconfirmed SSN may still call (confirming it, keeping the session). */
    allowWhileSsnPending?: boolean;
  }
}
