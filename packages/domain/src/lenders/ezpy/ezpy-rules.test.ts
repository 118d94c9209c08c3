import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_FOR_ALL_COMS, LOAN_PAYMENT_METHOD, US_STATES, type CodedValue } from '../../coded-values.js';
import { CREDIT_APP_REQUIREMENTS } from '../../requirements/credit-app-requirements.js';
import { effectiveRequirements } from '../../requirements/dynamic-requirements.js';
import { payFrequencyCode, toLenderAppData } from '../app-data-mapping.js';
import {
  EZPY_PAY_FREQUENCY_OPTIONS,
  ezpyBillingPreset,
  ezpyLoanDisclosure,
  ezpyPayFrequencyLabel,
  floridaStampTaxFlag,
  PAY_FREQUENCY_EZPY,
} from './ezpy-rules.js';

const pairs = (list: readonly CodedValue[]) => list.map((o) => `${o.label}=${o.lenderCode ?? o.value}`);

// Lenders §3 "Coded value lists": the codes EasyPay receives are pinned exactly.
describe('EZPY code tables (lenders §3)', () => {
  it('pay frequency: Weekly=1, Bi-Weekly=2, Semi-Monthly=3, Monthly=4', () => {
    expect(pairs(PAY_FREQUENCY_EZPY)).toEqual(['Weekly=1', 'Bi-Weekly=2', 'Semi-Monthly=3', 'Monthly=4']);
    // The options the EZPY pages show keep our stored codes and name EZPY's code for each.
    expect(EZPY_PAY_FREQUENCY_OPTIONS.map((o) => [o.label, o.value, o.lenderCode])).toEqual([
      ['Weekly', 'W', '1'],
      ['Bi-Weekly', 'B', '2'],
      ['Semi-Monthly', 'T', '3'],
      ['Monthly', 'M', '4'],
    ]);
  });

  it('every pay frequency option reaches EasyPay as its own code, through the submission mapping', () => {
    for (const option of EZPY_PAY_FREQUENCY_OPTIONS) {
      expect(payFrequencyCode(option.value, 'EZPY')).toBe(option.lenderCode);
      expect(
        toLenderAppData('EZPY', { PAY_FREQUENCY: option.value }, { dllVersion: '1' }).PAY_FREQUENCY,
      ).toBe(option.lenderCode);
    }
    expect(ezpyPayFrequencyLabel('T')).toBe('Semi-Monthly');
    expect(ezpyPayFrequencyLabel('3')).toBe('Semi-Monthly');
    expect(ezpyPayFrequencyLabel('W')).toBe('Weekly');
  });

  it('use email for all communications Yes=1, No=0; method of payment 1, 2, 3', () => {
    expect(pairs(EMAIL_FOR_ALL_COMS)).toEqual(['Yes=1', 'No=0']);
    expect(pairs(LOAN_PAYMENT_METHOD)).toEqual(['Bank Account Draft=1', 'Credit/Debit Card=2', 'Other=3']);
    const sent = toLenderAppData(
      'EZPY',
      { EMAIL_FOR_ALL_COMS: '0', PAYMENT_METHOD: '2' },
      { dllVersion: '1' },
    );
    expect(sent).toMatchObject({ EMAIL_FOR_ALL_COMS: '0', PAYMENT_METHOD: '2' });
  });
});

// Lenders §9 "Loan disclosure: not available in NY; lender-administered in AK, AZ, CA, …".
describe('EZPY loan disclosure by resident state (lenders §9)', () => {
  it('NY: not available', () => {
    expect(ezpyLoanDisclosure('NY')).toBe('not-available');
    expect(ezpyLoanDisclosure(' ny ')).toBe('not-available');
  });

  it('the lender-administered states, exactly the spec list', () => {
    const administered = US_STATES.map((s) => s.value)
      .filter((s) => ezpyLoanDisclosure(s) === 'lender-administered')
      .sort();
    expect(administered).toEqual(
      [
        'AK',
        'AZ',
        'CA',
        'DE',
        'ID',
        'KS',
        'KY',
        'ND',
        'NH',
        'NM',
        'NV',
        'OR',
        'PA',
        'UT',
        'VA',
        'WA',
        'WI',
      ].sort(),
    );
  });

  it('every other state (and no state yet): bank-originated', () => {
    expect(ezpyLoanDisclosure('FL')).toBe('bank-originated');
    expect(ezpyLoanDisclosure('TX')).toBe('bank-originated');
    expect(ezpyLoanDisclosure(undefined)).toBe('bank-originated');
    expect(ezpyLoanDisclosure('')).toBe('bank-originated');
  });
});

// Lenders §4: "EZPY pre-sets billing same as resident, copies the resident address, and makes CVV required
// if a Florida stamp tax flag is 1".
describe('EZPY payment page rules (lenders §4)', () => {
  it('the Florida stamp tax flag is 1 for Florida residents only', () => {
    expect(floridaStampTaxFlag({ STATE: 'FL' })).toBe('1');
    expect(floridaStampTaxFlag({ STATE: 'fl' })).toBe('1');
    expect(floridaStampTaxFlag({ STATE: 'WA' })).toBe('0');
    expect(floridaStampTaxFlag({})).toBe('0');
  });

  it('CVV is required for EZPY with the flag, optional without it; other lenders keep their own rule', () => {
    const ezpy = CREDIT_APP_REQUIREMENTS.EZPY;
    expect(effectiveRequirements(ezpy, { STATE: 'FL' }, 'EZPY').CVV).toBe('REQUIRED');
    expect(effectiveRequirements(ezpy, { STATE: 'WA' }, 'EZPY').CVV).toBe('OPTIONAL');
    expect(effectiveRequirements(CREDIT_APP_REQUIREMENTS.AMFF, { STATE: 'WA' }, 'AMFF').CVV).toBe('REQUIRED');
  });

  it('billing preset copies resident lines 1, 2 and ZIP with the toggle on', () => {
    expect(ezpyBillingPreset({ ADDRESS1: '1 Main St', ADDRESS2: 'Apt 2', ZIP: '98052' })).toEqual({
      BILLING_MATCH_RESIDENT: '1',
      BILLING_ADDRESS1: '1 Main St',
      BILLING_ADDRESS2: 'Apt 2',
      BILLING_ZIP: '98052',
    });
  });

  it('the flag follows the state alone (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (state) => {
        const flag = floridaStampTaxFlag({ STATE: state });
        return (flag === '1') === (state.trim().toUpperCase() === 'FL');
      }),
    );
  });
});
