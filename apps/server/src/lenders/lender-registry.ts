import type { LenderAdapter } from './lender-adapter.js';
import type { PartnerHttpClient } from './partner-http-client.js';

/** Finds the adapter for an app code; training sessions always use the sandbox, whatever TEST_MODE says. */
export interface LenderRegistry {
  forApp(appCode: string, options: { training: boolean }): LenderAdapter;
  /** The lenders' HTTP client for their own calls (documents, tokens, funding), sandbox or real alike. */
  documents(options: { training: boolean }): PartnerHttpClient;
}
