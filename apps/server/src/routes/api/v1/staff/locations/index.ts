import type { FastifyInstance } from 'fastify';

/** One location's console: its board (and live events), journeys and link sends. */
export default async function locationRoutes(_app: FastifyInstance): Promise<void> {}
