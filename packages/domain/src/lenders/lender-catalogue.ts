// What the journey shows about each lender (spec §1, lenders §1, §4 button labels). The MILE product name
// that the spec copies redact as {product} is 'Mile' (docs/decisions/005-redacted-values.md).
import type { AppCode } from './app-codes.js';
import { PREQUAL_APPS, QUICK_APPS } from './app-codes.js';
import { AFF_MAX_LOAN_AMOUNT, AFF_MIN_FINANCE_AMOUNT } from '../constants.js';
import { formatWholeDollars } from '../masking.js';

export interface LenderInfo {
  readonly code: AppCode;
  readonly name: string;
  /** What the lender offers, in the spec's words. */
  readonly product: string;
  /** App selection button: 'Apply', or 'Next' for MILE (spec §2 screen 12). */
  readonly applyLabel: string;
  /** Next-application button on a result: 'Apply', 'Continue' for MILE, 'Review Disclosures' for GNES (lenders §4). */
  readonly nextAppLabel: string;
  readonly prequal: boolean;
  /** Data gathered once, submitted straight from the result page (lenders §2 "quick app"). */
  readonly quickApp: boolean;
  /** Only ever shown as a result screen (lenders §1). */
  readonly resultOnly: boolean;
  /**
   * The result screen that shows this lender's decision (lenders §4 "chosen by code: CFNA, GEMY, DigniFi,
   * AFF, EZPY, GNES, Versatile, Bread, Goodyear, MILE", plus Big O): GDYR shows Goodyear's, ALNC Bread's
   * (docs/decisions/135). Undefined for a code that is never offered (SERV, ACMA: app-codes SHOP_LIST_READINGS).
   */
  readonly resultScreen: ResultScreen | undefined;
  /**
   * The lender's customer line, to call about an application (the result screens' call buttons, lenders §4;
   * the shop console's contacts); a number the lender sends with its answer (referralphone) comes first.
   */
  readonly phone: string | undefined;
  /** Who decides: the issuing bank named on the consent line and the result (docs/decisions/135). */
  readonly issuer: string;
  /**
   * When the lender's notice of a decline arrives (lenders §9 "Decline letters"): the one deadline its own
   * decline text and the notice under it both state (docs/decisions/265).
   */
  readonly declineNotice: DeclineNoticeDeadline;
  /**
   * The amounts a lender finances, in whole dollars, where its texts state them ("Loans from $300 to $5,000"):
   * the same figures its own checks hold to (AFF: lenders §5; docs/decisions/266).
   */
  readonly amounts?: { readonly min: number; readonly max: number };
}

/**
 * Days until a decline's notice arrives: `within` days, or `from` to `within` days where the lender gives a
 * range (Synchrony, FlexShopper: 7-10).
 */
export interface DeclineNoticeDeadline {
  readonly from?: number;
  readonly within: number;
}

/**
 * ECOA / Regulation B §1002.9(a)(1): 30 days after a completed application, the deadline for a lender the
 * spec's table does not name (docs/decisions/265).
 */
export const REG_B_NOTICE_DAYS = 30;

/** Lenders §9 "Decline letters: CFNA/EZPY within 10 days; AFF within 30 days; GEMY 7-10 days; MILE 30 days". */
const DECLINE_NOTICES: Readonly<Partial<Record<AppCode, DeclineNoticeDeadline>>> = {
  CFNA: { within: 10 },
  // The Goodyear card is a CFNA card (docs/decisions/135): CFNA decides and writes.
  GDYR: { within: 10 },
  GOODYEAR: { within: 10 },
  EZPY: { within: 10 },
  AMFF: { within: 30 },
  GEMY: { from: 7, within: 10 },
  MILE: { within: 30 },
};

/** Versatile's providers each send their own notice; FlexShopper's by e-mail in 7 to 10 days (lenders §4, §9). */
const VERSATILE_PROVIDER_NOTICES: Readonly<Record<string, DeclineNoticeDeadline>> = {
  flexshopper: { from: 7, within: 10 },
};

/**
 * `{min}` and `{max}` for a lender's texts that state its amounts ('Loans from {min} to {max}'), in whole
 * dollars; empty for a lender that states none.
 */
export function lenderAmountTexts(appCode: AppCode): Readonly<Record<string, string>> {
  const amounts = LENDERS[appCode].amounts;
  return amounts ? { min: formatWholeDollars(amounts.min), max: formatWholeDollars(amounts.max) } : {};
}

/**
 * The deadline of a decline's notice from `appCode` (for Versatile, from the provider that decided when it is
 * known): the lender's own, else Regulation B's 30 days.
 */
