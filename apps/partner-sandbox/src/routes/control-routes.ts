import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxLenders } from '../lenders/registry.js';
import type { SandboxState } from '../sandbox-state.js';
import { normaliseSsn, SSN_PATTERN } from '../schemas.js';
import { BEHAVIOUR_MODES } from '../state/behaviours.js';

/** The bodies that name a lender, which must be one this sandbox plays. */
function controlSchemas(lenders: SandboxLenders) {
  const codes = [...lenders.keys()] as [string, ...string[]];
  const lenderOrAll = z.enum([...codes, '*']);
  return {
    behaviourBody: z.object({
      lender: lenderOrAll,
      mode: z.enum(BEHAVIOUR_MODES),
      delayMs: z.number().int().min(0).max(600_000).optional(),
      times: z.number().int().min(1).max(1_000_000).optional(),
    }),
    pullsBody: z.object({
      lender: z.enum(codes),
      ssn: z.string().regex(SSN_PATTERN),
    }),
    inFlightQuery: z.object({ lender: lenderOrAll.default('*') }),
  };
}

/** The contract's test controls: misbehave on purpose, count pulls, see what was received, reset, watch requests in flight. */
export const controlRoutes: FastifyPluginAsync<{ state: SandboxState; lenders: SandboxLenders }> = async (
  fastify,
  { state, lenders },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { behaviourBody, pullsBody, inFlightQuery } = controlSchemas(lenders);
  // A test helper often posts `reset` with a JSON content type and no body: read that as {}.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.post('/behaviour', { schema: { body: behaviourBody } }, async (request) => {
    const { lender, mode, delayMs, times } = request.body;
    state.behaviours.set(lender, { mode, delayMs, remaining: times });
    return {
      lender,
      mode,
      ...(delayMs !== undefined ? { delayMs } : {}),
      ...(times !== undefined ? { times } : {}),
    };
  });

  app.post('/pulls', { schema: { body: pullsBody } }, async (request) => {
    return state.pulls.get(request.body.lender, normaliseSsn(request.body.ssn));
  });

  // What a lender last received for an SSN (without the SSN), so a test can check a mapping end to end.
  app.post('/received', { schema: { body: pullsBody } }, async (request, reply) => {
    const appData = state.lastReceived(request.body.lender, normaliseSsn(request.body.ssn));
    if (!appData) return reply.code(404).send({ error: 'Nothing received for this lender and SSN' });
    return { appData };
  });

  app.post('/reset', async () => {
    state.reset();
    return { reset: true };
  });

  app.get('/requests-in-flight', { schema: { querystring: inFlightQuery } }, async (request) => {
    return { inFlight: state.inFlightCount(request.query.lender) };
  });
};
