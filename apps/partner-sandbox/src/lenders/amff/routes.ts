import type { FastifyPluginAsync } from 'fastify';
import type { SandboxRouteOptions } from '../sandbox-lender.js';
import { amffRoutes } from './amff-routes.js';
import { amffFundingRoutes } from './funding-routes.js';

/** AFF's API beyond applications (checks, documents, estimate) and after the approval (funding, e-sign). */
export const amffOwnRoutes: FastifyPluginAsync<SandboxRouteOptions> = async (fastify, opts) => {
  await fastify.register(amffRoutes, { prefix: '/lenders/AMFF', state: opts.state, now: opts.now });
  await fastify.register(amffFundingRoutes, {
    prefix: '/lenders/AMFF',
    sandbox: opts.state,
    appOrigin: opts.appOrigin,
    now: opts.now,
  });
};
