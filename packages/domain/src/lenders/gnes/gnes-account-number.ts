// How Concora's result shows the new account's number (lenders §4).
import { groupThreeThreeRest } from '../../masking.js';

/** GNES result account number (lenders §4 "account number grouped 3-3-rest"); spaces the lender sent are dropped first. */
export function formatGnesAccountNumber(accountNumber: string): string {
  return groupThreeThreeRest(accountNumber.replace(/\s+/g, ''));
}
