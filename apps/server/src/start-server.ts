import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** Starts the API: read configuration, build the app, listen, and close cleanly on SIGTERM/SIGINT. */
async function main() {
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
    app = await buildApp({ config });
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
  await app.listen({ port: config.port, host: config.host });
}

void main();
