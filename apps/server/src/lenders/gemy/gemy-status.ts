import { z } from 'zod';
import type { LenderDecision } from '../../services/lender-port.js';
import { ERROR_MESSAGES_EN } from '../../i18n/en/error-messages.js';

/**
 * Synchrony's status answer for a data-share token (lenders §3 "GEMY application status"). Parsed strictly
 * enough that a status without these parts is 'Unexpected response from applicationStatus' (lenders §8).
 */
export const gemyStatusSchema = z.object({
  dataShareToken: z.string().min(1).max(200),
  applicantInfo: z
    .object({
      netIncome: z.string().max(16).default(''),
      residenceType: z.string().max(16).default(''),
      contactInfo: z
        .array(z.object({ contactType: z.string().max(32), contactNumber: z.string().max(32) }))
        .max(10)
        .default([]),
      address: z
        .object({
          line1: z.string().max(100).default(''),
          line2: z.string().max(100).default(''),
          city: z.string().max(50).default(''),
          state: z.string().max(2).default(''),
          zipCode: z.string().max(10).default(''),
        })
        .default({ line1: '', line2: '', city: '', state: '', zipCode: '' }),
      firstName: z.string().max(50).default(''),
      lastName: z.string().max(50).default(''),
      middleInitial: z.string().max(1).default(''),
      email: z.string().max(100).default(''),
      socialSecurity: z.string().max(11).default(''),
      dateOfBirth: z.string().max(8).default(''),
    })
    .optional(),
  merchantInfo: z.object({ productCodeGroupCode: z.string().max(32), merchantId: z.string().max(64) }),
  applicationStatus: z
    .object({
      applicationDecision: z.string().max(32),
      applicationKey: z.string().max(64).default(''),
      creditLimit: z.string().max(16).optional(),
      accountNumber: z.string().max(32).optional(),
      cardArtURL: z.string().max(500).optional(),
      /** What the card costs; kept only after the client's check (PartnerHttpClient.offerTermsFrom). */
      offerTerms: z.unknown().optional(),
    })
    .optional(),
  applicationType: z.string().max(32).default(''),
  tokenStatus: z.string().max(32),
  returnUrl: z.string().max(500).default(''),
  modalApply: z.string().max(8).default(''),
  preQual: z.string().max(8).default(''),
});

export type GemyStatus = z.infer<typeof gemyStatusSchema>;

/** Lenders §8: the status answer was not what Synchrony's status API gives. */
export const UNEXPECTED_STATUS_MESSAGE = ERROR_MESSAGES_EN['gemy.unexpectedStatus'];
/** Lenders §4: "anything else gives errorResult with a default message". */
export const GEMY_DEFAULT_ERROR = 'Error occurred';

/**
 * Lenders §4 "GEMY embedded form": APPROVED → accepted, DECLINED → declined, REFERRED → referral, ERROR → no
 * flag (the result screen reads the decision), anything else → errorResult with the default message. A
 * prequal shop's decision carries gemyPrequal '1' (its decline did not touch the credit score).
 */
export function gemyDecision(status: GemyStatus, prequal: boolean): LenderDecision {
  const answer = status.applicationStatus;
  const common = {
    lender: 'GEMY',
    applicationKey: answer?.applicationKey ?? '',
    ...(prequal ? { gemyPrequal: '1' } : {}),
  };
  switch (answer?.applicationDecision) {
    case 'APPROVED':
      return {
        status: 'a',
        result: {
          ...common,
          accepted: '1',
          declined: '0',
          status: 'approved',
          applicationDecision: 'APPROVED',
          ...(answer.creditLimit ? { creditlimit: answer.creditLimit } : {}),
          ...(answer.accountNumber ? { accountNumber: answer.accountNumber } : {}),
          ...(answer.cardArtURL ? { cardArtURL: answer.cardArtURL } : {}),
          ...(answer.offerTerms ? { offerTerms: answer.offerTerms } : {}),
        },
      };
    case 'DECLINED':
      return {
        status: 'd',
        result: {
          ...common,
          accepted: '0',
          declined: '1',
          status: 'declined',
          applicationDecision: 'DECLINED',
        },
      };
    case 'REFERRED':
      return {
        status: 'p',
        result: {
          ...common,
          accepted: '0',
          declined: '0',
          referral: '1',
          status: 'referred',
          applicationDecision: 'REFERRED',
        },
      };
    case 'ERROR':
      return { status: 'e', result: { ...common, status: 'error', applicationDecision: 'ERROR' } };
    default:
      return {
        status: 'e',
        result: { ...common, error: '1', errorResult: '1', errorMessage: GEMY_DEFAULT_ERROR },
      };
  }
}
