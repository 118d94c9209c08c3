import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGnesAccountNumber } from './lenders/gnes/gnes-account-number.js';
import {
  formatCardNumberForResult,
  formatCardholderName,
  formatDateUs,
  formatPhoneDashed,
  formatWholeDollars,
  lastFour,
  maskCardNumber,
  maskFirstFive,
  maskSsn,
} from './masking.js';

describe('masking and formatting (lenders §2, §4, §5)', () => {
  it("SSN on review lists: 'XXX-XX-' plus the last four", () => {
    expect(maskSsn('123456789')).toBe('XXX-XX-6789');
    expect(maskSsn('123-45-6789')).toBe('XXX-XX-6789');
  });
  it('card review pages mask the first 5 characters as X', () => {
    expect(maskFirstFive('123456789')).toBe('XXXXX6789');
  });
  it('last four is the final four characters', () => {
    expect(lastFour('123456789')).toBe('6789');
    expect(lastFour('12')).toBe('12');
  });
  it('card numbers show only the last four', () => {
    expect(maskCardNumber('4111 1111 1111 1234')).toBe('XXXXXXXXXXXX1234');
  });
  it('phone shown 3-3-rest with dashes', () => {
    expect(formatPhoneDashed('5551234567')).toBe('555-123-4567');
    expect(formatPhoneDashed('(555) 123-4567')).toBe('555-123-4567');
  });
  it('dates as mm/dd/yyyy', () => {
    expect(formatDateUs('1990-07-04')).toBe('07/04/1990');
  });
  it('whole dollars with thousands separators', () => {
    expect(formatWholeDollars(4500)).toBe('$4,500');
    expect(formatWholeDollars(1234567.89)).toBe('$1,234,567');
    expect(formatWholeDollars('10000')).toBe('$10,000');
    expect(formatWholeDollars(0)).toBe('$0');
  });
  it('CFNA card number: 14+ characters drop the first 6; 9+ grouped 3-3-rest', () => {
    expect(formatCardNumberForResult('6035320012345678')).toBe('001 234 5678');
    expect(formatCardNumberForResult('123456789')).toBe('123 456 789');
    expect(formatCardNumberForResult('12345678')).toBe('12345678');
    expect(formatCardNumberForResult('1234567890123')).toBe('123 456 7890123');
  });
  it('GNES account number: grouped 3-3-rest, never shortened', () => {
    expect(formatGnesAccountNumber('5123456789012345')).toBe('512 345 6789012345');
    expect(formatGnesAccountNumber('512 345 678')).toBe('512 345 678');
    expect(formatGnesAccountNumber('123456')).toBe('123456');
  });
  it('cardholder name: upper case; over 20 first initial + last; over 32 first + last', () => {
    expect(formatCardholderName('Pat', 'Q', 'Lee')).toBe('PAT Q LEE');
    expect(formatCardholderName('Alexandra', 'Maria', 'Jones')).toBe('A JONES');
    expect(formatCardholderName('Alexandra', 'Bartholomew', 'Montgomery-Smith')).toBe(
      'ALEXANDRA MONTGOMERY-SMITH',
    );
  });

  const secret = fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 9, maxLength: 9 });
  it('never reveals more than the last four (property)', () => {
    fc.assert(
      fc.property(secret, (ssn) => {
        const shown = [maskSsn(ssn), maskFirstFive(ssn), maskCardNumber(ssn)];
        return shown.every((s) => s.replace(/[^0-9]/g, '') === ssn.slice(-4));
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), maxLength: 30 }), (value) => {
        const visible = maskFirstFive(value).replace(/X/g, '');
        return visible.length <= 4 && value.endsWith(visible);
      }),
    );
  });
});
