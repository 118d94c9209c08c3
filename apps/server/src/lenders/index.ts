import type { Config } from '../config.js';
import { AppError } from '../errors/app-error.js';
import { breadLender } from './alnc/index.js';
import { americanFirstFinanceLender } from './amff/index.js';
import { bigOLender } from './bigo/index.js';
import { cfnaLender } from './cfna/index.js';
import { dignifiLender } from './cfss/index.js';
import { easyPayLender } from './ezpy/index.js';
import { goodyearLender } from './gdyr/index.js';
import { synchronyLender } from './gemy/index.js';
import { concoraLender } from './gnes/index.js';
import type { LenderAdapter } from './lender-adapter.js';
import { mileLender } from './mile/index.js';
import { PartnerHttpClient } from './partner-http-client.js';
import { PartnerLender, type LenderDefinition } from './partner-lender.js';
import { UnconfiguredLenderAdapter } from './remote-lender.js';
import { versatileLender } from './vers/index.js';

export type * from './lender-adapter.js';

/** One line per lender (GUIDE 9: adding a lender touches its folders and one registry line each). */
export const LENDER_DEFINITIONS: readonly LenderDefinition[] = [
  cfnaLender,
  synchronyLender,
  dignifiLender,
  americanFirstFinanceLender,
  easyPayLender,
  concoraLender,
  mileLender,
  versatileLender,
  goodyearLender,
  breadLender,
  bigOLender,
];

/** App codes whose application is filled in the lender's own form: no lender-call job is queued for them. */
export const PARTNER_FORM_APPS: ReadonlySet<string> = new Set(
  LENDER_DEFINITIONS.filter((d) => d.decidedInPartnerForm).map((d) => d.appCode),
);

/** Finds the adapter for an app code; training sessions always use the sandbox, whatever TEST_MODE says. */
export interface LenderRegistry {
  forApp(appCode: string, options: { training: boolean }): LenderAdapter;
  /** The lenders' HTTP client for documents (GNES and DigniFi disclosures), sandbox or real alike. */
  documents(options: { training: boolean }): PartnerHttpClient;
}

export function createLenderRegistry(config: Config): LenderRegistry {
  const sandboxClient = new PartnerHttpClient(config.lenders.sandboxUrl);
  const sandbox = new Map(LENDER_DEFINITIONS.map((d) => [d.appCode, new PartnerLender(d, sandboxClient)]));
  const useSandbox = (training: boolean) => training || config.testMode === 'LOCAL';
  return {
    forApp(appCode, { training }) {
      return (
        (useSandbox(training) ? sandbox.get(appCode) : undefined) ?? new UnconfiguredLenderAdapter(appCode)
      );
    },
    documents({ training }) {
      // Real lenders' document endpoints have no credentials in this project yet (see remote-lender.ts).
      if (!useSandbox(training)) throw new AppError('PARTNER_UNAVAILABLE');
      return sandboxClient;
    },
  };
}
