import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  annualFromMonthly,
  grossFromNet,
  incomeValuesForApp,
  monthlyFromAnnual,
  netFromGross,
  withoutStaleIncome,
} from './income.js';

describe('income conversions (spec §4)', () => {
  it('monthly = annual / 12 truncated; annual = monthly x 12', () => {
    expect(monthlyFromAnnual(50000)).toBe(4166);
    expect(monthlyFromAnnual(11)).toBe(0);
    expect(annualFromMonthly(4166)).toBe(49992);
  });
  it('net = gross x 0.78 truncated; gross = net / 0.78 truncated, without float drift', () => {
    expect(netFromGross(100)).toBe(78);
    expect(netFromGross(1000)).toBe(780);
    expect(netFromGross(3)).toBe(2);
    expect(grossFromNet(78)).toBe(100);
    expect(grossFromNet(780)).toBe(1000);
    expect(grossFromNet(1)).toBe(1);
    // 0.78 * 50 = 39.00000000000001 in floating point: still 39
    expect(netFromGross(50)).toBe(39);
  });
  it('refuses negative or non-finite amounts', () => {
    expect(() => netFromGross(-1)).toThrow(RangeError);
    expect(() => monthlyFromAnnual(Number.NaN)).toThrow(RangeError);
  });

  const amount = fc.integer({ min: 0, max: 100_000_000 });
  it('outputs are integers and match exact rational truncation', () => {
    fc.assert(
      fc.property(amount, (a) => {
        const values = [monthlyFromAnnual(a), annualFromMonthly(a), netFromGross(a), grossFromNet(a)];
        return (
          values.every(Number.isInteger) &&
          BigInt(netFromGross(a)) === (BigInt(a) * 78n) / 100n &&
          BigInt(grossFromNet(a)) === (BigInt(a) * 100n) / 78n &&
          BigInt(monthlyFromAnnual(a)) === BigInt(a) / 12n
        );
      }),
    );
  });
  it('round trips stay within their truncation bounds', () => {
    fc.assert(
      fc.property(amount, (a) => {
        const yearly = annualFromMonthly(monthlyFromAnnual(a));
        const gross = grossFromNet(netFromGross(a));
        return (
          yearly <= a &&
          a - yearly < 12 &&
          gross <= a &&
          a - gross <= 2 &&
          monthlyFromAnnual(annualFromMonthly(a)) === a
        );
      }),
    );
  });
});

describe('incomeValuesForApp (lenders §4 next-application click)', () => {
  it('derives missing monthly and net figures from annual gross', () => {
    expect(incomeValuesForApp({ ANNUAL_GROSS_INCOME: '48000' }, 'GNES')).toEqual({
      ANNUAL_GROSS_INCOME: '48000',
      MONTHLY_GROSS_INCOME: '4000',
      MONTHLY_NET_INCOME: '3120',
      ANNUAL_NET_INCOME: '37440',
    });
  });
  it("keeps the applicant's own figures", () => {
    const out = incomeValuesForApp({ ANNUAL_GROSS_INCOME: '48000', MONTHLY_NET_INCOME: '3500' }, 'EZPY');
    expect(out.MONTHLY_NET_INCOME).toBe('3500');
  });
  it('AFF: an annual gross under 9600 becomes empty', () => {
    const out = incomeValuesForApp({ ANNUAL_GROSS_INCOME: '9599' }, 'AMFF');
    expect(out.ANNUAL_GROSS_INCOME).toBe('');
    expect(out.MONTHLY_GROSS_INCOME).toBe('');
    expect(incomeValuesForApp({ ANNUAL_GROSS_INCOME: '9600' }, 'AMFF').ANNUAL_GROSS_INCOME).toBe('9600');
  });
});

// Decision 220 addendum: a page saved again for a later lender keeps what only an earlier lender asked.
describe('withoutStaleIncome', () => {
  const cfna = { ANNUAL_GROSS_INCOME: '52000', ID_TYPE: 'D' } as const;
  const asked = new Set(['MONTHLY_GROSS_INCOME', 'MONTHLY_NET_INCOME'] as const);

  it('keeps the earlier figure when the page saves the figures derived from it', () => {
    const after = { ...cfna, MONTHLY_GROSS_INCOME: '4333', MONTHLY_NET_INCOME: '3379' };
    expect(withoutStaleIncome(cfna, after, asked)).toEqual(after);
  });

  it('drops the figures the page does not ask once the applicant changes one it does', () => {
    const after = { ...cfna, MONTHLY_GROSS_INCOME: '5000', MONTHLY_NET_INCOME: '3900' };
    expect(withoutStaleIncome(cfna, after, asked)).toEqual({
      ID_TYPE: 'D',
      MONTHLY_GROSS_INCOME: '5000',
      MONTHLY_NET_INCOME: '3900',
    });
  });

  it('leaves a draft with no earlier income as saved', () => {
    const after = { MONTHLY_GROSS_INCOME: '5000' };
    expect(withoutStaleIncome({}, after, asked)).toEqual(after);
  });
});
