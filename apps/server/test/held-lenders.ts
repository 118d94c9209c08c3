import { loadConfig } from '../src/config.js';
import { createLenderRegistry, type LenderRegistry } from '../src/lenders/index.js';
import type { TestApp } from './helper.js';

/**
 * The real lender registry (speaking to the test's sandbox) whose calls to a lender can be held until the test
 * lets them go: the test sees the journey while a lender decides, however fast the sandbox answers.
 */
export function heldLenders(): {
  registry: LenderRegistry;
  /** Holds the next calls to `appCode` (applications and prequals) until the returned release is called. */
  hold(appCode: string): { release(): void; reached: Promise<void> };
  /** Points the registry at the test app's sandbox, once the app is built. */
  attach(t: TestApp): void;
} {
  const holds = new Map<string, { gate: Promise<void>; arrived(): void }>();
  let inner: LenderRegistry | undefined;
  const real = () => {
    if (!inner) throw new Error('heldLenders: attach(t) before the first lender call');
    return inner;
  };
  const held = async (appCode: string) => {
    const hold = holds.get(appCode);
    if (!hold) return;
    hold.arrived();
    await hold.gate;
  };
  const registry: LenderRegistry = {
    forApp(appCode, options) {
      const adapter = real().forApp(appCode, options);
      return {
        appCode: adapter.appCode,
        submitApplication: async (submission, signal) => {
          await held(appCode);
          return adapter.submitApplication(submission, signal);
        },
        prequalify: async (submission, signal) => {
          await held(appCode);
          return adapter.prequalify(submission, signal);
        },
      };
    },
    documents: (options) => real().documents(options),
  };
  return {
    registry,
    hold(appCode) {
      let release!: () => void;
      let arrived!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      holds.set(appCode, { gate, arrived });
      return {
        reached,
        release() {
          holds.delete(appCode);
          release();
        },
      };
    },
    attach(t) {
      inner = createLenderRegistry(
        loadConfig({ NODE_ENV: 'test', PARTNER_SANDBOX_URL: t.sandbox.url, LOG_LEVEL: 'silent' }),
      );
    },
  };
}
