import type { ApplicationRecord } from '@ttapply/domain/consumer-api';
import type { ApplicationRow } from '../db/schema.js';
import type { Transaction } from '../db/database.js';

// What an application looks like to those who read or create one (routes, lender modules): the consumer's view,
// a submission and its answer. Kept apart from application-service.ts so a lender module can name these shapes
// without importing the service (decision 125: lenders reach applications through LenderApplications).

/** The consumer's view of an application: the consumer API's, one definition with the web's pages. */
export type ApplicationView = ApplicationRecord;

export interface SubmitInput {
  tier: string;
  appType: string;
  t2AConsumerKeyId: string;
  t2AStoreKeyId: string;
  appData: Record<string, string>;
  confirmTimestamp: string;
  selectedApps: string;
  quickScreenAccept?: string | undefined;
  quickScreen?: { historyId: string; orderId: string; quickScreenAccept: string } | undefined;
  /** The consent line shown next to the submit button (soft or hard check, who gets which data). */
  consentText: string;
}

export interface SubmitAnswer {
  success: boolean;
  applicationKeyId: string;
  status: string;
  application: ApplicationView;
}

export type ApplicationKind = 'application' | 'prequal';

/**
 * Work that replaces the lender call for an application whose decision comes another way (a partner's widget
 * walked by the consumer, its outcome recorded by a poll job). Runs in the transaction that stores the
 * application, so the two exist together or not at all.
 */
export type AfterStored = (row: ApplicationRow, tx: Transaction) => Promise<void>;

/** The columns an applicant's view is made of. */
export type ApplicationViewRow = Pick<
  ApplicationRow,
  | 'id'
  | 'appType'
  | 'tier'
  | 'kind'
  | 'status'
  | 'result'
  | 'cardArt'
  | 'signedFlag'
  | 'fundingType'
  | 'last4'
  | 'affLoan'
  | 'fundedDetails'
  | 'consumerId'
  | 'shopKeyId'
  | 'selectedApps'
  | 'createdAt'
>;

export function toApplicationView(row: ApplicationViewRow): ApplicationView {
  return {
    applicationKeyId: row.id,
    appType: row.appType,
    tier: row.tier,
    kind: row.kind,
    status: row.status,
    result: row.result ?? null,
    cardArt: row.cardArt ?? null,
    signedFlag: row.signedFlag,
    fundingType: row.fundingType,
    last4: row.last4,
    // The envelope id stays on the server: only our server talks to the lender about the envelope.
    affLoan: row.affLoan
      ? {
          amount: row.affLoan.amount,
          repairOrderId: row.affLoan.repairOrderId,
          estimate: row.affLoan.estimate,
          fundingOptions: row.affLoan.fundingOptions,
        }
      : null,
    fundedDetails: row.fundedDetails
      ? {
          fundtype: row.fundedDetails.fundtype,
          last4: row.fundedDetails.last4,
          ...(row.fundedDetails.first6 ? { first6: row.fundedDetails.first6 } : {}),
        }
      : null,
    t2AConsumerKeyId: row.consumerId,
    t2AStoreKeyId: row.shopKeyId,
    selectedApps: row.selectedApps,
    createdAt: row.createdAt.toISOString(),
  };
}
