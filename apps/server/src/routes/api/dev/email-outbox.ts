import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailOutbox } from '../../../db/schema.js';

/** Development only: the e-mails the local provider "sent" (terms e-mails), oldest first. */
const emailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/email-outbox',
    {
      schema: {
        response: {
          200: z.array(
            z.object({
              to: z.string(),
              subject: z.string(),
              body: z.string(),
              attachments: z.array(z.string()),
              createdAt: z.string(),
            }),
          ),
        },
      },
    },
    async () => {
      const rows = await app.db
        .select()
        .from(emailOutbox)
        .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
      return rows.map((row) => ({
        to: row.to,
        subject: row.subject,
        body: row.body,
        attachments: row.attachments,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
};

export default emailOutboxRoutes;
