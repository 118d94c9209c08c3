import type { LenderDecision } from '../../services/lender-port.js';
import type { VersDecision, VersLenderRecord } from './versatile-client.js';

/** Lenders §8 Versatile texts the server writes into a result. */
export const VERS_ERROR = 'Versatile Error';
export const providerNotFound = (provider: string) => `${provider} not found in lender list.`;

/** The lender record's language fields the result view fills in (lenders §3, §4 "Result screen"). */
const LANGUAGE_FIELDS = [
  'lenderId',
  'lenderName',
  'supportPhone',
  'approvalLanguage',
  'leaseApprovalLang',
  'loanApprovalLang',
  'revCreditApprovalLang',
  'declineLanguage',
  'extraLanguage1',
  'extraLanguage2',
] as const;

/**
 * Lenders §4 "Versatile waterfall": approved gives accepted 'APPROVED'; declined or nooffer give declined
 * 'DECLINED'; pending gives 'PENDING'; error or anything else gives 'ERROR'. Amounts stay in cents (§9);
 * creditlimit is whole dollars like every other lender's. The decision data also travels as
 * prequalResult.versData (lenders §7 "Versatile waterfall" answer).
 */
export function versOutcome(
  sessionId: string,
  decision: VersDecision,
  lenders: readonly VersLenderRecord[],
): LenderDecision {
  const provider = decision.providerId.toLowerCase();
  const record = lenders.find((l) => l.lenderId.toLowerCase() === provider);
  if (!record) return versError(providerNotFound(decision.providerId));
  const status = decision.status.toLowerCase();
  const mapped =
    status === 'approved'
      ? 'APPROVED'
      : status === 'declined' || status === 'nooffer'
        ? 'DECLINED'
        : status === 'pending'
          ? 'PENDING'
          : 'ERROR';
  const versData = {
    sessionId,
    instoreSessionId: sessionId,
    providerId: decision.providerId,
    status: decision.status,
    ...(decision.approvedAmount !== undefined
      ? { amount: decision.approvedAmount, approvedAmount: decision.approvedAmount }
      : {}),
    applicationId: decision.applicationId ?? '',
    productType: decision.productType ?? '',
    providerReferenceNumber: decision.providerReferenceNumber ?? '',
    providerBankId: decision.providerBankId ?? '',
    providerProductId: decision.providerProductId ?? '',
    outcomeType: decision.outcomeType ?? '',
  };
  const versLender = Object.fromEntries(
    LANGUAGE_FIELDS.filter((f) => record[f] !== undefined).map((f) => [f, record[f]]),
  );
  const result: Record<string, unknown> = {
    lender: 'Versatile',
    status: mapped,
    applicationDecision: mapped === 'PENDING' ? 'REFERRED' : mapped,
    providerId: decision.providerId,
    productType: versData.productType,
    providerReferenceNumber: versData.providerReferenceNumber,
    confirmationnumber: versData.providerReferenceNumber,
    applicationId: versData.applicationId,
    outcomeType: versData.outcomeType,
    versLender,
    prequalResult: { versData },
  };
  // The approving provider's costs (checked by the client): the offer screen and the console show them.
  if (mapped === 'APPROVED' && decision.offerTerms !== undefined) result.offerTerms = decision.offerTerms;
  if (decision.approvedAmount !== undefined) {
    result.amount = decision.approvedAmount;
    result.creditlimit = String(Math.floor(decision.approvedAmount / 100));
  }
  switch (mapped) {
    case 'APPROVED':
      return {
        status: 'a',
        result: { ...result, accepted: 'APPROVED' },
        lenderApplicationId: versData.applicationId,
      };
    case 'DECLINED':
      return { status: 'd', result: { ...result, declined: 'DECLINED' } };
    case 'PENDING':
      return { status: 'p', result: { ...result, pending: 'PENDING', pendingappflag: '1' } };
    default:
      return { status: 'e', result };
  }
}

/** A waterfall that ended without a provider's decision (expired, provider unknown): an application error. */
export function versError(message: string): LenderDecision {
  return {
    status: 'e',
    result: {
      lender: 'Versatile',
      error: '1',
      errorResult: '1',
      errorMessage: message,
      status: 'ERROR',
      applicationDecision: 'ERROR',
    },
  };
}
