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
}

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
  ...extra,
});

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
  ALNC: info('ALNC', 'ALNC', 'financing'),
  GDYR: info('GDYR', 'GDYR', 'financing'),
  SERV: info('SERV', 'SERV', 'financing'),
  ACMA: info('ACMA', 'Acima', 'lease'),
  GOODYEAR: info('GOODYEAR', 'Goodyear', 'credit card', { resultOnly: true }),
  BREAD: info('BREAD', 'Bread', 'financing', { resultOnly: true }),
};

/** The Versatile provider's offer the waterfall prequalified (lenders §3 "Versatile data"). */
