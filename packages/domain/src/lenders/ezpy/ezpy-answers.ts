// What EasyPay's own answers decide in the journey (lenders §4): its definition reads these, so they import no
// coded list.
import type { FieldValues } from '../../requirements/dynamic-requirements.js';

/** A resident state as its two-letter code, upper case ('' when none). */
export function stateCode(state: string | undefined): string {
  return (state ?? '').trim().toUpperCase();
}

/** The state whose documentary stamp tax applies to an EasyPay agreement (docs/decisions/075). */
export const FLORIDA = 'FL';

/**
 * Lenders §4: EZPY "makes CVV required if a Florida stamp tax flag is 1". The spec does not say where the
 * flag comes from; Florida's documentary stamp tax falls on agreements of Florida residents, so the flag is
 * '1' exactly when the resident state is FL (docs/decisions/075).
 */
export function floridaStampTaxFlag(values: FieldValues): '0' | '1' {
  return stateCode(values.STATE) === FLORIDA ? '1' : '0';
}

/**
 * Lenders §4: "EZPY pre-sets billing same as resident, copies the resident address" (billing toggle '1'
 * copies resident lines 1, 2 and ZIP).
 */
export function ezpyBillingPreset(values: FieldValues): FieldValues {
  return {
    BILLING_MATCH_RESIDENT: '1',
    BILLING_ADDRESS1: values.ADDRESS1 ?? '',
    BILLING_ADDRESS2: values.ADDRESS2 ?? '',
    BILLING_ZIP: values.ZIP ?? '',
  };
}
