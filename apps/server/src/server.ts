import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** pg-boss 12 (the durable jobs) supports Node 22.12 and later (decision 193); `npm start` provides one. */
const NODE_MINIMUM: [number, number] = [22, 12];

function nodeIsSupported(): boolean {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  return major > NODE_MINIMUM[0] || (major === NODE_MINIMUM[0] && minor >= NODE_MINIMUM[1]);
}

/** Starts the API: read configuration, build the app, listen, and close cleanly on SIGTERM/SIGINT. */
async function main() {
  if (!nodeIsSupported()) {
    console.error(
      `Node ${process.versions.node} is not supported: the job queue (pg-boss) needs Node ${NODE_MINIMUM.join('.')} or later. ` +
        'Start with `npm start`, which provides it, or install a newer Node.',
    );
    process.exit(1);
  }
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
      app.close().then(
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
