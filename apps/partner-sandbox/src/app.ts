import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { sandboxConfigFromEnv } from './config.js';
import { SandboxState } from './sandbox-state.js';
import { controlRoutes } from './routes/control-routes.js';
import { documentRoutes } from './routes/document-routes.js';
import { lenderRoutes } from './routes/lender-routes.js';
import { shopSystemRoutes } from './shop-system/shop-system-routes.js';
import { sandboxLendersWith } from './lenders/registry.js';
import type { SandboxLender } from './lenders/sandbox-lender.js';

export interface SandboxOptions {
  /** Answer delay of a normal submit, ms. Default SANDBOX_DELAY_MIN_MS / SANDBOX_DELAY_MAX_MS (1000 / 2000). */
  delay?: { minMs: number; maxMs: number };
  /** Serve /sandbox/*. Default: on, except NODE_ENV=production without SANDBOX_CONTROLS=1. */
  controls?: boolean;
  /** Origin allowed to frame the disclosure pages. Default APP_ORIGIN or http://localhost:3000. */
  appOrigin?: string;
  /** Stored answers kept (least recently used dropped first). Default 10,000. */
  maxStoredAnswers?: number;
  /** Lender + SSN pull counters kept. Default 10,000. */
  maxPullEntries?: number;
  /** pino level; default 'silent' (tests), server.ts passes LOG_LEVEL. */
  logLevel?: string;
  logStream?: DestinationStream;
  /** Clock for answer timestamps (an offer's timestamp, a signing link's expiry). */
  now?: () => Date;
  /** How long a lender's hosted form takes to decide once sent; default: the lender's own pace (lenders §4). */
  hostedFormDecisionMs?: number;
  /** Lenders played besides the registry's (a test composition's, docs/decisions/312). */
  addedLenders?: readonly SandboxLender[];
}

/**
 * Log lines never carry an SSN (GUIDE security figures): bodies are not logged at all, and whatever a line
 * might carry under these keys is censored.
 */
const REDACT = [
  'req.headers["idempotency-key"]',
  'appData',
  '*.appData',
  'ssn',
  '*.ssn',
  'SSN',
  '*.SSN',
  'body',
  '*.body',
];

/**
 * The lenders' side of the contract's "Partner sandbox" as a Fastify instance, ready to listen. server.ts
 * starts it on its own port; tests start it in-process (listen on port 0, or inject).
 */
export async function buildSandbox(options: SandboxOptions = {}): Promise<FastifyInstance> {
  const needsEnv =
    options.delay === undefined || options.controls === undefined || options.appOrigin === undefined;
  const env = needsEnv ? sandboxConfigFromEnv() : undefined;
  const delay = options.delay ?? env!.delay;
  if (delay.minMs < 0 || delay.maxMs < delay.minMs) throw new RangeError('delay: need 0 <= minMs <= maxMs');
  const state = new SandboxState({
    maxStoredAnswers: options.maxStoredAnswers ?? 10_000,
    maxPullEntries: options.maxPullEntries ?? 10_000,
  });
  const held = new Set<FastifyReply>();
  const lenders = sandboxLendersWith(options.addedLenders);

  const fastify = Fastify({
    logger: {
      level: options.logLevel ?? 'silent',
      redact: { paths: REDACT, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 64 * 1024,
    // A held ('timeout') request must not keep close() waiting.
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  // Bad input is the caller's mistake: 400 with what was wrong, never a 500.
  fastify.setErrorHandler(
    (error: { validation?: unknown; statusCode?: number; message: string }, request, reply) => {
      if (error.validation) return reply.code(400).send({ error: 'Bad Request', message: error.message });
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.code(error.statusCode).send({ error: error.message });
      }
      request.log.error({ err: error }, 'sandbox failure');
      return reply.code(500).send({ error: 'Internal Server Error' });
    },
  );
  fastify.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not Found' }));
  fastify.addHook('onClose', async () => {
    for (const reply of held) reply.raw.destroy();
    held.clear();
  });

  await fastify.register(lenderRoutes, {
    prefix: '/lenders',
    lenders,
    state,
    delay,
    now: options.now ?? (() => new Date()),
    held,
  });
  await fastify.register(documentRoutes, {
    prefix: '/lenders',
    lenders,
    appOrigin: options.appOrigin ?? env!.appOrigin,
  });
  // Each lender's own routes (documents, hosted forms, after-approval steps), from its folder.
  const lenderRouteOptions = {
    state,
    appOrigin: options.appOrigin ?? env!.appOrigin,
    now: options.now ?? (() => new Date()),
    controls: options.controls ?? env!.controls,
    hostedFormDecisionMs: options.hostedFormDecisionMs,
  };
  for (const lender of lenders.values()) {
    if (lender.routes) await fastify.register(lender.routes, lenderRouteOptions);
  }
  // A shop's own system beside the lenders: it calls our partner API and receives our webhooks (docs/partner-api.md).
  await fastify.register(shopSystemRoutes, {
    appOrigin: options.appOrigin ?? env!.appOrigin,
    now: options.now ?? (() => new Date()),
  });
  if (options.controls ?? env!.controls)
    await fastify.register(controlRoutes, { prefix: '/sandbox', state, lenders });
  fastify.get('/health', async () => ({ ok: true }));
  await fastify.ready();
  return fastify;
}
