import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { smsOutbox } from '../../../db/schema.js';

/** Development only: the texts the local SMS provider "sent", oldest first, so a person or e2e can read a code. */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        response: { 200: z.array(z.object({ to: z.string(), body: z.string(), createdAt: z.string() })) },
      },
    },
    async () => {
      const rows = await app.db.select().from(smsOutbox).orderBy(asc(smsOutbox.createdAt), asc(smsOutbox.id));
      return rows.map((row) => ({ to: row.to, body: row.body, createdAt: row.createdAt.toISOString() }));
    },
  );
};

export default outboxRoutes;
