// AFF's debit card check (lenders §7 "Debit card validation"), run from the shared Account Information page
// through the lender registry. The CVV goes to our server in this one request body and nowhere else: never a
// draft, never sessionStorage (decision 050).
import { api } from '../../../lib/api-client';
import { formatCardholderName, type FieldName } from '../../../lib/domain';
import type { AccountCheckInput, AccountCheckOutcome } from '../shared/lender-parts';

export interface CardCheckPayload {
  /** Card number (lenders §3 "Card validation payload"). */
  q: string;
  fullname?: string;
  address?: string;
  zipcode: string;
  /** MMYY. */
  exp: string;
  cvv: string;
  appReqId?: string;
  t2AStoreKeyId: string;
  aba?: string;
}

export type CardCheckAnswer =
  | { success: true }
  | { success: false; error_code: 'CARDERR' | 'EXPERR' | 'CVVERR' | 'ZIPERR' | string; reason: string };

export function validateDebitCard(payload: CardCheckPayload) {
  return api.post<CardCheckAnswer>('/api/v1/apps/amff/validate-debit-card', payload);
}

/** Lenders §5 "Card check codes": which fields each code marks, and which of them it clears. */
const CARD_ERROR_FIELDS: Record<string, { marks: FieldName[]; clears: FieldName[] }> = {
  CARDERR: { marks: ['CC_NUMBER'], clears: ['CC_NUMBER'] },
  EXPERR: { marks: ['CC_EXP_MONTH', 'CC_EXP_YEAR'], clears: [] },
  CVVERR: { marks: ['CVV'], clears: ['CVV'] },
  ZIPERR: { marks: ['BILLING_ZIP'], clears: ['BILLING_ZIP'] },
};

/** Where a card check's error goes; an unknown code is the default CARDERR (lenders §5). */
export function cardErrorFields(answer: CardCheckAnswer): AccountCheckOutcome {
  if (answer.success) return { errors: {}, cleared: [] };
  const target = CARD_ERROR_FIELDS[answer.error_code] ?? CARD_ERROR_FIELDS.CARDERR!;
  const reason = answer.reason || 'Invalid Card Number';
  return {
    errors: Object.fromEntries(target.marks.map((name) => [name, reason])),
    cleared: target.clears,
  };
}

/** The Account Information page's card check for AFF (lenders §4 "Card validation (AFF)"). */
export async function affAccountCheck({
  values,
  shopKeyId,
  appReqId,
}: AccountCheckInput): Promise<AccountCheckOutcome> {
  const answer = await validateDebitCard({
    q: values.CC_NUMBER ?? '',
    fullname: formatCardholderName(
      values.FIRST_NAME ?? '',
      values.MIDDLE_INITIAL ?? '',
      values.LAST_NAME ?? '',
    ),
    address: values.BILLING_ADDRESS1 || values.ADDRESS1 || undefined,
    zipcode: values.BILLING_ZIP ?? '',
    exp: `${values.CC_EXP_MONTH ?? ''}${(values.CC_EXP_YEAR ?? '').slice(-2)}`,
    cvv: values.CVV ?? '',
    appReqId,
    t2AStoreKeyId: shopKeyId,
    ...(values.ROUTING_NUMBER ? { aba: values.ROUTING_NUMBER } : {}),
  });
  return cardErrorFields(answer);
}
