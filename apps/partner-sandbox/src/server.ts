import { buildSandbox } from './app.js';
import { SandboxConfigError, sandboxConfigFromEnv } from './config.js';

/** Starts the partner sandbox on SANDBOX_PORT (default PORT + 1) and closes it cleanly on SIGTERM/SIGINT. */
async function main() {
  let config;
  try {
    config = sandboxConfigFromEnv();
  } catch (error) {
    if (error instanceof SandboxConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const sandbox = await buildSandbox({
    delay: config.delay,
    controls: config.controls,
    appOrigin: config.appOrigin,
    logLevel: config.logLevel,
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      sandbox.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await sandbox.listen({ port: config.port, host: config.host });
}

void main();
