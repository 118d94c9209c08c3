import { describe, expect, it } from 'vitest';
import { AMFF_TEST_CARDS, checkCard } from '../src/lenders/amff/account-checks.js';
import { amffEstimate } from '../src/lenders/amff/amff-estimate.js';

const NOW = new Date(Date.UTC(2026, 10, 20));
const good = { q: '4111111111111111', exp: '1228', cvv: '123', zipcode: '98052' };

describe("AFF's debit-card check (lenders §5 card check codes)", () => {
  it('passes any Luhn-valid card that is not a test card', () => {
    expect(checkCard(good, NOW)).toEqual({ success: true });
    expect(checkCard({ ...good, q: '8888888888888888' }, NOW)).toEqual({ success: true });
  });
  it('answers each documented test card with its code', () => {
    for (const [q, code] of Object.entries(AMFF_TEST_CARDS)) {
      expect(checkCard({ ...good, q }, NOW)).toMatchObject({ success: false, error_code: code });
    }
  });
  it('a Luhn failure is CARDERR, an expiry before this month EXPERR, this month still passes', () => {
    expect(checkCard({ ...good, q: '4111111111111112' }, NOW)).toMatchObject({ error_code: 'CARDERR' });
    expect(checkCard({ ...good, exp: '1026' }, NOW)).toMatchObject({ error_code: 'EXPERR' });
    expect(checkCard({ ...good, exp: '1126' }, NOW)).toEqual({ success: true });
  });
});

describe("AFF's payment estimate", () => {
  it('pays the amount back with interest: payments sum to the total, the final one absorbs the rounding', () => {
    for (const amount of [300, 999, 1000, 2500, 4000]) {
      const e = amffEstimate(amount, 4000, NOW);
      const total = e.iMainPayments * Number(e.iMainPaymentsAmount) + Number(e.iFinalPaymentAmount);
      expect(total).toBeCloseTo(Number(e.acctApprovalPayTotal), 2);
      expect(total).toBeGreaterThan(amount);
      expect(Number(e.iFinalPaymentAmount)).toBeLessThanOrEqual(Number(e.iMainPaymentsAmount) + 0.01);
      expect(e.iTotalPayments).toBe(e.iMainPayments + 1);
      expect(e.acctApprovalTerm).toBe(amount <= 1000 ? '12' : '18');
    }
  });
});
