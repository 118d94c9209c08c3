import { buildSandbox, type SandboxOptions } from './app.js';
import { SandboxConfigError, sandboxConfigFromEnv } from './config.js';

/**
 * Starts the partner sandbox on SANDBOX_PORT (default PORT + 1) and closes it cleanly on SIGTERM/SIGINT. A
 * composition other than the product's passes the lenders it adds (the e2e's test lender, docs/decisions/312).
 */
export async function startSandbox(options: Pick<SandboxOptions, 'addedLenders'> = {}): Promise<void> {
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
    ...options,
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
