import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** What a composition other than the product's adds: the e2e's test lender (docs/decisions/312). */
export interface StartOptions {
  /** The lender modules this server has; the registry's (lenders/index.ts) by default. */
  lenders?: AppOptions['lenders'];
  /** Runs on the built app before it listens (the composition's own data, such as a shop offering its lender). */
  beforeListen?: (app: FastifyInstance) => Promise<void>;
}

/** Starts the API: read configuration, build the app, listen, and close cleanly on SIGTERM/SIGINT. */
export async function startServer(options: StartOptions = {}): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let app;
  try {
    app = await buildApp({ config, ...(options.lenders ? { lenders: options.lenders } : {}) });
  } catch (error) {
    // A configuration the start-up found unusable (e.g. a DATA_DIR that cannot be written): its message names
    // the variable and is all the operator needs, not a stack.
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // Not ready first, still serving, so the proxy takes this instance out before it stops listening
      // (decision 285); then the boards' streams end (they reconnect elsewhere) and in-flight requests finish.
      app.health
        .drain()
        .then(() => app.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error({ err: error }, 'error while closing');
            process.exit(1);
          },
        );
    });
  }
  await options.beforeListen?.(app);
  await app.listen({ port: config.port, host: config.host });
}
