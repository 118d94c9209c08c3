import { describe, expect, it } from 'vitest';
import { validateFinanceAmount } from '../validation/finance-amount.js';
import {
  canApplyToApps,
  canSearchShops,
  canSendCode,
  canVerifyCode,
  canVerifySsn,
  mailingMatchesResidence,
  showsPreviousAddress,
} from './button-rules.js';

describe('button rules (spec §4, §5)', () => {
  it('Start needs a hash and exactly 6 characters', () => {
    expect(canVerifyCode('abc', '123456')).toBe(true);
    expect(canVerifyCode('abc', '12345')).toBe(false);
    expect(canVerifyCode(undefined, '123456')).toBe(false);
  });
  it('Send Code needs a valid mobile phone', () => {
    expect(canSendCode('(555) 123-4567')).toBe(true);
    expect(canSendCode('555123')).toBe(false);
  });
  it('Verify SSN needs a confirm SSN value', () => {
    expect(canVerifySsn('1')).toBe(true);
    expect(canVerifySsn(' ')).toBe(false);
  });
  it('shop search takes a zip, a city or an address without a P.O. box', () => {
    expect(canSearchShops('98052')).toBe(true);
    expect(canSearchShops('Redmond')).toBe(true);
    expect(canSearchShops('123 Main St')).toBe(true);
    expect(canSearchShops('PO Box 12')).toBe(false);
    expect(canSearchShops('')).toBe(false);
  });
  it('previous address shown under 2 years; mailing matches when all five parts equal', () => {
    expect(showsPreviousAddress({ YEARS_AT_ADDRESS: '1' })).toBe(true);
    expect(showsPreviousAddress({ YEARS_AT_ADDRESS: '2' })).toBe(false);
    const home = { ADDRESS1: '1 Main St', CITY: 'Redmond', STATE: 'WA', ZIP: '98052' };
    expect(
      mailingMatchesResidence({
        ...home,
        MAILING_ADDRESS1: '1 main st',
        MAILING_CITY: 'Redmond',
        MAILING_STATE: 'WA',
        MAILING_ZIP: '98052',
      }),
    ).toBe(true);
    expect(mailingMatchesResidence({ ...home, MAILING_ADDRESS1: '2 Main St' })).toBe(false);
  });
});

describe('AFF finance amount (lenders §5)', () => {
  it('at least $300 and at most the credit limit', () => {
    expect(validateFinanceAmount('299', 4000)).toBe('Finance amount must be greater than or equal to $300.');
    expect(validateFinanceAmount('300', 4000)).toBeUndefined();
    expect(validateFinanceAmount('4000', 4000)).toBeUndefined();
    expect(validateFinanceAmount('4001', 4000)).toBe(
      'Finance amount must be less than or equal to the credit limit.',
    );
    expect(validateFinanceAmount('', 4000)).toBe('Value cannot be empty');
  });
});

describe('app selection Apply (spec §2 screen 12)', () => {
  it('is enabled if any listed app is enabled', () => {
    expect(canApplyToApps(['CFNA'])).toBe(true);
    expect(canApplyToApps(['MILE', 'CFNA'], ['MILE'])).toBe(true);
    expect(canApplyToApps(['MILE'], ['MILE'])).toBe(false);
    expect(canApplyToApps(['BREAD'])).toBe(false);
    expect(canApplyToApps(['NOPE'])).toBe(false);
    expect(canApplyToApps([])).toBe(false);
  });
});
