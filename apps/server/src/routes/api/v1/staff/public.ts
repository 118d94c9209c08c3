import type { FastifyInstance } from 'fastify';

/** Staff routes that need no session: sign-in (password, passkey), password reset, accepting an invitation. */
export default async function publicRoutes(_app: FastifyInstance): Promise<void> {}
