import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { LenderDefinition } from './lenders/index.js';
import errorHandler from './errors/error-handler.js';
import { loggerOptions } from './logging.js';
import { trustProxyOption } from './trust-proxy.js';
import authenticate from './plugins/authenticate.js';
import database from './plugins/database.js';
import health from './plugins/health.js';
import metrics from './plugins/metrics.js';
import inputGuard from './plugins/input-guard.js';
import openapi from './plugins/openapi.js';
import apiRateLimit from './plugins/rate-limit.js';
import services, { type PartnerOverrides } from './plugins/services.js';
import securityHeaders from './plugins/security-headers.js';
import webStatic from './plugins/web-static.js';
import emailOutboxRoutes from './routes/api/dev/email-outbox.js';
import outboxRoutes from './routes/api/dev/outbox.js';
import { responseSerializerCompiler } from './routes/response-serializer.js';
import { systemClock } from './system-clock.js';
import applicationRoutes from './routes/api/v1/apps/app/index.js';
import journeyRoutes from './routes/api/v1/apps/journey/index.js';
import draftRoutes from './routes/api/v1/apps/draft/index.js';
import consumerRoutes from './routes/api/v1/apps/consumer/index.js';
import verificationRoutes from './routes/api/v1/apps/verification.js';
import clientConfigRoutes from './routes/api/v1/client-config/index.js';
import shopRoutes from './routes/api/v1/shops/index.js';
import uspsRoutes from './routes/api/v1/usps/index.js';
import smsRoutes from './routes/api/v1/sms/index.js';
import staffRoutes from './routes/api/v1/staff/index.js';
import trainingRoutes from './routes/api/v1/training/index.js';
import partnerApiRoutes from './routes/api/partner/v1/index.js';
import staffAuth from './staff/staff-auth.js';
import documentRoutes from './routes/documents.js';
import termsRoutes from './routes/terms/index.js';

export interface AppOptions {
  config: Config;
  /** Clock for OTP expiry and token idle expiry; tests move it. */
  now?: () => Date;
  partners?: PartnerOverrides;
  /** The lender modules this server has; the registry's (lenders/index.ts) unless a test registers its own. */
  lenders?: readonly LenderDefinition[];
}

/**
 * The whole API as one plugin (GUIDE 3): outside plugins and the database (the rate limit counts in it), then
 * services and partner adapters, then routes, each registered under the prefix its folder names (routes/ for
 * the shared ones, lenders/<code>/routes/ for a lender's own).
 */
export const app = fp<AppOptions>(
  async (fastify, opts) => {
    const { config } = opts;
    fastify.decorate('config', config);
    fastify.decorate('clock', opts.now ?? systemClock);
    fastify.setValidatorCompiler(validatorCompiler);
    fastify.setSerializerCompiler(responseSerializerCompiler);

    await fastify.register(errorHandler);
    // Before any route: the description collects each route as it is registered (plugins/openapi.ts).
    await fastify.register(openapi);
    await fastify.register(securityHeaders, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Partner scripts (Versatile's SDK) come from the lenders' pages origin only: exactly that origin.
          scriptSrc: ["'self'", config.client.lenderPagesOrigin],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Map tiles come from MAP_TILE_URL's server; data: and blob: for generated images (card art, PDFs).
          imgSrc: ["'self'", 'data:', 'blob:', config.client.mapTileOrigin],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          // Lenders' hosted pages (state disclosures, partner forms) are framed from their own origin only.
          frameSrc: ["'self'", config.client.lenderPagesOrigin],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // Only behind HTTPS: in development and e2e the app is served over plain http://localhost.
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      strictTransportSecurity: config.isProduction,
    });
    await fastify.register(database);
    // Before every route, so its hook times them all (decision 287).
    await fastify.register(metrics);
    await fastify.register(apiRateLimit);
    // No NUL byte and no built-in member name as a key reaches any route (docs/architecture.md "HTTP API":
    // every request is scanned once before any route's schema).
    await fastify.register(inputGuard);

    await fastify.register(services, {
      partners: opts.partners,
      ...(opts.lenders ? { lenders: opts.lenders } : {}),
    });
    await fastify.register(health);
    await fastify.register(authenticate);
    await fastify.register(staffAuth);

    await fastify.register(documentRoutes);
    await fastify.register(termsRoutes, { prefix: '/terms' });
    await fastify.register(clientConfigRoutes, { prefix: '/api/v1/client-config' });
    await fastify.register(shopRoutes, { prefix: '/api/v1/shops' });
    await fastify.register(verificationRoutes, { prefix: '/api/v1/apps' });
    await fastify.register(consumerRoutes, { prefix: '/api/v1/apps/consumer' });
    await fastify.register(applicationRoutes, { prefix: '/api/v1/apps/app' });
    await fastify.register(uspsRoutes, { prefix: '/api/v1/usps' });
    await fastify.register(draftRoutes, { prefix: '/api/v1/apps/draft' });
    await fastify.register(journeyRoutes, { prefix: '/api/v1/apps/journey' });
    await fastify.register(smsRoutes, { prefix: '/api/v1/sms' });
    await fastify.register(staffRoutes, { prefix: '/api/v1/staff' });
    await fastify.register(trainingRoutes, { prefix: '/api/v1/training' });
    await fastify.register(partnerApiRoutes, { prefix: '/api/partner/v1' });
    // Each lender's own routes, from its module (lenders/<code>/routes/<prefix>/, decision 125).
    for (const { prefix, plugin } of fastify.services.lenderModules.routes()) {
      await fastify.register(plugin, { prefix });
    }
    // The outbox shows one-time codes: only with the local provider and never in production.
    if (fastify.services.sms.name === 'local' && !config.isProduction) {
      await fastify.register(outboxRoutes, { prefix: '/api/dev' });
    }
    if (fastify.services.email.name === 'local' && !config.isProduction) {
      await fastify.register(emailOutboxRoutes, { prefix: '/api/dev' });
    }
    await fastify.register(webStatic);
  },
  { name: 'ttapply-app' },
);

const SANE_REQUEST_ID = /^[\w.:-]{1,64}$/;
function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Builds a ready-to-listen Fastify instance; server.ts and the tests both use it. */
export async function buildApp(
  options: AppOptions & {
    logStream?: DestinationStream;
    /** Told of every route as it is registered (tests that call every route of a prefix). */
    onRoute?: (route: RouteOptions) => void;
  },
): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: loggerOptions(options.config, options.logStream),
    bodyLimit: 64 * 1024,
    // Start-up runs the migrations and the first-start seed; on a busy machine PGlite needs more than
    // Fastify's default 10 s for that, and a slow start is not a broken one.
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(options.config.trustProxy),
    // One id per request across instances: the proxy's X-Request-ID (deploy/haproxy.cfg) when it sent a sane one,
    // else a fresh UUID, never Fastify's per-process counter ('req-1' on every instance). Sent back to the client.
    requestIdHeader: false,
    genReqId: requestId,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) fastify.addHook('onRoute', options.onRoute);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  await fastify.register(app, options);
  await fastify.ready();
  return fastify;
}