export function declineNoticeDeadline(appCode: AppCode, providerId?: string): DeclineNoticeDeadline {
  if (appCode === 'VERS' && providerId) {
    const provider = VERSATILE_PROVIDER_NOTICES[providerId.trim().toLowerCase()];
    if (provider) return provider;
  }
  return LENDERS[appCode].declineNotice;
}

/** The result screens of lenders §4, keyed as the web's views are (features/result/result-page.tsx). */
export const RESULT_SCREENS = [
  'CFNA',
  'GEMY',
  'CFSS',
  'AMFF',
  'EZPY',
  'GNES',
  'VERS',
  'BREAD',
  'GOODYEAR',
  'BIGO',
  'MILE',
] as const;
export type ResultScreen = (typeof RESULT_SCREENS)[number];

export const MILE_PRODUCT_NAME = 'Mile';
/** The shop search keywordInfo / consumer flag that means MILE is not available ('1'), spec §3 no{product}Flag. */
export const NO_PRODUCT_FLAG = `no${MILE_PRODUCT_NAME}Flag`;

const info = (code: AppCode, name: string, product: string, extra: Partial<LenderInfo> = {}): LenderInfo => ({
  code,
  name,
  product,
  applyLabel: 'Apply',
  nextAppLabel: 'Apply',
  prequal: PREQUAL_APPS.includes(code),
  quickApp: QUICK_APPS.includes(code),
  resultOnly: false,
  resultScreen: (RESULT_SCREENS as readonly string[]).includes(code) ? (code as ResultScreen) : undefined,
  issuer: name,
  phone: LENDER_LINES[code],
  declineNotice: DECLINE_NOTICES[code] ?? { within: REG_B_NOTICE_DAYS },
  ...extra,
});

/** Each lender's customer line (the Goodyear card is a CFNA card, Bread Financing is ALNC's). */
const LENDER_LINES: Readonly<Partial<Record<AppCode, string>>> = {
  CFNA: '1-800-321-3950',
  GDYR: '1-800-321-3950',
  GOODYEAR: '1-800-321-3950',
  GEMY: '1-800-555-0142',
  CFSS: '1-800-555-0143',
  AMFF: '1-800-555-0144',
  EZPY: '1-800-555-0145',
  GNES: '1-800-555-0146',
  VERS: '1-800-555-0147',
  MILE: '1-800-555-0148',
  BREAD: '1-800-555-0149',
  ALNC: '1-800-555-0149',
  BIGO: '1-800-555-0150',
};

export const LENDERS: Readonly<Record<AppCode, LenderInfo>> = {
  CFNA: info('CFNA', 'CFNA', 'store card'),
  GEMY: info('GEMY', 'Synchrony', 'bank card'),
  CFSS: info('CFSS', 'DigniFi', 'one-time loan'),
  AMFF: info('AMFF', 'American First Finance', 'payment plan or loan', {
    amounts: { min: AFF_MIN_FINANCE_AMOUNT, max: AFF_MAX_LOAN_AMOUNT },
  }),
  EZPY: info('EZPY', 'EasyPay', 'lease-to-own or easy-pay financing'),
  GNES: info('GNES', 'Concora', 'credit card', { nextAppLabel: 'Review Disclosures' }),
  MILE: info('MILE', `${MILE_PRODUCT_NAME} Mastercard`, 'prequalified card', {
    applyLabel: 'Next',
    nextAppLabel: 'Continue',
  }),
  VERS: info('VERS', 'Versatile', 'lease, loan or revolving credit from partner lenders'),
  // docs/decisions/135: GDYR is CFNA's Goodyear-branded card, ALNC is Alliance Data's (now Bread Financial)
  // financing, BIGO the Big O Tires credit card; each is an application (a hard check) shown on its brand's
  // result screen. SERV and ACMA are refused when a shop's list is read (app-codes SHOP_LIST_READINGS).
  ALNC: info('ALNC', 'Bread Financing', 'pay-over-time financing', {
    resultScreen: 'BREAD',
    issuer: 'Bread Financial',
  }),
  GDYR: info('GDYR', 'Goodyear Credit Card', 'store card', { resultScreen: 'GOODYEAR', issuer: 'CFNA' }),
  BIGO: info('BIGO', 'Big O Tires Credit Card', 'store card', {
    issuer: 'the Big O Tires Credit Card issuer',
  }),
  SERV: info('SERV', 'SERV', 'not offered'),
  ACMA: info('ACMA', 'Acima', 'lease, offered through Versatile'),
  GOODYEAR: info('GOODYEAR', 'Goodyear Credit Card', 'store card', { resultOnly: true, issuer: 'CFNA' }),
  BREAD: info('BREAD', 'Bread Financing', 'pay-over-time financing', {
    resultOnly: true,
    issuer: 'Bread Financial',
  }),
};

/** The Versatile provider's offer the waterfall prequalified (lenders §3 "Versatile data"). */
