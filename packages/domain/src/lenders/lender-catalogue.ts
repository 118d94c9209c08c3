// What the journey shows about each lender (spec §1, lenders §1, §4 button labels). The MILE product name
// that the spec copies redact as {product} is 'Mile' (docs/decisions/005-redacted-values.md).
import type { AppCode } from './app-codes.js';
import { PREQUAL_APPS, QUICK_APPS } from './app-codes.js';

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
  AMFF: info('AMFF', 'American First Finance', 'payment plan or loan'),
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
