import { loadConfig } from '../src/config.js';
import { createLenderRegistry, type LenderRegistry } from '../src/lenders/index.js';
import type { LenderSubmission } from '../src/services/lender-port.js';
import type { TestApp } from './helper.js';

/**
 * The real lender registry (speaking to the test's sandbox), with a window on what each adapter was handed for
 * an application: the appData after the lender's mapping, kept in memory for the test to read.
 */
export function capturingLenders(): {
  registry: LenderRegistry;
  handed: Record<string, string>[];
  /** Points the registry at the test app's sandbox, once the app is built. */
  attach(t: TestApp): void;
} {
  const handed: Record<string, string>[] = [];
  let inner: LenderRegistry | undefined;
  const real = () => {
    if (!inner) throw new Error('capturingLenders: attach(t) before the first lender call');
    return inner;
  };
  const registry: LenderRegistry = {
    forApp(appCode, options) {
      const adapter = real().forApp(appCode, options);
      return {
        appCode: adapter.appCode,
        submitApplication(submission: LenderSubmission, signal: AbortSignal) {
          handed.push({ ...submission.appData });
          return adapter.submitApplication(submission, signal);
        },
        prequalify: (submission: LenderSubmission, signal: AbortSignal) =>
          adapter.prequalify(submission, signal),
      };
    },
    documents: (options) => real().documents(options),
  };
  return {
    registry,
    handed,
    attach(t) {
      inner = createLenderRegistry(
        loadConfig({ NODE_ENV: 'test', PARTNER_SANDBOX_URL: t.sandbox.url, LOG_LEVEL: 'silent' }),
      );
    },
  };
}
