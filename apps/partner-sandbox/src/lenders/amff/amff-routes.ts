import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxState } from '../../sandbox-state.js';
import { abaChecksum, AMFF_ROUTING_LOOKUP_DOWN, AMFF_UNKNOWN_ROUTING, checkCard } from './account-checks.js';
import { amffDocuments } from './amff-documents.js';
import { amffEstimate } from './amff-estimate.js';

export interface AmffRoutesOptions {
  state: SandboxState;
  now: () => Date;
}

// Lenders §3 "Card validation payload". The CVV is checked and forgotten: nothing here stores or logs it
// (the sandbox logs no bodies, and its redaction list censors any `body`).
const cardBody = z.object({
  q: z.string().max(19),
  fullname: z.string().max(120).optional(),
  ssn: z.string().max(11).optional(),
  address: z.string().max(120).optional(),
  zipcode: z.string().max(10),
  exp: z.string().max(4),
  cvv: z.string().max(4),
  appReqId: z.string().max(64).optional(),
  t2AStoreKeyId: z.string().max(64).optional(),
  aba: z.string().max(9).optional(),
});

/**
 * AFF's partner API beyond applications (lenders §7): the debit-card check, the routing-number lookup, the
 * consumer documents and the payment estimate of an approved application. Registered under /lenders/AMFF.
 */
export const amffRoutes: FastifyPluginAsync<AmffRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/validate-debit-card', { schema: { body: cardBody } }, async (request) =>
    checkCard(request.body, opts.now()),
  );

  app.post(
    '/validate-routing-num',
    { schema: { body: z.object({ ckaba: z.string().max(9) }) } },
    async (request, reply) => {
      const { ckaba } = request.body;
      // A documented number whose lookup is down: the caller must treat this as a technical failure.
      if (ckaba === AMFF_ROUTING_LOOKUP_DOWN) return reply.code(503).send({ error: 'Service Unavailable' });
      const known = abaChecksum(ckaba) && ckaba !== AMFF_UNKNOWN_ROUTING;
      return { result: { status: known ? 'accepted' : 'rejected' } };
    },
  );

  app.post(
    '/terms',
    { schema: { body: z.object({ t2AStoreKeyId: z.string().max(64), shopName: z.string().max(120) }) } },
    async (request) => amffDocuments(request.body.shopName),
  );

  app.post(
    '/applications/:applicationId/estimate',
    {
      schema: {
        params: z.object({ applicationId: z.string().max(128) }),
        body: z.object({ amount: z.number().positive().max(1_000_000) }),
      },
    },
    async (request, reply) => {
      const stored = opts.state.answers.byId('AMFF', request.params.applicationId);
      if (!stored || stored.kind !== 'application') {
        return reply.code(404).send({ error: 'Application not found' });
      }
      const result = stored.answer.result as Record<string, unknown>;
      const limit = Number(result.creditlimit);
      if (stored.answer.status !== 'a' || !Number.isFinite(limit)) {
        return reply.code(409).send({ error: 'The application is not approved.' });
      }
      const { amount } = request.body;
      if (amount > limit) {
        return reply
          .code(422)
          .send({ error: 'Finance amount must be less than or equal to the credit limit.' });
      }
      return { result: amffEstimate(amount, limit, opts.now()) };
    },
  );
};
