import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { SharedHitCounter } from '../services/shared-hit-counter.js';

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
 * A per-client ceiling on the API, counted where every server instance sees it (decision 035); the web app's
 * own files are not counted (a page load fetches many). The tighter one-time-code limits live in OtpService.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const counter = new SharedHitCounter(app.db, {
      flushMs: config.apiRateLimitFlushMs,
      // The app's clock, so a test can start its tries at the beginning of a window instead of hoping that a
      // busy machine does not cross a minute boundary between them.
      now: () => app.clock().getTime(),
      onError: (error) => app.log.warn({ err: error }, 'rate limit counts not sent to the database'),
    });
    counter.start();
    // Registered after the database, so this runs before the database closes.
    app.addHook('onClose', async () => counter.stop());
    await app.register(rateLimit, {
      max: config.apiRateLimitPerMinute,
      timeWindow: '1 minute',
      allowList: (request) => !request.url.startsWith('/api/'),
      store: class extends SharedRateLimitStore {
        constructor() {
          super(counter);
        }
      },
      // The limit headers go with a 429 (with Retry-After), not on every answer: three more headers per response
      // that no client of ours reads (decision 027).
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
