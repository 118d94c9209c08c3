// Property tests for AFF's installment-lender rules (lenders §5 payday rules, 'Monthly Gross Income must be
// at least $800.'; §4 "For AFF, annual gross under 9600 becomes empty"), Luhn and ABA on the card and
// routing fields, each over generated inputs rather than a few picked dates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incomeValuesForApp } from '../income.js';
import { abaRoutingValid, luhnValid } from './checksums.js';
import { MESSAGES } from './messages.js';
import { validateFieldValue } from './validate-field.js';

const TODAY = new Date(2026, 5, 15);
const aff = { appCode: 'AMFF' } as const;
const R = 'REQUIRED';

const isoOffset = (days: number) => {
  const d = new Date(TODAY.getFullYear(), TODAY.getMonth(), TODAY.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const MAX_DAYS: Record<string, number> = { W: 7, B: 14, M: 31, T: 16 };
const frequency = fc.constantFrom('W', 'B', 'M', 'T');

describe('AFF payday rules (property)', () => {
  it('a last payday after today is always refused, today or before never for that reason', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
        const error = validateFieldValue('LAST_PAYDAY', isoOffset(offset), R, {}, TODAY, aff);
        if (offset > 0) expect(error).toBe(MESSAGES.lastPaydayPast);
        else expect(error).toBeUndefined();
      }),
    );
  });

  it('a next payday today or before is refused for every lender; after today only the distance counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 60 }), frequency, (offset, freq) => {
        const values = { PAY_FREQUENCY: freq };
        const error = validateFieldValue('NEXT_PAYDAY', isoOffset(offset), R, values, TODAY, aff);
        const other = validateFieldValue('NEXT_PAYDAY', isoOffset(offset), R, values, TODAY, {
          appCode: 'EZPY',
        });
        if (offset <= 0) {
          expect(error).toBe(MESSAGES.nextPaydayFuture);
          expect(other).toBe(MESSAGES.nextPaydayFuture);
          return;
        }
        // Other lenders: only the next-payday-in-future rule (lenders §5).
        expect(other).toBeUndefined();
        if (offset > MAX_DAYS[freq]!) expect(error).toBe(MESSAGES.nextPaydayTooFar);
        else expect(error).toBeUndefined();
      }),
    );
  });

  it('equal paydays are refused on either field', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 0 }), (offset) => {
        const day = isoOffset(offset);
        expect(validateFieldValue('LAST_PAYDAY', day, R, { NEXT_PAYDAY: day }, TODAY, aff)).toBe(
          MESSAGES.paydaysSame,
        );
      }),
    );
  });

  it('twice monthly: the gap between last and next must be 10 to 16 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 0 }), fc.integer({ min: 1, max: 16 }), (last, next) => {
        const values = { PAY_FREQUENCY: 'T', LAST_PAYDAY: isoOffset(last) };
        const gap = next - last;
        const error = validateFieldValue('NEXT_PAYDAY', isoOffset(next), R, values, TODAY, aff);
        if (gap < 10 || gap > 16) expect(error).toBe(MESSAGES.payFrequencyRange);
        else expect(error).toBeUndefined();
      }),
    );
  });
});

describe('AFF income minimums (property)', () => {
  it("monthly gross under 800 is refused with 'Monthly Gross Income must be at least $800.'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (monthly) => {
        const error = validateFieldValue('MONTHLY_GROSS_INCOME', String(monthly), R, {}, TODAY, aff);
        if (monthly < 800) expect(error).toBe('Monthly Gross Income must be at least $800.');
        else expect(error).toBeUndefined();
      }),
    );
  });

  it('an annual gross under 9600 becomes empty for AFF, and is kept from 9600 up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), (annual) => {
        const out = incomeValuesForApp({ ANNUAL_GROSS_INCOME: String(annual) }, 'AMFF');
        if (annual < 9600) expect(out.ANNUAL_GROSS_INCOME ?? '').toBe('');
        else expect(out.ANNUAL_GROSS_INCOME).toBe(String(annual));
      }),
    );
  });
});

describe('card and routing fields (property)', () => {
  const digit = fc.constantFrom(...'0123456789'.split(''));
  it('the card field accepts exactly the Luhn-valid numbers', () => {
    fc.assert(
      fc.property(fc.string({ unit: digit, minLength: 13, maxLength: 16 }), (card) => {
        const error = validateFieldValue('CC_NUMBER', card, R, {}, TODAY, aff);
        expect(error === undefined).toBe(luhnValid(card));
        if (error) expect(error).toBe(MESSAGES.invalidCardNumber);
      }),
    );
  });
  it("the routing field accepts exactly the ABA-valid numbers, else 'Invalid Routing Number'", () => {
    fc.assert(
      fc.property(fc.string({ unit: digit, minLength: 9, maxLength: 9 }), (aba) => {
        const error = validateFieldValue('ROUTING_NUMBER', aba, R, {}, TODAY, aff);
        expect(error === undefined).toBe(abaRoutingValid(aba));
        if (error) expect(error).toBe('Invalid Routing Number');
      }),
    );
  });
});
