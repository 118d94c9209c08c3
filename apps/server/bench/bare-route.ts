import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The yardstick: a minimal fastify() with one GET on the same path that returns `body` (a real shop-search
 * answer), so the difference to the real app is routing, validation, plugins and the database, not payload size.
 */
export async function buildBareApp(body: unknown): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/api/v1/shops/', async () => body);
  await app.ready();
  return app;
}
