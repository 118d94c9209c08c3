import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyReply, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { SharedHitCounter } from '../services/shared-hit-counter.js';
import { systemClock } from '../system-clock.js';
import { isApiUrl } from '../request-kinds.js';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit's store interface over the shared counter. `incr` is called with the window and ceiling
 * of the limit that applies; a route with a limit of its own (`config.rateLimit`) gets a child whose keys carry
 * the route, so its hits are counted apart from the API ceiling's.
 */
class SharedRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly counter: SharedHitCounter,
    private readonly prefix = 'api:',
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow?: number, max?: number): void {
    const result = this.counter.hit(
      `${this.prefix}${key}`,
      timeWindow ?? 60_000,
      max ?? Number.MAX_SAFE_INTEGER,
    );
    if (!(result instanceof Promise)) {
      callback(null, result);
      return;
    }
    result.then(
      (count) => callback(null, count),
      (error: Error) => callback(error),
    );
  }

  child(routeOptions: { method: string | string[]; url: string }): FastifyRateLimitStore {
    return new SharedRateLimitStore(this.counter, `${String(routeOptions.method)} ${routeOptions.url}:`);
  }
}

/**
 * A per-client ceiling on the API, counted where every server instance sees it (decisions 035 and 237); the web
 * app's own files are not counted (a page load fetches many). The tighter one-time-code limits live in OtpService.
 *
 * The ceiling runs in a hook of our own, added to each route that has no limit of its own: a callback that
 * answers without a promise when memory decides, which is nearly every request. @fastify/rate-limit's hook awaited
 * five promises per request whatever the store answered. The plugin stays for the limits that routes declare
 * (`config.rateLimit`) and for `app.createRateLimit`, on the same shared counter.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const counter = new SharedHitCounter(app.db, {
      flushMs: config.apiRateLimitFlushMs,
      // The app's clock, so a test can start its tries at the beginning of a window instead of hoping that a
      // busy machine does not cross a minute boundary between them. Every API request reads it, so without a
      // test's clock it is Date.now(), not a new Date per request.
      now: app.clock === systemClock ? Date.now : () => app.clock().getTime(),
      onError: (error) => app.log.warn({ err: error }, 'rate limit counts not sent to the database'),
    });
    counter.start();
    // Registered after the database, so this runs before the database closes.
    app.addHook('onClose', async () => counter.stop());

    const max = config.apiRateLimitPerMinute;
    const windowMs = 60_000;
    const refuse = (reply: FastifyReply, ttl: number) => {
      const seconds = Math.ceil(ttl / 1000);
      // The limit headers go with a 429 (with Retry-After), not on every answer: three more headers per response
      // that no client of ours reads (decision 027).
      reply.header('x-ratelimit-limit', max);
      reply.header('x-ratelimit-remaining', 0);
      reply.header('x-ratelimit-reset', seconds);
      reply.header('retry-after', seconds);
      return new AppError('TOO_MANY_REQUESTS');
    };
    const apiCeiling: onRequestHookHandler = (request, reply, done) => {
      if (!isApiUrl(request.url)) {
        done();
        return;
      }
      const counted = counter.hit(`api:${request.ip}`, windowMs, max);
      if (!(counted instanceof Promise)) {
        done(counted.current > max ? refuse(reply, counted.ttl) : undefined);
        return;
      }
      counted.then(({ current, ttl }) => done(current > max ? refuse(reply, ttl) : undefined), done);
    };
    app.addHook('onRoute', (route) => {
      // A route's own limit replaces the API ceiling, as @fastify/rate-limit's own global limit did.
      if (route.config?.rateLimit != null) return;
      const existing = route.onRequest;
      route.onRequest = existing
        ? [...(Array.isArray(existing) ? existing : [existing]), apiCeiling]
        : [apiCeiling];
    });

    await app.register(rateLimit, {
      global: false,
      max,
      timeWindow: windowMs,
      // No allow list: with the global hook off, only API routes (their own `config.rateLimit`) and
      // `createRateLimit` callers are counted here; the API ceiling above says what is an API request.
      store: class extends SharedRateLimitStore {
        constructor() {
          super(counter);
        }
      },
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
    });
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
