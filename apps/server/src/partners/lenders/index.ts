import type { Config } from '../../config.js';
import { CfnaSandboxAdapter } from './cfna-sandbox.js';
import { GenericSandboxAdapter } from './generic-sandbox.js';
import type { LenderAdapter } from './lender-adapter.js';
import { UnconfiguredLenderAdapter } from './remote-lender.js';

export type * from './lender-adapter.js';

/** Finds the adapter for an app code; training sessions always use the sandbox, whatever TEST_MODE says. */
export interface LenderRegistry {
  forApp(appCode: string, options: { training: boolean }): LenderAdapter;
}

export function createLenderRegistry(config: Config): LenderRegistry {
  const delay = { minMs: config.lenders.delayMinMs, maxMs: config.lenders.delayMaxMs };
  const sandbox: Record<string, LenderAdapter> = { CFNA: new CfnaSandboxAdapter(delay) };
  for (const code of ['GEMY', 'CFSS', 'AMFF', 'EZPY', 'GNES', 'MILE', 'VERS']) {
    sandbox[code] = new GenericSandboxAdapter(code, delay);
  }
  return {
    forApp(appCode, { training }) {
      const useSandbox = training || config.testMode === 'LOCAL';
      return (useSandbox ? sandbox[appCode] : undefined) ?? new UnconfiguredLenderAdapter(appCode);
    },
  };
}
