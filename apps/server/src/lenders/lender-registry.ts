import type { LenderAdapters } from '../services/lender-port.js';
import type { PartnerHttpClient } from './partner-http-client.js';

/** The adapters the services ask through, and the HTTP client the lender modules make their own calls with. */
export interface LenderRegistry extends LenderAdapters {
  /** The lenders' HTTP client for their own calls (documents, tokens, funding), sandbox or real alike. */
  documents(options: { training: boolean }): PartnerHttpClient;
}
