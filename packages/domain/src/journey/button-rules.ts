// When the journey's buttons are enabled (spec §4, §5). Pure predicates so the browser disables the
// button and the server refuses the same request.
import { VERIFICATION_CODE_LENGTH } from '../constants.js';
import { LENDERS } from '../lenders/lender-catalogue.js';
import type { FieldValues } from '../requirements/dynamic-requirements.js';
import { validCity, validPhone, validStreetAddress, validZip } from '../validation/format-rules.js';

/** Spec §5: "Start is enabled only when a hash exists and the code is exactly 6 characters." */
export function canVerifyCode(verificationHash: string | undefined, code: string): boolean {
  return Boolean(verificationHash) && code.length === VERIFICATION_CODE_LENGTH;
}

/** Spec §5: "Send Code requires a valid mobile phone." */
export function canSendCode(mobilePhone: string): boolean {
  return mobilePhone.trim() !== '' && validPhone(mobilePhone.trim()) === undefined;
}

/** Spec §5: "Verify SSN is enabled only when confirm SSN has a value." */
export function canVerifySsn(confirmSsn: string): boolean {
  return confirmSsn.trim() !== '';
}

/**
 * Spec §5: "Shop search Find is enabled only when the value passes address (no PO Box), city and zip
 * checks." The box takes a zip, a city or an address, so passing any one of the three checks is enough.
 */
export function canSearchShops(value: string): boolean {
  const v = value.trim();
  if (v === '') return false;
  return validStreetAddress(v) === undefined || validCity(v) === undefined || validZip(v) === undefined;
}

/** Policy: Get Started is enabled only after the terms box is checked (spec §4). */
export function canAcceptPolicy(termsChecked: boolean): boolean {
  return termsChecked;
}

/**
 * The previous address shows only when years at address is 1 or less (review pages) or under 2 (summary);
 * years are whole numbers, so both readings give the same answer (docs/decisions/010).
 */
export function showsPreviousAddress(values: FieldValues): boolean {
  const years = values.YEARS_AT_ADDRESS?.trim() ?? '';
  return /^\d+$/.test(years) && Number(years) < 2;
}

/** Lenders §2: the mailing address is shown as matching when all five parts equal the residence. */
export function mailingMatchesResidence(values: FieldValues): boolean {
  const pairs: Array<[string | undefined, string | undefined]> = [
    [values.MAILING_ADDRESS1, values.ADDRESS1],
    [values.MAILING_ADDRESS2, values.ADDRESS2],
    [values.MAILING_CITY, values.CITY],
    [values.MAILING_STATE, values.STATE],
    [values.MAILING_ZIP, values.ZIP],
  ];
  return pairs.every(([a, b]) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase());
}

/**
 * Spec §2 screen 12, lenders §4 "Application selection": Apply is enabled if any listed app is enabled. An
 * app is enabled when it is a lender one can apply to (not a result-only code such as BREAD) and has not
 * been made unavailable (e.g. the shop's no{product}Flag, or AFF removed for the resident state).
 */
export function canApplyToApps(appList: readonly string[], unavailable: readonly string[] = []): boolean {
  return appList.some((code) => {
    const lender = (LENDERS as Readonly<Record<string, { resultOnly: boolean }>>)[code];
    return lender !== undefined && !lender.resultOnly && !unavailable.includes(code);
  });
}
